/** The patient area's consent switches: the consent in force per purpose, and a change logged as a request. */
import { privacyTexts, type PrivacyPurpose, type PurposeConsent } from '@physio/shared-contracts';
import type { Db } from '../../platform/db/client';
import { kolkataIso } from '../../platform/lib/kolkata';
import { purposeConsents, type PurposeConsentRow, recordPurposeConsent } from '../notifications';
import { logDataRightsRequest } from '../patients';

const toView = (c: PurposeConsentRow): PurposeConsent => ({
  purpose: c.purpose,
  granted: c.granted,
  notice_version: c.noticeVersion,
  source: c.source,
  at: c.at ? kolkataIso(c.at) : null,
});

export const consentViews = async (db: Db, patientId: string) =>
  (await purposeConsents(db, patientId)).map(toView);

export async function changeConsent(db: Db, patientId: string, purpose: PrivacyPurpose, granted: boolean) {
  await db.transaction(async (tx) => {
    const { changed } = await recordPurposeConsent(tx, {
      patientId,
      purpose,
      granted,
      source: 'patient_area',
      recordedBy: patientId,
    });
    const title = privacyTexts().purposes[purpose].title;
    await logDataRightsRequest(
      tx,
      patientId,
      'consent',
      'done',
      `${title}: ${granted ? 'given' : 'withdrawn'}${changed ? '' : ' (no change)'}.`,
    );
  });
  return consentViews(db, patientId);
}
