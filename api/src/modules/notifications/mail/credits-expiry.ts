/**
 * A package's sessions about to expire (issue 28 point 2, modules/packages/expiry-reminders.ts): an e-mail and an
 * SMS, PACKAGES.reminderDaysBefore days before the last valid day, enqueued once per order by the reminder job with
 * the facts they say (package, doctor, sessions left, the day), so the drain reads only the patient's address.
 */
import { eq } from 'drizzle-orm';
import { formatDate } from '@physio/shared-contracts';
import type { Executor } from '../../../platform/db/client';
import { orders, patients } from '../../../platform/db/schema';
import type { EmailMessage } from '../../../platform/providers/email/types';
import type { CreditsExpirySms } from '../../../platform/providers/sms/types';
import { enqueue } from '../outbox';
import { greeting, sessions } from './format';
import { renderMail } from './layout';
import type { Mailer } from './mailer';

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
    .select({ mobile: patients.id, name: patients.name, email: orders.email })
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
  const until = formatDate(p.validUntil);
  return {
    to: found.email,
    ...renderMail({
      subject: `Your package sessions can be used until ${until}`,
      greeting: greeting(found.name),
      paragraphs: [
        `${sessions(p.remaining)} of your “${p.packageName}” package with ${p.doctorName} ${p.remaining === 1 ? 'is' : 'are'} still unused. They can be used until ${until}.`,
        'Book them from your account before then: after that day the package’s unused sessions expire and can no longer be used or refunded.',
      ],
      facts: [
        { label: 'Package', value: p.packageName },
        { label: 'Sessions left', value: String(p.remaining) },
        { label: 'Use by', value: until },
      ],
      action: { label: 'Book a session', href: new URL('/user/login', mailer.deps.publicUrl).toString() },
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
