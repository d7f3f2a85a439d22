/**
 * One function per event of a booking's life: each loads what its e-mail needs (after the change committed),
 * builds it (messages.ts) and hands it to the Mailer. Session e-mails go to the patient's address (kept current
 * by every login and profile edit); order e-mails (confirmation, refunds) to the address given with that order,
 * the one the thank-you page showed.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
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
import { calendarSequence, sessionCalendar } from '../calendar';
import type { OrderRow } from '../../orders';
import { joinUrl } from '../../../platform/providers/video';
import type { Mailer } from './mailer';
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
  return {
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
    }),
  };
}

async function sessionWithPatient(db: Executor, appointmentId: string) {
  const [found] = await db
    .select({ a: appointments, doctorName: doctors.name, email: patients.email, name: patients.name })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return found ?? null;
}

/** The number the patient quotes: the payment provider's order id (as on the result pages and the SMS). */
const orderNumber = (order: Pick<OrderRow, 'id' | 'providerOrderId'>) => order.providerOrderId ?? order.id;

/** A paid order (after settle commits): amount, order number and, when a time was chosen, the session and its .ics. */
export function mailBookingConfirmation(mailer: Mailer, order: OrderRow): void {
  mailer.later('booking confirmation', async () => {
    const [first] = await mailer.db
      .select({ a: appointments, doctorName: doctors.name })
      .from(appointments)
      .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(
        and(
          eq(appointments.orderId, order.id),
          eq(appointments.status, 'scheduled'),
          isNotNull(appointments.start),
        ),
      )
      .orderBy(asc(appointments.start))
      .limit(1);
    // The payment's receipt, numbered in the transaction that paid the order.
    const [receipt] = await mailer.db
      .select({ number: receipts.number })
      .from(receipts)
      .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'payment')))
      .limit(1);
    return bookingConfirmation({
      to: order.email,
      name: order.name,
      orderNumber: orderNumber(order),
      amountPaise: order.amountPaise,
      quantity: order.quantity,
      mode: order.mode,
      session: first ? await mailSession(mailer, first.a, first.doctorName) : null,
      receiptNumber: receipt?.number ?? null,
      accountUrl: mailer.accountUrl,
    });
  });
}

/** After the patient gave one of an order's credits a time (POST /api/appointments committed). */
export function mailSessionScheduled(mailer: Mailer, appointmentId: string): void {
  mailer.later('session scheduled', async () => {
    const found = await sessionWithPatient(mailer.db, appointmentId);
    const session = found && (await mailSession(mailer, found.a, found.doctorName));
    if (!found || !session) return null;
    return sessionScheduled({ to: found.email, name: found.name, session, accountUrl: mailer.accountUrl });
  });
}

/** After a doctor's prescription was saved: its title, and where the patient reads, prints or downloads it. */
export function mailPrescriptionAdded(mailer: Mailer, prescriptionId: string): void {
  mailer.later('prescription added', async () => {
    const [found] = await mailer.db
      .select({ p: prescriptions, doctorName: doctors.name, email: patients.email, name: patients.name })
      .from(prescriptions)
      .innerJoin(patients, eq(patients.id, prescriptions.patientId))
      .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
      .where(eq(prescriptions.id, prescriptionId))
      .limit(1);
    if (!found) return null;
    return prescriptionAdded({
      to: found.email,
      name: found.name,
      doctorName: found.doctorName,
      title: found.p.title,
      exercises: found.p.exercises.length,
      accountUrl: mailer.accountUrl,
    });
  });
}

export interface SessionRescheduledMail {
  appointmentId: string;
  /** The start before the move (the row now holds the new one). */
  previousStart: Date;
  by: 'patient' | 'doctor';
  /** The doctor's reason, shown to the patient. */
  reason?: string | null;
}

/** After a reschedule commits (with its appointment_changes row, so the .ics SEQUENCE rises). */
export function mailSessionRescheduled(mailer: Mailer, change: SessionRescheduledMail): void {
  mailer.later('session rescheduled', async () => {
    const found = await sessionWithPatient(mailer.db, change.appointmentId);
    const session = found && (await mailSession(mailer, found.a, found.doctorName));
    if (!found || !session) return null;
    return sessionRescheduled({
      to: found.email,
      name: found.name,
      previousStart: change.previousStart,
      session,
      by: change.by,
      reason: change.reason,
      accountUrl: mailer.accountUrl,
    });
  });
}

export interface SessionCancelledMail {
  appointmentId: string;
  by: 'patient' | 'doctor';
  reason?: string | null;
  /** Whether the credit came back to the order. */
  creditReturned: boolean;
}

/** After a cancellation commits (with its appointment_changes row): the CANCELLED .ics removes the event. */
export function mailSessionCancelled(mailer: Mailer, change: SessionCancelledMail): void {
  mailer.later('session cancelled', async () => {
    const found = await sessionWithPatient(mailer.db, change.appointmentId);
    const session = found && (await mailSession(mailer, found.a, found.doctorName, { cancelled: true }));
    if (!found || !session) return null;
    return sessionCancelled({
      to: found.email,
      name: found.name,
      session,
      by: change.by,
      reason: change.reason,
      creditReturned: change.creditReturned,
      accountUrl: mailer.accountUrl,
    });
  });
}

/** What a refund e-mail needs: a `refunds` row (RefundRow) fits as it is. */
export interface RefundMail {
  /** The refund's id: its receipt number is looked up when `receiptNumber` is not given. */
  id?: string;
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
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return order ?? null;
}

/**
 * After the transaction that processed a refund commits (the provider's answer, refund.processed, reconciliation):
 * the receipt number given, or the refund's receipt (issued in that transaction) found by its id.
 */
export function mailRefundProcessed(
  mailer: Mailer,
  refund: RefundMail & { receiptNumber?: string | null },
): void {
  mailer.later('refund processed', async () => {
    const order = await orderRecipient(mailer, refund.orderId);
    if (!order) return null;
    let receiptNumber = refund.receiptNumber ?? null;
    if (receiptNumber === null && refund.id) {
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
      orderNumber: orderNumber(order),
      amountPaise: refund.amountPaise,
      credits: refund.credits,
      receiptNumber,
    });
  });
}

/** After the transaction that failed a refund commits (refund.failed, the provider's refusal, reconciliation). */
export function mailRefundFailed(mailer: Mailer, refund: RefundMail): void {
  mailer.later('refund failed', async () => {
    const order = await orderRecipient(mailer, refund.orderId);
    if (!order) return null;
    return refundFailed({
      to: order.email,
      name: order.name,
      orderNumber: orderNumber(order),
      amountPaise: refund.amountPaise,
      credits: refund.credits,
      accountUrl: mailer.accountUrl,
    });
  });
}

/** The e-mail of a session reminder (modules/notifications/reminders.ts sends it and keeps its claim only when it went). */
export async function sessionReminderMail(
  mailer: Mailer,
  due: { appointment: AppointmentRow; doctorName: string; patient: { email: string; name: string } },
): Promise<EmailMessage | null> {
  const session = await mailSession(mailer, due.appointment, due.doctorName);
  if (!session) return null;
  return sessionReminder({
    to: due.patient.email,
    name: due.patient.name,
    session,
    accountUrl: mailer.accountUrl,
  });
}

/** A refund that has just reached its final state (after its transaction committed): the matching e-mail. */
export function mailRefundOutcome(
  mailer: Mailer,
  refund: RefundMail & { status: 'pending' | 'processed' | 'failed' },
): void {
  if (refund.status === 'processed') mailRefundProcessed(mailer, refund);
  else if (refund.status === 'failed') mailRefundFailed(mailer, refund);
}
