/**
 * One function per event of a booking's life: each enqueues its e-mail in the change's transaction (the outbox,
 * modules/notifications/outbox.ts), and its builder (EMAIL_BUILDERS) loads what the e-mail needs when the drain sends it and
 * builds it (messages.ts). Session e-mails go to the patient's address (kept current by every login and profile
 * edit); order e-mails (confirmation, refunds) to the address given with that order, the one the thank-you page
 * showed.
 */
import { and, eq } from 'drizzle-orm';
import { parseLanguage } from '@physio/shared-contracts';
import type { Executor } from '../../../platform/db/client';
import {
  appointments,
  doctors,
  orders,
  patients,
  prescriptions,
  receipts,
} from '../../../platform/db/schema';
import type { EmailMessage } from '../../../platform/providers/email/types';
import { calendarSequence, sessionCalendar, treatedBy } from '../calendar';
import type { OrderRow } from '../../orders';
import { enqueue, type OutboxKind, type OutboxMessage } from '../outbox';
import { joinUrl } from '../../../platform/providers/video';
import type { Mailer } from './mailer';
import { firstScheduledSession } from '../order-session';
import { patientLanguage } from '../language';
import { waitlistOfferMail } from './waitlist-offer';
import { creditsExpiryMail } from './credits-expiry';
import { exerciseReminderMail } from './exercise-reminder';
import {
  bookingConfirmation,
  refundFailed,
  refundProcessed,
  sessionCancelled,
  prescriptionAdded,
  sessionReminder,
  sessionRescheduled,
  sessionScheduled,
  type MailSession,
} from './messages';

type AppointmentRow = typeof appointments.$inferSelect;

/** A dated session as its e-mail shows it, with its current .ics (SEQUENCE from its changes). */
export async function mailSession(
  mailer: Mailer,
  a: AppointmentRow,
  doctorName: string | null,
  options: { cancelled?: boolean } = {},
): Promise<MailSession | null> {
  if (!a.start || !a.end) return null;
  const { videoBaseUrl } = mailer.deps;
  const sequence = await calendarSequence(mailer.db, a.id);
  const treated = await treatedBy(mailer.db, a.dependantId);
  return {
    forName: treated?.name ?? null,
    mode: a.mode,
    start: a.start,
    end: a.end,
    doctorName,
    joinUrl: a.mode === 'online' ? joinUrl(videoBaseUrl, a.videoRoom) : null,
    address: a.mode === 'home' ? [a.address, a.pincode].filter(Boolean).join(', ') || null : null,
    ics: sessionCalendar({ ...a, start: a.start, end: a.end }, doctorName, {
      videoBaseUrl,
      sequence,
      cancelled: options.cancelled,
      treated,
    }),
  };
}

async function sessionWithPatient(db: Executor, appointmentId: string) {
  const [found] = await db
    .select({
      a: appointments,
      doctorName: doctors.name,
      email: patients.email,
      name: patients.name,
      language: patients.language,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return found ? { ...found, language: parseLanguage(found.language) } : null;
}

/** The number the patient quotes: the payment provider's order id (as on the result pages and the SMS). */
const orderNumber = (order: Pick<OrderRow, 'id' | 'providerOrderId'>) => order.providerOrderId ?? order.id;

/** Enqueues one e-mail of the outbox. */
const enqueueMail = (tx: Executor, kind: EmailKind, ref: string, payload: Record<string, unknown>) =>
  enqueue(tx, { kind, channel: 'email', ref, payload });

/** A paid order (in the transaction that paid it): amount, order number and, when a time was chosen, the session. */
export function mailBookingConfirmation(tx: Executor, orderId: string) {
  return enqueueMail(tx, 'booking.confirmed', orderId, { orderId });
}

async function bookingConfirmationMail(mailer: Mailer, { orderId }: { orderId: string }) {
  const [order] = await mailer.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const first = await firstScheduledSession(mailer.db, order.id);
  // The payment's receipt, numbered in the transaction that paid the order.
  const [receipt] = await mailer.db
    .select({ number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'payment')))
    .limit(1);
  return bookingConfirmation({
    to: order.email,
    name: order.name,
    language: await patientLanguage(mailer.db, order.patientId),
    orderNumber: orderNumber(order),
    amountPaise: order.amountPaise,
    quantity: order.quantity,
    mode: order.mode,
    session: first ? await mailSession(mailer, first.a, first.doctorName) : null,
    receiptNumber: receipt?.number ?? null,
    accountUrl: mailer.accountUrl,
  });
}

/** The patient gave one of an order's credits a time (in that transaction): once per session and time. */
export function mailSessionScheduled(tx: Executor, appointment: { id: string; start: Date | null }) {
  return enqueue(tx, sessionScheduledMessage(appointment));
}

/** The e-mail of a session scheduled, as mailSessionScheduled writes it (for a caller writing it with others). */
export function sessionScheduledMessage(appointment: { id: string; start: Date | null }): OutboxMessage {
  const ref = `${appointment.id}@${appointment.start?.toISOString() ?? ''}`;
  return { kind: 'session.scheduled', channel: 'email', ref, payload: { appointmentId: appointment.id } };
}

async function sessionScheduledMail(mailer: Mailer, { appointmentId }: { appointmentId: string }) {
  const found = await sessionWithPatient(mailer.db, appointmentId);
  const session = found && (await mailSession(mailer, found.a, found.doctorName));
  if (!found || !session) return null;
  return sessionScheduled({
    to: found.email,
    name: found.name,
    language: found.language,
    session,
    accountUrl: mailer.accountUrl,
  });
}

/** A doctor's prescription saved (in its transaction): its title, and where the patient reads it. */
export function mailPrescriptionAdded(tx: Executor, prescriptionId: string) {
  return enqueueMail(tx, 'prescription.added', prescriptionId, { prescriptionId });
}

async function prescriptionAddedMail(mailer: Mailer, { prescriptionId }: { prescriptionId: string }) {
  const [found] = await mailer.db
    .select({
      p: prescriptions,
      doctorName: doctors.name,
      email: patients.email,
      name: patients.name,
      language: patients.language,
    })
    .from(prescriptions)
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .where(eq(prescriptions.id, prescriptionId))
    .limit(1);
  if (!found) return null;
  return prescriptionAdded({
    to: found.email,
    name: found.name,
    language: parseLanguage(found.language),
    doctorName: found.doctorName,
    title: found.p.title,
    exercises: found.p.exercises.length,
    accountUrl: mailer.accountUrl,
  });
}

export interface SessionRescheduledMail {
  /** The appointment_changes row of the move: one e-mail per move. */
  changeId: string;
  appointmentId: string;
  /** The start before the move (the row now holds the new one). */
  previousStart: Date;
  by: 'patient' | 'doctor';
  /** The doctor's reason, shown to the patient. */
  reason?: string | null;
}

/** A reschedule (in its transaction, with its appointment_changes row, so the .ics SEQUENCE rises). */
export function mailSessionRescheduled(tx: Executor, change: SessionRescheduledMail) {
  return enqueueMail(tx, 'session.moved', change.changeId, {
    appointmentId: change.appointmentId,
    previousStart: change.previousStart.toISOString(),
    by: change.by,
    reason: change.reason ?? null,
  });
}

async function sessionRescheduledMail(
  mailer: Mailer,
  change: { appointmentId: string; previousStart: string; by: 'patient' | 'doctor'; reason: string | null },
) {
  const found = await sessionWithPatient(mailer.db, change.appointmentId);
  const session = found && (await mailSession(mailer, found.a, found.doctorName));
  if (!found || !session) return null;
  return sessionRescheduled({
    to: found.email,
    name: found.name,
    language: parseLanguage(found.language),
    previousStart: new Date(change.previousStart),
    session,
    by: change.by,
    reason: change.reason,
    accountUrl: mailer.accountUrl,
  });
}

export interface SessionCancelledMail {
  appointmentId: string;
  by: 'patient' | 'doctor';
  reason?: string | null;
  /** Whether the credit came back to the order. */
  creditReturned: boolean;
}

/** A cancellation (in its transaction, with its appointment_changes row): the CANCELLED .ics removes the event. */
export function mailSessionCancelled(tx: Executor, change: SessionCancelledMail) {
  return enqueueMail(tx, 'session.cancelled', change.appointmentId, {
    appointmentId: change.appointmentId,
    by: change.by,
    reason: change.reason ?? null,
    creditReturned: change.creditReturned,
  });
}

async function sessionCancelledMail(mailer: Mailer, change: SessionCancelledMail) {
  const found = await sessionWithPatient(mailer.db, change.appointmentId);
  const session = found && (await mailSession(mailer, found.a, found.doctorName, { cancelled: true }));
  if (!found || !session) return null;
  return sessionCancelled({
    to: found.email,
    name: found.name,
    language: parseLanguage(found.language),
    session,
    by: change.by,
    reason: change.reason,
    creditReturned: change.creditReturned,
    accountUrl: mailer.accountUrl,
  });
}

/** What a refund e-mail needs: a `refunds` row (RefundRow) fits as it is. */
export interface RefundMail {
  /** The refund's id: one e-mail per refund outcome; its receipt is looked up when `receiptNumber` is not given. */
  id: string;
  /** Our order id (orders.id, the uuid). */
  orderId: string;
  /** Paise refunded (or that failed to be). */
  amountPaise: number;
  /** Sessions refunded. */
  credits: number;
}

async function orderRecipient(mailer: Mailer, orderId: string) {
  const [order] = await mailer.db
    .select({
      id: orders.id,
      providerOrderId: orders.providerOrderId,
      email: orders.email,
      name: orders.name,
      language: patients.language,
    })
    .from(orders)
    .leftJoin(patients, eq(patients.id, orders.patientId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return order ?? null;
}

const refundPayload = (refund: RefundMail & { receiptNumber?: string | null }) => ({
  id: refund.id,
  orderId: refund.orderId,
  amountPaise: refund.amountPaise,
  credits: refund.credits,
  receiptNumber: refund.receiptNumber ?? null,
});

/** The receipt number given, or the refund's receipt (issued in the transaction that processed it). */
async function refundProcessedMail(mailer: Mailer, refund: RefundMail & { receiptNumber?: string | null }) {
  const order = await orderRecipient(mailer, refund.orderId);
  if (!order) return null;
  let receiptNumber = refund.receiptNumber ?? null;
  if (receiptNumber === null) {
    const [receipt] = await mailer.db
      .select({ number: receipts.number })
      .from(receipts)
      .where(eq(receipts.refundId, refund.id))
      .limit(1);
    receiptNumber = receipt?.number ?? null;
  }
  return refundProcessed({
    to: order.email,
    name: order.name,
    language: parseLanguage(order.language),
    orderNumber: orderNumber(order),
    amountPaise: refund.amountPaise,
    credits: refund.credits,
    receiptNumber,
  });
}

async function refundFailedMail(mailer: Mailer, refund: RefundMail) {
  const order = await orderRecipient(mailer, refund.orderId);
  if (!order) return null;
  return refundFailed({
    to: order.email,
    name: order.name,
    language: parseLanguage(order.language),
    orderNumber: orderNumber(order),
    amountPaise: refund.amountPaise,
    credits: refund.credits,
    accountUrl: mailer.accountUrl,
  });
}

/** A refund that has just reached its final state (in the transaction that moved it): the matching e-mail. */
export async function mailRefundOutcome(
  tx: Executor,
  refund: RefundMail & { status: 'pending' | 'processed' | 'failed'; receiptNumber?: string | null },
): Promise<void> {
  if (refund.status === 'processed')
    await enqueueMail(tx, 'refund.processed', refund.id, refundPayload(refund));
  else if (refund.status === 'failed')
    await enqueueMail(tx, 'refund.failed', refund.id, refundPayload(refund));
}

/** A session reminder (in the transaction that claimed it, modules/notifications/reminders.ts): one per claim. */
export function mailSessionReminder(tx: Executor, claimId: string, appointmentId: string) {
  return enqueueMail(tx, 'session.reminder', claimId, { appointmentId });
}

async function sessionReminderMail(mailer: Mailer, { appointmentId }: { appointmentId: string }) {
  const found = await sessionWithPatient(mailer.db, appointmentId);
  const session = found && (await mailSession(mailer, found.a, found.doctorName));
  if (!found || !session) return null;
  return sessionReminder({
    to: found.email,
    name: found.name,
    language: found.language,
    session,
    accountUrl: mailer.accountUrl,
  });
}

export type EmailKind = Exclude<OutboxKind, 'doctor.notice' | 'whatsapp.reply'>;

/** Each e-mail kind's builder, run when the drain sends it: null when there is nothing left to say. */
export const EMAIL_BUILDERS: Record<
  EmailKind,
  (mailer: Mailer, payload: never) => Promise<EmailMessage | null>
> = {
  'booking.confirmed': bookingConfirmationMail,
  'session.scheduled': sessionScheduledMail,
  'prescription.added': prescriptionAddedMail,
  'session.moved': sessionRescheduledMail,
  'session.cancelled': sessionCancelledMail,
  'refund.processed': refundProcessedMail,
  'refund.failed': refundFailedMail,
  'session.reminder': sessionReminderMail,
  'waitlist.offer': waitlistOfferMail,
  'credits.expiring': creditsExpiryMail,
  'exercise.reminder': exerciseReminderMail,
};
