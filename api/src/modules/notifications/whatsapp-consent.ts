/**
 * Consent to WhatsApp messages (issue 30): given or withdrawn in the patient area or by "STOP" in the chat, each a
 * row of channel_consents (who, channel, when, source). The newest row is in force; a patient without one has not
 * opted in, so they get SMS.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { NOTICE_VERSION } from '@physio/shared-contracts';
import { channelConsents, CONSENT_SOURCES } from '../../platform/db/schema';

export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export interface WhatsAppConsent {
  optedIn: boolean;
  source: ConsentSource | null;
  at: Date | null;
}

export async function whatsappConsent(db: Executor, patientId: string): Promise<WhatsAppConsent> {
  const [row] = await db
    .select()
    .from(channelConsents)
    .where(and(eq(channelConsents.patientId, patientId), eq(channelConsents.channel, 'whatsapp')))
    .orderBy(desc(channelConsents.id))
    .limit(1);
  return row
    ? { optedIn: row.optedIn, source: row.source, at: row.at }
    : { optedIn: false, source: null, at: null };
}

export const whatsappOptedIn = async (db: Executor, patientId: string) =>
  (await whatsappConsent(db, patientId)).optedIn;

/** Records a choice; the same choice again records nothing. The consent now in force. */
export async function recordWhatsAppConsent(
  db: Executor,
  choice: { patientId: string; optedIn: boolean; source: ConsentSource; recordedBy: string },
): Promise<WhatsAppConsent> {
  const current = await whatsappConsent(db, choice.patientId);
  if (current.optedIn === choice.optedIn && current.at) return current;
  const [row] = await db
    .insert(channelConsents)
    .values({ ...choice, channel: 'whatsapp', noticeVersion: NOTICE_VERSION })
    .returning();
  return { optedIn: row!.optedIn, source: row!.source, at: row!.at };
}

/** The channel of a patient's phone messages (confirmation, reminders) when they are enqueued. */
export const phoneChannel = async (db: Executor, patientId: string) =>
  (await whatsappOptedIn(db, patientId)) ? ('whatsapp' as const) : ('sms' as const);
