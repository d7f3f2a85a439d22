/**
 * Weekly series (issue 28 point 1, shared-contracts series.ts): a pattern previewed (each occurrence free, or taken
 * with its nearest free alternatives), then booked in ONE transaction. Every occurrence is an ordinary appointment
 * (its series named on the row), so each is covered by the exclusion constraint appointments_no_overlap and the
 * credit trigger like any other session: a time taken between preview and booking, or a credit missing, fails the
 * whole booking (409, nothing booked) and the preview can be redone. Changes of a series are in series-changes.ts.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  lastBookableDate,
  minutesToTime,
  SCHEDULING,
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
import { NOTIFY_CHANNELS } from '../../platform/db/notify-channels';
import { appointments, appointmentSeries } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { addDays, kolkataInstant, kolkataIso } from '../../platform/lib/kolkata';
import { newVideoRooms } from '../../platform/providers/video';
import {
  doctorNoticeEmail,
  noticeDoctor,
  noticeMaySms,
  outboxRows,
  sessionScheduledMessage,
  type OutboxMessage,
} from '../notifications';
import { requireCare } from '../patients';
import { requireServedPin } from '../travel';
import { requireOwnDependant } from '../family';
import type { AppointmentRow, SeriesNames } from './appointments';
import { nearestAlternatives, type FreeTime } from './series-alternatives';
import {
  findOrderWithCredits,
  noCredit,
  requireValidCredits,
  treatedDependant,
  type OrderWithCredits,
} from './sessions';
import {
  candidateSlotAt,
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

/**
 * The pattern's dates inside the horizon, and the doctor's calendar around them (alternatives look ±3 days); the
 * busy times only when asked (a booking leaves whether each time is free to the database).
 */
async function patternCalendar(db: Executor, pattern: SeriesPattern, now: Date, withBusy: boolean) {
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
    ...(withBusy ? { busyFrom: kolkataInstant(from, 0), busyTo: kolkataInstant(addDays(to, 1), 0) } : {}),
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
    if (!candidateSlotAt(open, date, minute, mode))
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
  return requireCreditOrder(await findOrderWithCredits(db, orderId), patientId, count, doctorId);
}

/** creditOrder's checks of an order already read. */
function requireCreditOrder(
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
  const { dates, from, to, schedule, busy } = await patternCalendar(db, pattern, now, true);
  const minute = seriesMinute(pattern.time);
  requireKnownTime(schedule, dates, minute, pattern.mode);
  const order = pattern.order_id
    ? await creditOrder(db, patientId, pattern.order_id, pattern.count, schedule.id)
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

export interface BookedSeries {
  series: SeriesRow;
  appointments: AppointmentRow[];
  /** Whom the occurrences name (the booking's answer shows them without reading the rows again). */
  names: SeriesNames;
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
  const { dates, schedule } = await patternCalendar(db, input, now, false);
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

/** The PIN a series' home visits are at: their road is checked under the doctor's lock, in a transaction. */
const visitPincode = (plan: SeriesPlan, order: SeriesOrder) => (plan.mode === 'home' ? order.pincode : null);

/**
 * The first occurrence's id in the messages given to writeSeries: only the database knows it (the order's undated
 * appointment may take the first time), and book_series writes it in their place (the nil UUID: never a real id).
 */
const FIRST_OCCURRENCE = '00000000-0000-0000-0000-000000000000';

/**
 * Writes a planned series on an order inside the caller's transaction: `scheduled` on a paid order's credits, or
 * `held` until the order's payment (POST /api/orders with `series`; the payment confirms every hold). The writes are
 * one call of the database function book_series (migrations 0033, 0036, 0038): lapsed holds around the series released,
 * the series (under `seriesId` when given), the order's undated appointment taking the first time (`scheduled`
 * only), one row per other occurrence, when `changedBy` is given each occurrence's "scheduled" change, and the
 * `outbox` messages (FIRST_OCCURRENCE in them standing for the first occurrence's id). A time taken or a credit
 * missing is refused by the database (its answer, 0038: 409) and nothing is left behind. Home visits at a PIN need `tx` to be a
 * transaction (the doctor's lock); otherwise the one statement is a transaction of its own.
 */
export async function writeSeries(
  tx: Executor,
  plan: SeriesPlan,
  order: SeriesOrder,
  how: {
    createdBy: string;
    holdUntil?: Date;
    changedBy?: string;
    seriesId?: string;
    outbox?: OutboxMessage[];
  },
  now = new Date(),
): Promise<BookedSeries> {
  const pincode = visitPincode(plan, order);
  if (pincode) {
    await lockHomeVisits(tx, plan.doctorId);
    // Home visits at a PIN: each occurrence's road from and to that day's other visits (issue 28). Lapsed holds are
    // not busy times here, so releasing them in book_series afterwards changes nothing for the road.
    for (const slot of plan.slots)
      await recheckRoad(tx, { doctorId: plan.doctorId, start: slot.start, mode: 'home', pincode }, now);
  }
  const rooms = plan.mode === 'online' ? newVideoRooms(plan.slots.length) : null;
  const args = {
    now: now.toISOString(),
    travel_minutes: SCHEDULING.homeTravelMinutes,
    from: plan.slots[0]!.start.toISOString(),
    to: plan.slots[plan.slots.length - 1]!.end.toISOString(),
    doctor_id: plan.doctorId,
    patient_id: order.patientId,
    order_id: order.id,
    mode: plan.mode,
    address: order.address,
    pincode: order.pincode,
    dependant_id: order.dependantId ?? null,
    weekdays: plan.weekdays.join(','),
    minute: plan.minute,
    start_date: plan.startDate,
    created_by: how.createdBy,
    hold_until: how.holdUntil?.toISOString() ?? null,
    take_undated: !how.holdUntil,
    changed_by: how.changedBy ?? null,
    series_id: how.seriesId ?? null,
    outbox: outboxRows(how.outbox ?? []),
    outbox_channel: NOTIFY_CHANNELS.outbox,
    first_marker: FIRST_OCCURRENCE,
    slots: plan.slots.map((slot, i) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      video_room: rooms?.[i] ?? null,
    })),
  };
  const result = await tx.execute(sql`select book_series(${JSON.stringify(args)}::jsonb) as booked`);
  const [row] = (result as unknown as { rows: { booked: unknown }[] }).rows;
  const booked = (typeof row!.booked === 'string' ? JSON.parse(row!.booked) : row!.booked) as {
    refused?: 'SLOT_TAKEN' | 'NO_CREDIT';
    series: Record<string, unknown>;
    appointments: Record<string, unknown>[];
    patient_name: string;
    doctor_name: string;
    doctor_public_id: string;
    dependant: unknown;
  };
  // The database's refusals come back as an answer (migration 0038), everything written undone: a time taken since
  // the preview ends the whole series (the patient previews again), as does a credit missing.
  if (booked.refused === 'SLOT_TAKEN') throw conflict(SERIES_MESSAGES.raced, 'SLOT_TAKEN');
  if (booked.refused === 'NO_CREDIT') throw noCredit();
  return {
    series: fromJsonRow(appointmentSeries, booked.series),
    appointments: booked.appointments.map((a) => fromJsonRow(appointments, a)),
    names: {
      patientName: booked.patient_name,
      doctorName: booked.doctor_name,
      doctorPublicId: booked.doctor_public_id,
      dependant: booked.dependant,
    },
  };
}

/** A table's row from its to_jsonb form: columns by their database names, timestamps as Dates. */
function fromJsonRow<T extends typeof appointments | typeof appointmentSeries>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  let columns = COLUMNS.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      timestamp: column.columnType === 'PgTimestamp',
    }));
    COLUMNS.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const { key, name, timestamp } of columns) {
    const value = json[name] ?? null;
    row[key] = value !== null && timestamp ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}
const COLUMNS = new Map<object, { key: string; name: string; timestamp: boolean }[]>();

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
  // The order is read while the series is planned (two round trips at once, not one after the other); its checks
  // come after the plan's, in the same order as before.
  const orderRead = input.order_id ? findOrderWithCredits(db, input.order_id) : null;
  orderRead?.catch(() => undefined); // a refused plan leaves it unread
  const plan = await planSeries(db, input, now);
  if (user.role === 'doctor' && plan.doctorId !== user.id)
    throw forbidden('You can only book sessions on your own calendar', 'NOT_YOURS');
  if (!orderRead)
    throw badRequest(
      'Please choose the order whose sessions to use, or pay for the series.',
      'ORDER_REQUIRED',
    );
  const order = requireCreditOrder(await orderRead, patientId, plan.slots.length, plan.doctorId);
  // The same check for each kept time; the slots are in order, so the last is the one that can fail first.
  requireValidCredits(order, plan.slots[plan.slots.length - 1]!.start, { now });
  // A family member's series (issue 28 point 3): on credits bought for them, or a shareable package's.
  const dependantId = await treatedDependant(db, patientId, order, input.dependant_id);
  const seriesOrder = { ...order, dependantId };
  // One e-mail (the first session; the series' .ics has every one) and, when the patient booked, one notice for the
  // doctor; the reminders job then reminds each occurrence as it does any session. The series is named here so
  // that book_series writes them with the series, unless the notice's SMS (a first session today) needs the
  // session read after it.
  const seriesId = randomUUID();
  const first = plan.slots[0]!;
  const mail = sessionScheduledMessage({ id: FIRST_OCCURRENCE, start: first.start });
  const notice = (appointmentId: string) => ({ kind: 'scheduled' as const, appointmentId });
  const ref = `series:${seriesId}`;
  const known = { start: first.start };
  const noticed = user.role === 'patient';
  const sms = noticed && noticeMaySms(notice(FIRST_OCCURRENCE), known);
  const email = noticed ? doctorNoticeEmail(notice(FIRST_OCCURRENCE), ref) : null;
  const outbox = sms ? [] : email ? [mail, email] : [mail];
  const write = (ex: Executor) =>
    writeSeries(ex, plan, seriesOrder, { createdBy: user.id, changedBy: user.id, seriesId, outbox }, now);
  // book_series is one statement that writes every row or none and answers a refusal instead of failing (0038): no
  // BEGIN and COMMIT round trips on the pool's connection. A transaction only when more follows it (the doctor's
  // notice that needs the first session's row) or home visits at a PIN (their road is checked under the doctor's
  // lock, which lasts until the transaction ends).
  if (!sms && !visitPincode(plan, seriesOrder)) return write(db);
  return db.transaction(async (tx) => {
    const booked = await write(tx);
    if (sms) {
      const firstRow = booked.appointments[0]!;
      const firstMail = sessionScheduledMessage(firstRow);
      await noticeDoctor(tx, notice(firstRow.id), ref, { start: firstRow.start }, [firstMail]);
    }
    return booked;
  });
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

/**
 * The pattern of the series an order pays for or draws on, if any: its receipt names it ("Weekly series of 6
 * sessions: Mon, Wed, Fri at 18:00", describeSeries; billing's receipt-texts.ts words it in the reader's language).
 */
export async function orderSeriesPattern(db: Executor, orderId: string): Promise<OrderSeries | null> {
  const [series] = await db
    .select()
    .from(appointmentSeries)
    .where(eq(appointmentSeries.orderId, orderId))
    .orderBy(asc(appointmentSeries.createdAt))
    .limit(1);
  return series
    ? {
        weekdays: series.weekdays.split(',').map(Number),
        time: minutesToTime(series.minute),
        size: series.size,
      }
    : null;
}

/** What a series' description needs: its weekdays (0 = Sunday), its time (HH:MM, IST) and its size. */
export interface OrderSeries {
  weekdays: number[];
  time: string;
  size: number;
}
