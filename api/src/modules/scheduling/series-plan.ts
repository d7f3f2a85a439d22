/**
 * A weekly series planned (issue 28 point 1): whom it is for, its pattern's calendar, its preview (each occurrence
 * free, or taken with its nearest free alternatives) and its kept times checked as single bookings are. Writing it is
 * series-write.ts; booking it (plan, then write) is series.ts.
 */
import {
  lastBookableDate,
  SERIES,
  SERIES_MESSAGES,
  seriesDates,
  seriesMinute,
  todayInIndia,
  type SeriesBooking,
  type SeriesPattern,
  type SeriesPreview,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { addDays, kolkataInstant, kolkataIso } from '../../platform/lib/kolkata';
import { requireCare } from '../patients';
import { requireServedPin } from '../travel';
import { requireOwnDependant } from '../family';
import { nearestAlternatives, type FreeTime } from './series-alternatives';
import type { OrderWithCredits } from './credits';
import { candidateSlotAt, freeSlots, type DoctorSchedule, type SessionMode } from './slot-rules';
import { loadCalendars } from './slots';
import { loadCalendarAndOrder } from './series-reads';
import { requireBookableTime, requireDoctorSlot } from './slot-checks';

/** The patient a series is for: the caller, or a patient of the calling doctor (on the doctor's own calendar). */
export async function seriesPatient(
  db: Executor,
  user: AuthUser,
  patientId: string | undefined,
): Promise<string> {
  if (user.role === 'patient') {
    if (patientId && patientId !== user.id)
      throw forbidden('You can only book sessions for yourself', 'FORBIDDEN');
    return user.id;
  }
  if (!patientId) throw badRequest('Please choose the patient the sessions are for.', 'PATIENT_REQUIRED');
  await requireCare(db, user.id, patientId);
  return patientId;
}

/**
 * The pattern's dates inside the horizon, and the doctor's calendar around them (alternatives look ±3 days); the
 * busy times only when asked (a booking leaves whether each time is free to the database); the order `orderId`
 * names, when given, read with the calendar in one round trip (null: no such order).
 */
async function patternCalendar(
  db: Executor,
  pattern: SeriesPattern,
  now: Date,
  { withBusy, orderId }: { withBusy: boolean; orderId?: string | undefined },
) {
  const dates = seriesDates(pattern);
  const last = dates[dates.length - 1]!;
  if (dates[0]! < todayInIndia(now)) throw badRequest(SERIES_MESSAGES.startInPast, 'SLOT_IN_PAST');
  if (last > lastBookableDate(now)) throw badRequest(SERIES_MESSAGES.beyondHorizon, 'BEYOND_HORIZON');
  const from = [addDays(dates[0]!, -SERIES.alternativeDays), todayInIndia(now)].sort()[1]!;
  const to = [addDays(last, SERIES.alternativeDays), lastBookableDate(now)].sort()[0]!;
  const q = {
    from,
    to,
    doctor: { publicId: pattern.doctor_id },
    ...(withBusy ? { busyFrom: kolkataInstant(from, 0), busyTo: kolkataInstant(addDays(to, 1), 0) } : {}),
    now,
  };
  const { schedules, busy, order } = orderId
    ? await loadCalendarAndOrder(db, q, orderId)
    : { ...(await loadCalendars(db, q)), order: null };
  const schedule = schedules[0];
  if (!schedule) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  return { dates, from, to, schedule, busy, order };
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
    if (!candidateSlotAt(open, date, minute, mode))
      throw badRequest(SERIES_MESSAGES.unknownTime, 'SERIES_UNKNOWN_TIME');
  }
}

/** The paid order whose credits the series draws: the patient's, paid, with enough credits left, this doctor's. */
export function requireCreditOrder(
  order: OrderWithCredits | null,
  patientId: string,
  count: number,
  doctorId: string,
): OrderWithCredits {
  if (!order || order.patientId !== patientId) throw notFound('No order with this ID', 'ORDER_NOT_FOUND');
  if (order.status !== 'paid')
    throw conflict('This order is not paid yet, so its sessions cannot be scheduled.', 'NO_CREDIT');
  const left = order.remaining;
  if (count > left) throw badRequest(SERIES_MESSAGES.overCredits(left), 'SERIES_OVER_CREDITS');
  if (order.doctorId && order.doctorId !== doctorId)
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
  const read = await patternCalendar(db, pattern, now, { withBusy: true, orderId: pattern.order_id });
  const { dates, from, to, schedule, busy } = read;
  const minute = seriesMinute(pattern.time);
  requireKnownTime(schedule, dates, minute, pattern.mode);
  const order = pattern.order_id
    ? requireCreditOrder(read.order, patientId, pattern.count, schedule.id)
    : null;
  // On credits the order's PIN is where the visits are (the series is written with it); else the one sent.
  const pincode = pattern.mode === 'home' ? (order?.pincode ?? pattern.pincode?.trim()) : undefined;
  if (pattern.dependant_id) await requireOwnDependant(db, patientId, pattern.dependant_id);
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
  return (await planPattern(db, input, now)).plan;
}

/**
 * planSeries for a series on the credits of the order `orderId`, read with the doctor's calendar (the order is not
 * checked here: null when there is no such order).
 */
export const planSeriesOnOrder = (
  db: Executor,
  input: Omit<SeriesBooking, 'order_id' | 'patient_id'>,
  orderId: string,
  now = new Date(),
) => planPattern(db, input, now, orderId);

async function planPattern(
  db: Executor,
  input: Omit<SeriesBooking, 'order_id' | 'patient_id'>,
  now: Date,
  orderId?: string,
): Promise<{ plan: SeriesPlan; order: OrderWithCredits | null }> {
  const { dates, schedule, order } = await patternCalendar(db, input, now, { withBusy: false, orderId });
  const minute = seriesMinute(input.time);
  requireKnownTime(schedule, dates, minute, input.mode);
  if (input.starts.length > input.count) throw badRequest(SERIES_MESSAGES.count, 'VALIDATION_FAILED');
  const slots = input.starts
    .map((start) => requireDoctorSlot(schedule, requireBookableTime(start, now), input.mode))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  if (new Set(slots.map((s) => s.start.getTime())).size !== slots.length)
    throw badRequest(SERIES_MESSAGES.duplicateTimes, 'SERIES_DUPLICATE_TIMES');
  const plan = {
    doctorId: schedule.id,
    mode: input.mode,
    weekdays: [...new Set(input.weekdays)].sort(),
    minute,
    startDate: input.start_date,
    slots,
  };
  return { plan, order };
}
