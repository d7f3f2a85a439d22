/** The patient area's WhatsApp toggle (issue 30): the consent in force, and a change recorded with its source. */
import type { WhatsAppConsentView } from '@physio/shared-contracts';
import type { Db } from '../../platform/db/client';
import { kolkataIso } from '../../platform/lib/kolkata';
import { recordWhatsAppConsent, type WhatsAppConsent, whatsappConsent } from '../notifications';
import { findPatient } from '../patients';

const toView = (c: WhatsAppConsent): WhatsAppConsentView => ({
  opted_in: c.optedIn,
  source: c.source,
  at: c.at ? kolkataIso(c.at) : null,
});

/** Null when there is no such patient. */
export async function patientWhatsAppConsent(db: Db, patientId: string): Promise<WhatsAppConsentView | null> {
  if (!(await findPatient(db, patientId))) return null;
  return toView(await whatsappConsent(db, patientId));
}

/** The patient's own choice in the patient area (`recordedBy`: the signed-in user). Null when there is no such patient. */
export async function setPatientWhatsAppConsent(
  db: Db,
  patientId: string,
  optedIn: boolean,
  recordedBy: string,
): Promise<WhatsAppConsentView | null> {
  return db.transaction(async (tx) => {
    if (!(await findPatient(tx, patientId))) return null;
    return toView(
      await recordWhatsAppConsent(tx, { patientId, optedIn, source: 'patient_area', recordedBy }),
    );
  });
}
