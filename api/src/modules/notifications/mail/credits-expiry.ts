/**
 * A package's sessions about to expire (issue 28 point 2, modules/packages/expiry-reminders.ts): an e-mail and an
 * SMS, PACKAGES.reminderDaysBefore days before the last valid day, enqueued once per order by the reminder job with
 * the facts they say (package, doctor, sessions left, the day), so the drain reads only the patient's address.
 */
import { eq } from 'drizzle-orm';
import { formatDate, parseLanguage } from '@physio/shared-contracts';
import type { Executor } from '../../../platform/db/client';
import { orders, patients } from '../../../platform/db/schema';
import type { EmailMessage } from '../../../platform/providers/email/types';
import type { CreditsExpirySms } from '../../../platform/providers/sms/types';
import { enqueue } from '../outbox';
import { greeting, sessions } from './format';
import { renderMail } from './layout';
import type { Mailer } from './mailer';
import { MAIL_TEXTS } from './texts';

export interface CreditsExpiryPayload {
  orderId: string;
  packageName: string;
  doctorName: string;
  /** Sessions still unused when the reminder was decided. */
  remaining: number;
  /** The last valid day, YYYY-MM-DD (India). */
  validUntil: string;
}

/** Enqueues the reminder's e-mail and SMS in the caller's transaction (keyed by the order: once each). */
export const remindCreditsExpiry = (tx: Executor, payload: CreditsExpiryPayload) =>
  enqueue(
    tx,
    { kind: 'credits.expiring', channel: 'email', ref: payload.orderId, payload: { ...payload } },
    { kind: 'credits.expiring', channel: 'sms', ref: payload.orderId, payload: { ...payload } },
  );

async function buyer(db: Executor, orderId: string) {
  const [found] = await db
    .select({ mobile: patients.id, name: patients.name, email: orders.email, language: patients.language })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return found ?? null;
}

export async function creditsExpiryMail(
  mailer: Mailer,
  p: CreditsExpiryPayload,
): Promise<EmailMessage | null> {
  const found = await buyer(mailer.db, p.orderId);
  if (!found?.email) return null;
  // In the patient's language (issue 30), as the reminder's SMS.
  const language = parseLanguage(found.language);
  const words = MAIL_TEXTS[language].credits;
  const until = formatDate(p.validUntil, language);
  return {
    to: found.email,
    ...renderMail({
      language,
      subject: words.subject(until),
      greeting: greeting(found.name, language),
      paragraphs: [
        words.sentence(sessions(p.remaining, language), p.remaining, p.packageName, p.doctorName, until),
        words.bookBefore,
      ],
      facts: [
        { label: words.package, value: p.packageName },
        { label: words.left, value: String(p.remaining) },
        { label: words.useBy, value: until },
      ],
      action: { label: words.book, href: new URL('/user/login', mailer.deps.publicUrl).toString() },
    }),
  };
}

/** The SMS's variables (each at most 30 characters). */
export async function creditsExpirySms(
  db: Executor,
  p: CreditsExpiryPayload,
): Promise<{ mobile: string; expiry: CreditsExpirySms } | null> {
  const found = await buyer(db, p.orderId);
  if (!found) return null;
  return {
    mobile: found.mobile,
    expiry: {
      sessions: sessions(p.remaining),
      package: p.packageName.slice(0, 30),
      doctor: p.doctorName.slice(0, 30),
      date: formatDate(p.validUntil),
    },
  };
}
