/**
 * Changes of plan (issue 18, DESIGN.md §3a): a session moved, cancelled, or marked completed / no-show. Each change
 * is one transaction that locks the appointment (`SELECT … FOR UPDATE`) before deciding anything, so a reschedule
 * racing a cancel of the same session see each other's result; where a credit comes back the order row is locked
 * too (appointment first, then order: the order the credit trigger of migration 0009 takes them in). The database
 * still decides who gets a time (exclusion constraint appointments_no_overlap → 409 SLOT_TAKEN), and every change
 * leaves a row in appointment_changes, which the listings show as `last_change`.
 *
 * Credits: an order's credits are its quantity less its dated held / scheduled / completed / no-show sessions and
 * its refunded credits (trigger appointments_within_credits, listCredits). A cancelled session is not counted, so
 * cancelling gives the credit back; a no-show or a completed session stays counted (the credit is consumed).
 * A reschedule keeps the row (its id, order, video room and payment): it never charges again.
 */
import { eq } from 'drizzle-orm';
import { CHANGE_MESSAGES, CHANGES, type ChangeKind } from '@physio/shared-contracts';
import type { Db, Executor } from '../../platform/db/client';
import { appointmentChanges, appointments, orders } from '../../platform/db/schema';
import { mailSessionCancelled, mailSessionRescheduled, noticeDoctor } from '../notifications';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import type { AppointmentRow } from './appointments';
import { findOrder } from '../orders';
import { requireValidCredits } from './credit-rules';
import { releaseExpiredHolds } from './holds';
import { takingTime } from './refusals';
import { lockHomeVisits, requireBookableSlot } from './slot-checks';
import { offerFreedSlot } from './waitlist-offers';
import { isUuid } from '../../platform/lib/uuid';

const HOUR = 3_600_000;

export const tooLate = (message: string) => conflict(message, 'TOO_LATE');
export const notLive = () => conflict(CHANGE_MESSAGES.notLive, 'NOT_LIVE');

/** Who made a change, as the patient sees it. */
export type ChangedBy = 'patient' | 'doctor';

/**
 * What a change did, returned once its transaction has committed (its e-mail and SMS are enqueued in that
 * transaction, modules/notifications/outbox.ts).
 */
export interface SessionChange {
  kind: Extract<ChangeKind, 'rescheduled' | 'cancelled' | 'completed' | 'no_show'>;
  /** The appointment as it is now (new start, status…). */
  appointment: AppointmentRow;
  /** Its start before the change (the old time of a reschedule); every changed session had one. */
  previousStart: Date;
  by: ChangedBy;
  /** The user who made it. */
  userId: string;
  reason: string | null;
  /** Cancellations: the credit went back to the order. */
  creditReturned: boolean;
}

/** Locks the appointment for the rest of the transaction; 404 when there is none, 403 unless it is the caller's. */
async function lockOwnAppointment(
  tx: Executor,
  user: AuthUser,
  id: string,
): Promise<{ row: AppointmentRow; by: ChangedBy }> {
  const rows = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  const row = rows[0];
  if (!row) throw notFound('No session with this ID', 'APPOINTMENT_NOT_FOUND');
  if (user.role === 'patient' && row.patientId === user.id) return { row, by: 'patient' };
  if (user.role === 'doctor' && row.doctorId === user.id) return { row, by: 'doctor' };
  throw forbidden(CHANGE_MESSAGES.notYours, 'NOT_YOURS');
}

/** A dated, scheduled session: the only kind that can be moved or cancelled. */
function requireLive(row: AppointmentRow): asserts row is AppointmentRow & { start: Date; end: Date } {
  if (row.status !== 'scheduled' || !row.start || !row.end) throw notLive();
}

/**
 * The patient's window: the change must come at least `hours` before the start. The doctor's ends at the start:
 * a session that has begun only gets its outcome (completed or no-show), so a used session never becomes a credit.
 */
function requireInWindow(start: Date, by: ChangedBy, hours: number, message: string, now: Date): void {
  if (by === 'patient' && start.getTime() - now.getTime() < hours * HOUR) throw tooLate(message);
  if (by === 'doctor' && start.getTime() <= now.getTime())
    throw conflict(CHANGE_MESSAGES.alreadyStarted, 'ALREADY_STARTED');
}

const cleanReason = (reason: string | undefined) => (reason?.trim() ? reason.trim() : null);

/**
 * `PATCH /api/appointments/{id}`: the session moves to another free slot of its doctor in its mode (the rules of
 * POST /api/appointments: hours, lead time, not past). The same row changes time, so the old slot is freed and the
 * new one taken in one statement; its video room, order and payment stay. Reminders are keyed by (appointment,
 * start), so the new time is reminded afresh (modules/notifications/reminders.ts).
 */
export function rescheduleSession(
  db: Db,
  user: AuthUser,
  id: string,
  input: { start: string; reason?: string | undefined },
  now = new Date(),
): Promise<SessionChange> {
  return db.transaction((tx) => rescheduleSessionIn(tx, user, id, input, now));
}

/** rescheduleSession inside the caller's transaction (a series moves several occurrences in one). */
export async function rescheduleSessionIn(
  tx: Executor,
  user: AuthUser,
  id: string,
  input: { start: string; reason?: string | undefined },
  now = new Date(),
): Promise<SessionChange> {
  const { row, by } = await lockOwnAppointment(tx, user, id);
  requireLive(row);
  requireInWindow(row.start, by, CHANGES.patientRescheduleHours, CHANGE_MESSAGES.tooLateToReschedule, now);
  if (new Date(input.start).getTime() === row.start.getTime())
    throw badRequest('The session is already at this time. Please choose another time.', 'SAME_TIME');
  if (row.mode === 'home' && row.pincode) await lockHomeVisits(tx, row.doctorId!);
  const slot = await requireBookableSlot(
    tx,
    { doctor: { id: row.doctorId! }, start: input.start, mode: row.mode, moving: row, pincode: row.pincode },
    now,
  );
  if (by === 'patient' && row.orderId)
    requireValidCredits(await findOrder(tx, row.orderId), slot.start, { moving: true });
  await releaseExpiredHolds(tx, now, slot);
  const moved = await takingTime(() =>
    tx
      .update(appointments)
      // A confirmation was for the old time: the patient confirms the new one afresh.
      .set({ start: slot.start, end: slot.end, confirmedAt: null, updatedAt: now })
      .where(eq(appointments.id, row.id))
      .returning(),
  );
  const reason = cleanReason(input.reason);
  const [change] = await tx
    .insert(appointmentChanges)
    .values({
      appointmentId: row.id,
      kind: 'rescheduled',
      fromStart: row.start,
      toStart: slot.start,
      changedBy: user.id,
      reason,
    })
    .returning({ id: appointmentChanges.id });
  // The patient's e-mail (old → new time, the new .ics) and the doctor's notice, with the move.
  const told = { appointmentId: row.id, previousStart: row.start, by };
  await mailSessionRescheduled(tx, { ...told, changeId: change!.id, reason });
  await noticeDoctor(tx, { kind: 'moved', ...told }, change!.id);
  // The time it left goes to the waitlist, with the move.
  await offerFreedSlot(tx, { ...row, doctorId: row.doctorId!, start: row.start, end: row.end }, now);
  return {
    kind: 'rescheduled',
    appointment: moved[0]!,
    previousStart: row.start,
    by,
    userId: user.id,
    reason,
    creditReturned: false,
  };
}

/**
 * `POST /api/appointments/{id}/cancel`: the patient at least 24 h before, the doctor any time; the session stops
 * being live (its time is free again) and its credit comes back to the order (cancelled sessions are not counted).
 * The order row is locked so a refund or a booking on the same order counts after this commit.
 */
export function cancelSession(
  db: Db,
  user: AuthUser,
  id: string,
  input: { reason?: string | undefined } = {},
  now = new Date(),
): Promise<SessionChange> {
  return db.transaction((tx) => cancelSessionIn(tx, user, id, input, now));
}

/**
 * cancelSession inside the caller's transaction (a WhatsApp "Cancel" reply, recorded in the same one). Throws the
 * same errors before it changes anything (TOO_LATE inside the window, NOT_LIVE, NOT_YOURS).
 */
export async function cancelSessionIn(
  tx: Executor,
  user: AuthUser,
  id: string,
  input: { reason?: string | undefined } = {},
  now = new Date(),
): Promise<SessionChange> {
  const { row, by } = await lockOwnAppointment(tx, user, id);
  requireLive(row);
  requireInWindow(row.start, by, CHANGES.patientCancelHours, CHANGE_MESSAGES.tooLateToCancel, now);
  const onOrder = !!row.orderId && isUuid(row.orderId);
  if (onOrder)
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId!)).for('update');
  const reason = cleanReason(input.reason);
  const cancelled = await tx
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: user.id,
      cancelReason: reason,
      updatedAt: now,
    })
    .where(eq(appointments.id, row.id))
    .returning();
  await tx.insert(appointmentChanges).values({
    appointmentId: row.id,
    kind: 'cancelled',
    fromStart: row.start,
    changedBy: user.id,
    reason,
    creditReturned: onOrder ? 'yes' : null,
  });
  // The patient's e-mail (credit back or not, the CANCELLED .ics) and the doctor's notice, with the cancellation.
  await mailSessionCancelled(tx, { appointmentId: row.id, by, reason, creditReturned: onOrder });
  await noticeDoctor(tx, { kind: 'cancelled', appointmentId: row.id, by }, row.id);
  // The freed time goes to the waitlist, with the cancellation.
  await offerFreedSlot(tx, { ...row, doctorId: row.doctorId!, start: row.start, end: row.end }, now);
  return {
    kind: 'cancelled',
    appointment: cancelled[0]!,
    previousStart: row.start,
    by,
    userId: user.id,
    reason,
    creditReturned: onOrder,
  };
}

export type ConfirmOutcome = 'confirmed' | 'not_live' | 'not_theirs';

/**
 * Locks a session for its patient (a WhatsApp reply names it): `not_theirs` when there is none or it is another
 * patient's, `not_live` when it can no longer change, else `live`.
 */
export async function lockPatientSession(
  tx: Executor,
  patientId: string,
  id: string,
): Promise<{ state: 'live' | 'not_live' | 'not_theirs'; row: AppointmentRow | null }> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  if (!row || row.patientId !== patientId) return { state: 'not_theirs', row: null };
  if (row.status !== 'scheduled' || !row.start) return { state: 'not_live', row };
  return { state: 'live', row };
}

/**
 * The patient says they will come (a WhatsApp "Confirm"): the session's confirmed_at is set once (a second
 * confirmation keeps the first time) and the doctor's week shows it. Only the patient's own live session.
 */
export async function confirmSession(
  tx: Executor,
  patientId: string,
  id: string,
  now = new Date(),
): Promise<{ outcome: ConfirmOutcome; row: AppointmentRow | null }> {
  const { state, row } = await lockPatientSession(tx, patientId, id);
  if (state !== 'live') return { outcome: state, row };
  if (row!.confirmedAt) return { outcome: 'confirmed', row };
  const [confirmed] = await tx
    .update(appointments)
    .set({ confirmedAt: now, updatedAt: now })
    .where(eq(appointments.id, id))
    .returning();
  return { outcome: 'confirmed', row: confirmed! };
}

/**
 * `PATCH /api/appointments/{id}/status`: its doctor, once the session has started, marks it completed or no-show.
 * Both keep the credit consumed (the trigger and listCredits count them), so a no-show is not given back.
 */
export async function recordOutcome(
  db: Db,
  user: AuthUser,
  id: string,
  input: { status: 'completed' | 'no_show' },
  now = new Date(),
): Promise<SessionChange> {
  return db.transaction(async (tx) => {
    const { row, by } = await lockOwnAppointment(tx, user, id);
    if (by !== 'doctor') throw forbidden(CHANGE_MESSAGES.notYours, 'NOT_YOURS');
    if (row.status !== 'scheduled') throw conflict(CHANGE_MESSAGES.outcomeNotScheduled, 'NOT_SCHEDULED');
    if (!row.start || row.start.getTime() > now.getTime())
      throw conflict(CHANGE_MESSAGES.outcomeTooEarly, 'TOO_EARLY');
    const marked = await tx
      .update(appointments)
      .set({ status: input.status, updatedAt: now })
      .where(eq(appointments.id, row.id))
      .returning();
    await tx.insert(appointmentChanges).values({
      appointmentId: row.id,
      kind: input.status,
      fromStart: row.start,
      changedBy: user.id,
    });
    return {
      kind: input.status,
      appointment: marked[0]!,
      previousStart: row.start,
      by,
      userId: user.id,
      reason: null,
      creditReturned: false,
    };
  });
}
