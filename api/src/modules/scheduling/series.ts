/**
 * Weekly series (issue 28 point 1, shared-contracts series.ts): a pattern previewed (each occurrence free, or taken
 * with its nearest free alternatives), then booked in ONE transaction. Every occurrence is an ordinary appointment
 * (its series named on the row), so each is covered by the exclusion constraint appointments_no_overlap and the
 * credit trigger like any other session: a time taken between preview and booking, or a credit missing, fails the
 * whole booking (409, nothing booked) and the preview can be redone. Changes of a series are in series-changes.ts.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  describeSeries,
  lastBookableDate,
  minutesToTime,
  SERIES,
  SERIES_MESSAGES,
  seriesDates,
  seriesMinute,
  todayInIndia,
  type SeriesBooking,
  type SeriesPattern,
  type SeriesPreview,
} from '@physio/shared-contracts';
import type { Db, Executor } from '../../platform/db/client';
import { appointmentChanges, appointments, appointmentSeries, orders } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { addDays, kolkataInstant, kolkataIso } from '../../platform/lib/kolkata';
import { newVideoRoom } from '../../platform/providers/video';
import { mailSessionScheduled, noticeDoctor } from '../notifications';
import { findOrder } from '../orders';
import { requireCare } from '../patients';
import { requireServedPin } from '../travel';
import { requireOwnDependant } from '../family';
import type { AppointmentRow } from './appointments';
import { nearestAlternatives, type FreeTime } from './series-alternatives';
import {
  orderCredits,
  orderDoctor,
  releaseExpiredHolds,
  requireValidCredits,
  takingTime,
  treatedDependant,
} from './sessions';
import {
  candidateSlots,
  freeSlots,
  loadCalendars,
  lockHomeVisits,
  recheckRoad,
  requireBookableTime,
  requireDoctorSlot,
  type DoctorSchedule,
  type SessionMode,
} from './slots';

export type SeriesRow = typeof appointmentSeries.$inferSelect;

/** The patient a series is for: the caller, or a patient of the calling doctor (on the doctor's own calendar). */
async function seriesPatient(db: Executor, user: AuthUser, patientId: string | undefined): Promise<string> {
  if (user.role === 'patient') {
    if (patientId && patientId !== user.id)
      throw forbidden('You can only book sessions for yourself', 'FORBIDDEN');
    return user.id;
  }
  if (!patientId) throw badRequest('Please choose the patient the sessions are for.', 'PATIENT_REQUIRED');
  await requireCare(db, user.id, patientId);
  return patientId;
}

/** The pattern's dates inside the horizon, and the doctor's calendar around them (alternatives look ±3 days). */
async function patternCalendar(db: Executor, pattern: SeriesPattern, now: Date) {
  const dates = seriesDates(pattern);
  const last = dates[dates.length - 1]!;
  if (dates[0]! < todayInIndia(now)) throw badRequest(SERIES_MESSAGES.startInPast, 'SLOT_IN_PAST');
  if (last > lastBookableDate(now)) throw badRequest(SERIES_MESSAGES.beyondHorizon, 'BEYOND_HORIZON');
  const from = [addDays(dates[0]!, -SERIES.alternativeDays), todayInIndia(now)].sort()[1]!;
  const to = [addDays(last, SERIES.alternativeDays), lastBookableDate(now)].sort()[0]!;
  const { schedules, busy } = await loadCalendars(db, {
    from,
    to,
    doctor: { publicId: pattern.doctor_id },
    busyFrom: kolkataInstant(from, 0),
    busyTo: kolkataInstant(addDays(to, 1), 0),
    now,
  });
  const schedule = schedules[0];
  if (!schedule) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  return { dates, from, to, schedule, busy };
}

/**
 * The time must be one of the doctor's session starts in this mode on every chosen weekday the series reaches
 * (ignoring days off: a day off makes that occurrence taken, with alternatives, not the pattern unknown).
 */
function requireKnownTime(schedule: DoctorSchedule, dates: string[], minute: number, mode: SessionMode) {
  const open = { ...schedule, daysOff: new Set<string>() };
  const firstOfWeekday = new Map<number, string>();
  for (const date of dates) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (!firstOfWeekday.has(weekday)) firstOfWeekday.set(weekday, date);
  }
  for (const date of firstOfWeekday.values()) {
    const at = kolkataInstant(date, minute).getTime();
    if (!candidateSlots(open, date, mode).some((s) => s.start.getTime() === at))
      throw badRequest(SERIES_MESSAGES.unknownTime, 'SERIES_UNKNOWN_TIME');
  }
}

/** The paid order whose credits the series draws: the patient's, paid, with enough credits left, this doctor's. */
async function creditOrder(
  db: Executor,
  patientId: string,
  orderId: string,
  count: number,
  doctorId: string,
) {
  const order = await findOrder(db, orderId);
  if (!order || order.patientId !== patientId) throw notFound('No order with this ID', 'ORDER_NOT_FOUND');
  if (order.status !== 'paid')
    throw conflict('This order is not paid yet, so its sessions cannot be scheduled.', 'NO_CREDIT');
  const [credits] = await orderCredits(db, eq(orders.id, order.id));
  const left = credits?.remaining ?? 0;
  if (count > left) throw badRequest(SERIES_MESSAGES.overCredits(left), 'SERIES_OVER_CREDITS');
  const current = await orderDoctor(db, order.id);
  if (current && current !== doctorId)
    throw badRequest(
      'The sessions of this order are with another doctor. Please choose one of their times.',
      'WRONG_DOCTOR',
    );
  return order;
}

/** `POST /api/series/preview`: every occurrence, free or taken with its nearest free alternatives. */
export async function previewSeries(
  db: Executor,
  user: AuthUser,
  pattern: SeriesPattern,
  now = new Date(),
): Promise<SeriesPreview> {
  const patientId = await seriesPatient(db, user, pattern.patient_id);
  const { dates, from, to, schedule, busy } = await patternCalendar(db, pattern, now);
  const minute = seriesMinute(pattern.time);
  requireKnownTime(schedule, dates, minute, pattern.mode);
  if (pattern.order_id) await creditOrder(db, patientId, pattern.order_id, pattern.count, schedule.id);
  if (pattern.dependant_id) await requireOwnDependant(db, patientId, pattern.dependant_id);
  const pincode = pattern.mode === 'home' ? pattern.pincode?.trim() : undefined;
  if (pincode) requireServedPin(schedule.home, pincode);
  const free: FreeTime[] = freeSlots({
    schedules: [schedule],
    busy,
    from,
    to,
    mode: pattern.mode,
    now,
    pincode,
  }).map((s) => ({ start: new Date(s.start), end: new Date(s.end) }));
  const freeAt = new Map(free.map((f) => [f.start.getTime(), f]));
  const asked = dates.map((date) => kolkataInstant(date, minute));
  const kept = new Set(asked.filter((a) => freeAt.has(a.getTime())).map((a) => a.getTime()));
  const iso = (t: FreeTime) => ({ start: kolkataIso(t.start), end: kolkataIso(t.end) });
  return {
    doctor_id: schedule.publicId,
    doctor_name: schedule.name,
    mode: pattern.mode,
    occurrences: asked.map((start, i) => {
      const slot = freeAt.get(start.getTime());
      const end = slot?.end ?? new Date(start.getTime() + schedule.slotMinutes * 60_000);
      return {
        position: i + 1,
        ...iso({ start, end }),
        free: !!slot,
        alternatives: slot ? [] : nearestAlternatives(start, free, kept).map(iso),
      };
    }),
  };
}

export interface BookedSeries {
  series: SeriesRow;
  appointments: AppointmentRow[];
}

/** A series checked and ready to write: its doctor (login id) and its kept times in order. */
export interface SeriesPlan {
  doctorId: string;
  mode: SessionMode;
  weekdays: number[];
  minute: number;
  startDate: string;
  slots: { start: Date; end: Date }[];
}

/**
 * The kept times of a pattern checked as a single booking is (hours, mode, lead time, horizon), no two the same, at
 * most the pattern's count. Whether each is free is the database's to say when the series is written.
 */
export async function planSeries(
  db: Executor,
  input: Omit<SeriesBooking, 'order_id' | 'patient_id'>,
  now = new Date(),
): Promise<SeriesPlan> {
  const { dates, schedule } = await patternCalendar(db, input, now);
  const minute = seriesMinute(input.time);
  requireKnownTime(schedule, dates, minute, input.mode);
  if (input.starts.length > input.count) throw badRequest(SERIES_MESSAGES.count, 'VALIDATION_FAILED');
  const slots = input.starts
    .map((start) => requireDoctorSlot(schedule, requireBookableTime(start, now), input.mode))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  if (new Set(slots.map((s) => s.start.getTime())).size !== slots.length)
    throw badRequest(SERIES_MESSAGES.duplicateTimes, 'SERIES_DUPLICATE_TIMES');
  return {
    doctorId: schedule.id,
    mode: input.mode,
    weekdays: [...new Set(input.weekdays)].sort(),
    minute,
    startDate: input.start_date,
    slots,
  };
}

interface SeriesOrder {
  id: string;
  patientId: string;
  address: string | null;
  pincode: string | null;
  /** The family member every occurrence treats (issue 28 point 3); absent: the patient. */
  dependantId?: string | null;
}

/**
 * Writes a planned series on an order inside the caller's transaction: `scheduled` on a paid order's credits, or
 * `held` until the order's payment (POST /api/orders with `series`; the payment confirms every hold). One
 * occurrence after the other, so the first the database refuses (a time taken, a credit missing) names itself;
 * the caller's transaction then leaves nothing behind.
 */
export async function writeSeries(
  tx: Executor,
  plan: SeriesPlan,
  order: SeriesOrder,
  how: { createdBy: string; holdUntil?: Date },
  now = new Date(),
): Promise<BookedSeries> {
  const pincode = plan.mode === 'home' ? order.pincode : null;
  if (pincode) await lockHomeVisits(tx, plan.doctorId);
  await releaseExpiredHolds(tx, now, {
    doctorId: plan.doctorId,
    start: plan.slots[0]!.start,
    end: plan.slots[plan.slots.length - 1]!.end,
  });
  // Home visits at a PIN: each occurrence's road from and to that day's other visits (issue 28).
  for (const slot of pincode ? plan.slots : [])
    await recheckRoad(tx, { doctorId: plan.doctorId, start: slot.start, mode: 'home', pincode }, now);
  const [series] = await tx
    .insert(appointmentSeries)
    .values({
      patientId: order.patientId,
      doctorId: plan.doctorId,
      orderId: order.id,
      mode: plan.mode,
      weekdays: plan.weekdays.join(','),
      minute: plan.minute,
      startDate: plan.startDate,
      size: plan.slots.length,
      createdBy: how.createdBy,
    })
    .returning();
  const timed = plan.slots.map((slot, i) => ({
    doctorId: plan.doctorId,
    start: slot.start,
    end: slot.end,
    sessions: 1,
    status: how.holdUntil ? ('held' as const) : ('scheduled' as const),
    holdExpiresAt: how.holdUntil ?? null,
    videoRoom: plan.mode === 'online' ? newVideoRoom() : null,
    seriesId: series!.id,
    seriesPosition: i + 1,
    seriesSize: plan.slots.length,
    dependantId: order.dependantId ?? null,
    updatedAt: now,
  }));
  const rows = await seriesTime(() => occupy(tx, { ...order, mode: plan.mode }, timed, !how.holdUntil));
  return { series: series!, appointments: rows };
}

/**
 * `POST /api/series`: the kept times on the credits of a paid order (the patient's own, or a doctor's patient on
 * that doctor's calendar), all in one transaction; 409 SLOT_TAKEN (nothing booked) when one was taken since the
 * preview, 409 NO_CREDIT when the credits ran out meanwhile.
 */
export async function bookSeries(
  db: Db,
  user: AuthUser,
  input: SeriesBooking,
  now = new Date(),
): Promise<BookedSeries> {
  const patientId = await seriesPatient(db, user, input.patient_id);
  const plan = await planSeries(db, input, now);
  if (user.role === 'doctor' && plan.doctorId !== user.id)
    throw forbidden('You can only book sessions on your own calendar', 'NOT_YOURS');
  if (!input.order_id)
    throw badRequest(
      'Please choose the order whose sessions to use, or pay for the series.',
      'ORDER_REQUIRED',
    );
  const order = await creditOrder(db, patientId, input.order_id, plan.slots.length, plan.doctorId);
  for (const slot of plan.slots) requireValidCredits(order, slot.start, { now });
  // A family member's series (issue 28 point 3): on credits bought for them, or a shareable package's.
  const dependantId = await treatedDependant(db, patientId, order, input.dependant_id);
  return db.transaction(async (tx) => {
    const booked = await writeSeries(tx, plan, { ...order, dependantId }, { createdBy: user.id }, now);
    const rows = booked.appointments;
    await tx.insert(appointmentChanges).values(
      rows.map((r) => ({
        appointmentId: r.id,
        kind: 'scheduled' as const,
        toStart: r.start,
        changedBy: user.id,
      })),
    );
    // One e-mail (the first session; the series' .ics has every one) and one notice for the doctor; the reminders
    // job then reminds each occurrence as it does any session.
    await mailSessionScheduled(tx, rows[0]!);
    if (user.role === 'patient')
      await noticeDoctor(tx, { kind: 'scheduled', appointmentId: rows[0]!.id }, `series:${booked.series.id}`);
    return booked;
  });
}

/** A time the database refused inside the series: the whole series is off, the patient previews again. */
async function seriesTime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await takingTime(write);
  } catch (err) {
    if (err instanceof HttpError && err.code === 'SLOT_TAKEN')
      throw conflict(SERIES_MESSAGES.raced, 'SLOT_TAKEN');
    throw err;
  }
}

/**
 * The occurrences on the order, in two statements: its undated appointment (paid without a time) takes the first
 * when `takeUndated`, one insert adds the rest. Either refused by the database (a time taken, a credit missing)
 * fails the series' transaction.
 */
async function occupy(
  tx: Executor,
  order: { id: string; patientId: string; mode: SessionMode; address: string | null; pincode: string | null },
  timed: (Partial<AppointmentRow> & { start: Date; end: Date })[],
  takeUndated: boolean,
): Promise<AppointmentRow[]> {
  const rows: AppointmentRow[] = [];
  let rest = timed;
  if (takeUndated) {
    const [undated] = await tx
      .update(appointments)
      .set(timed[0]!)
      .where(
        and(
          eq(appointments.orderId, order.id),
          isNull(appointments.start),
          eq(appointments.status, 'scheduled'),
        ),
      )
      .returning();
    if (undated) {
      rows.push(undated);
      rest = timed.slice(1);
    }
  }
  if (rest.length)
    rows.push(
      ...(await tx
        .insert(appointments)
        .values(
          rest.map((t) => ({
            ...t,
            patientId: order.patientId,
            orderId: order.id,
            mode: order.mode,
            address: order.mode === 'home' ? order.address : null,
            pincode: order.mode === 'home' ? order.pincode : null,
          })),
        )
        .returning()),
    );
  return rows.sort((a, b) => (a.seriesPosition ?? 0) - (b.seriesPosition ?? 0));
}

/** A series its patient or its doctor asks for (404 / 403 otherwise), with its occurrences in order. */
export async function loadOwnSeries(
  db: Executor,
  user: AuthUser,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ series: SeriesRow; occurrences: AppointmentRow[] }> {
  const query = db.select().from(appointmentSeries).where(eq(appointmentSeries.id, id));
  const [series] = lock ? await query.for('update') : await query;
  if (!series) throw notFound(SERIES_MESSAGES.notFound, 'SERIES_NOT_FOUND');
  const mine = user.role === 'patient' ? series.patientId === user.id : series.doctorId === user.id;
  if (!mine) throw forbidden('You can only change your own sessions', 'NOT_YOURS');
  const occurrences = await db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, id))
    .orderBy(asc(appointments.seriesPosition));
  return { series, occurrences };
}

/** A series as its answers carry it. */
export function toSeries(series: SeriesRow, occurrences: AppointmentRow[], doctorPublicId: string) {
  return {
    id: series.id,
    patient_id: series.patientId,
    doctor_id: doctorPublicId,
    order_id: series.orderId,
    mode: series.mode,
    weekdays: series.weekdays.split(',').map(Number),
    time: minutesToTime(series.minute),
    start_date: series.startDate,
    size: series.size,
    occurrences: occurrences.map((o) => ({
      id: o.id,
      position: o.seriesPosition ?? 0,
      start: o.start ? kolkataIso(o.start) : null,
      status: o.status,
    })),
  };
}

/** The series an order pays for or draws on ("Weekly series of 6 sessions: Mon, Wed, Fri at 18:00"), if any. */
export async function orderSeriesText(db: Executor, orderId: string): Promise<string | null> {
  const [series] = await db
    .select()
    .from(appointmentSeries)
    .where(eq(appointmentSeries.orderId, orderId))
    .orderBy(asc(appointmentSeries.createdAt))
    .limit(1);
  return series
    ? describeSeries({
        weekdays: series.weekdays.split(',').map(Number),
        time: minutesToTime(series.minute),
        size: series.size,
      })
    : null;
}
