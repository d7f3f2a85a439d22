/**
 * Consent per purpose of the privacy notice (DPDP Act, issue 30), kept in channel_consents beside the WhatsApp
 * opt-ins it grew from: one row per choice, never updated, the newest row per patient and purpose in force, each
 * with its source, time and the notice version it was made under.
 *
 * Without a row: booking and care and the SMS and e-mail reminders count as given (they come with the booking;
 * the login that books records them, `recordBookingConsents`), WhatsApp and marketing as not given.
 */
import { and, desc, eq } from 'drizzle-orm';
import { NOTICE_VERSION, PRIVACY_PURPOSES, type PrivacyPurpose } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { CONSENT_CHANNELS, channelConsents } from '../../platform/db/schema';
import type { ConsentSource } from './whatsapp-consent';

type ConsentKey = (typeof CONSENT_CHANNELS)[number];

/** Each purpose's key in channel_consents.channel. */
export const PURPOSE_KEYS: Record<PrivacyPurpose, ConsentKey> = {
  care: 'care',
  reminders_sms: 'sms',
  reminders_email: 'email',
  reminders_whatsapp: 'whatsapp',
  marketing: 'marketing',
};

const GIVEN_WITH_BOOKING: readonly PrivacyPurpose[] = ['care', 'reminders_sms', 'reminders_email'];

export interface PurposeConsentRow {
  purpose: PrivacyPurpose;
  granted: boolean;
  noticeVersion: string | null;
  source: ConsentSource | null;
  at: Date | null;
}

export const isPurpose = (value: string): value is PrivacyPurpose =>
  (PRIVACY_PURPOSES as readonly string[]).includes(value);

export async function purposeConsent(
  db: Executor,
  patientId: string,
  purpose: PrivacyPurpose,
): Promise<PurposeConsentRow> {
  const [row] = await db
    .select()
    .from(channelConsents)
    .where(and(eq(channelConsents.patientId, patientId), eq(channelConsents.channel, PURPOSE_KEYS[purpose])))
    .orderBy(desc(channelConsents.id))
    .limit(1);
  if (!row)
    return {
      purpose,
      granted: GIVEN_WITH_BOOKING.includes(purpose),
      noticeVersion: null,
      source: null,
      at: null,
    };
  return { purpose, granted: row.optedIn, noticeVersion: row.noticeVersion, source: row.source, at: row.at };
}

export const purposeConsents = (db: Executor, patientId: string) =>
  Promise.all(PRIVACY_PURPOSES.map((p) => purposeConsent(db, patientId, p)));

/** Records a choice under the current notice; the same choice again (already recorded) records nothing. */
export async function recordPurposeConsent(
  db: Executor,
  choice: {
    patientId: string;
    purpose: PrivacyPurpose;
    granted: boolean;
    source: ConsentSource;
    recordedBy: string;
  },
): Promise<{ changed: boolean }> {
  const current = await purposeConsent(db, choice.patientId, choice.purpose);
  if (current.at && current.granted === choice.granted) return { changed: false };
  await db.insert(channelConsents).values({
    patientId: choice.patientId,
    channel: PURPOSE_KEYS[choice.purpose],
    optedIn: choice.granted,
    source: choice.source,
    recordedBy: choice.recordedBy,
    noticeVersion: NOTICE_VERSION,
  });
  return { changed: true };
}

/** The login that books: records the consents that come with a booking, once (never over a later choice). */
export async function recordBookingConsents(db: Executor, patientId: string): Promise<void> {
  for (const purpose of GIVEN_WITH_BOOKING) {
    const current = await purposeConsent(db, patientId, purpose);
    if (!current.at)
      await recordPurposeConsent(db, {
        patientId,
        purpose,
        granted: true,
        source: 'booking',
        recordedBy: patientId,
      });
  }
}

/** Whether a reminder may go to this patient on this channel now (checked when the outbox sends it). */
export async function remindersAllowed(db: Executor, patientId: string, channel: 'sms' | 'email') {
  return (await purposeConsent(db, patientId, channel === 'sms' ? 'reminders_sms' : 'reminders_email'))
    .granted;
}
