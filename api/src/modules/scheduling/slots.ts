/**
 * Free slots (DESIGN.md §3a): each doctor's weekly hours cut into sessions of their length on Asia/Kolkata dates,
 * minus days off, live appointments (scheduled, and holds not yet lapsed) and, for home visits, the 30 minutes
 * between home visits (the database's floor); never in the past or inside the 2 h lead time. A home visit asked for
 * at a PIN (issue 28) is offered only in the doctor's service areas and only when the road from the previous visit
 * (or the day's starting PIN) and on to the next one fits (modules/travel).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { statement } from '../../platform/db/prepared';
import {
  isWithinHorizon,
  lastBookableDate,
  SCHEDULING,
  SCHEDULING_MESSAGES,
  type Slot,
  type TreatmentMode,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import {
  appointments,
  doctorAvailability,
  doctorDaysOff,
  doctorHomeAreas,
  doctors,
} from '../../platform/db/schema';
import { badRequest, conflict } from '../../platform/http/errors';
import { homeGapMinutes, requireServedPin, roadMinutes, servesPin, type HomeService } from '../travel';
import {
  addDays,
  datesBetween,
  kolkataDateAndMinute,
  kolkataInstant,
  kolkataIso,
  weekdayOf,
} from '../../platform/lib/kolkata';

/** How a session takes place: one rule with the browser (shared-contracts' TREATMENT_MODES). */
export type SessionMode = TreatmentMode;

export interface DoctorSchedule {
  /** The login id (mobile): the key of every table, never shown to the public. */
  id: string;
  /** What slots carry as `doctor_id`. */
  publicId: string;
  name: string;
  slotMinutes: number;
  ranges: { weekday: number; startMinute: number; endMinute: number; mode: 'online' | 'home' | 'both' }[];
  daysOff: Set<string>;
  home: HomeService;
}

export interface BusyTime {
  doctorId: string;
  start: Date;
  end: Date;
  mode: SessionMode;
  /** A home visit's PIN (null for online sessions and visits booked without one). */
  pincode?: string | null;
}

const MINUTE = 60_000;
const TRAVEL_MS = SCHEDULING.homeTravelMinutes * MINUTE;
const LEAD_MS = SCHEDULING.leadTimeMinutes * MINUTE;

/** The sessions a doctor's hours offer on one date in one mode, booked or not. */
export function candidateSlots(
  schedule: DoctorSchedule,
  date: string,
  mode: SessionMode,
): { start: Date; end: Date }[] {
  if (schedule.daysOff.has(date)) return [];
  const weekday = weekdayOf(date);
  const out: { start: Date; end: Date }[] = [];
  for (const range of schedule.ranges) {
    if (range.weekday !== weekday || (range.mode !== 'both' && range.mode !== mode)) continue;
    for (let m = range.startMinute; m + schedule.slotMinutes <= range.endMinute; m += schedule.slotMinutes) {
      out.push({ start: kolkataInstant(date, m), end: kolkataInstant(date, m + schedule.slotMinutes) });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The doctor's session of this mode starting at `minute` on `date`, if their hours offer one (the one of
 * `candidateSlots` starting then, found without listing the day's sessions), else null.
 */
export function candidateSlotAt(
  schedule: DoctorSchedule,
  date: string,
  minute: number,
  mode: SessionMode,
): { start: Date; end: Date } | null {
  if (schedule.daysOff.has(date)) return null;
  const weekday = weekdayOf(date);
  const size = schedule.slotMinutes;
  for (const range of schedule.ranges) {
    if (range.weekday !== weekday || (range.mode !== 'both' && range.mode !== mode)) continue;
    if (minute < range.startMinute || minute + size > range.endMinute) continue;
    if ((minute - range.startMinute) % size === 0)
      return { start: kolkataInstant(date, minute), end: kolkataInstant(date, minute + size) };
  }
  return null;
}

/** The doctor's session of this mode starting at this instant, if their hours offer one (else null). */
function candidateSlotStarting(schedule: DoctorSchedule, start: Date, mode: SessionMode) {
  const { date, minute } = kolkataDateAndMinute(start);
  const slot = candidateSlotAt(schedule, date, minute, mode);
  return slot && slot.start.getTime() === start.getTime() ? slot : null;
}

/** Whether a session of this mode at [start, end) clashes with a busy time of its doctor. */
export function clashes(slot: { start: Date; end: Date }, mode: SessionMode, busy: BusyTime): boolean {
  const pad = mode === 'home' && busy.mode === 'home' ? TRAVEL_MS : 0;
  return slot.start.getTime() < busy.end.getTime() + pad && busy.start.getTime() < slot.end.getTime() + pad;
}

/** Live home visits of one doctor on one date, earliest first. */
function homeVisitsOn(busy: BusyTime[], date: string): BusyTime[] {
  return busy
    .filter((b) => b.mode === 'home' && kolkataDateAndMinute(b.start).date === date)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** When the doctor's home visits of a date start (their first hours open to home visits), as an instant. */
function homeDayStart(schedule: DoctorSchedule, date: string): Date | null {
  const weekday = weekdayOf(date);
  const starts = schedule.ranges
    .filter((r) => r.weekday === weekday && r.mode !== 'online')
    .map((r) => r.startMinute);
  return starts.length ? kolkataInstant(date, Math.min(...starts)) : null;
}

/**
 * Whether the doctor can reach a home visit at `pincode` in [start, end) from their previous home visit that day (or
 * from the day's starting PIN, leaving when their home hours open) and still reach the next one. `visits` are that
 * day's live home visits, earliest first. The 30-minute floor is `clashes`' (and the database's) rule.
 */
export function roadFits(
  slot: { start: Date; end: Date },
  pincode: string,
  visits: BusyTime[],
  origin: { pincode: string | null; leaves: Date | null },
): boolean {
  let previous: BusyTime | undefined;
  let next: BusyTime | undefined;
  for (const v of visits) {
    if (v.end.getTime() <= slot.start.getTime()) previous = v;
    else if (v.start.getTime() >= slot.end.getTime()) {
      next = v;
      break;
    }
  }
  if (previous) {
    if (slot.start.getTime() - previous.end.getTime() < homeGapMinutes(previous.pincode, pincode) * MINUTE)
      return false;
  } else if (origin.pincode && origin.leaves) {
    if (slot.start.getTime() - origin.leaves.getTime() < roadMinutes(origin.pincode, pincode) * MINUTE)
      return false;
  }
  return !next || next.start.getTime() - slot.end.getTime() >= homeGapMinutes(pincode, next.pincode) * MINUTE;
}

/** Free slots of the given schedules between two dates (pure: the caller loads schedules and busy times). */
export function freeSlots(input: {
  schedules: DoctorSchedule[];
  busy: BusyTime[];
  from: string;
  to: string;
  mode: SessionMode;
  now: Date;
  /** A home visit's PIN: only doctors who visit it, only slots the road allows. */
  pincode?: string | undefined;
}): Slot[] {
  const earliest = input.now.getTime() + LEAD_MS;
  const pincode = input.mode === 'home' ? input.pincode : undefined;
  const busyByDoctor = new Map<string, BusyTime[]>();
  for (const b of input.busy) busyByDoctor.set(b.doctorId, [...(busyByDoctor.get(b.doctorId) ?? []), b]);
  const out: (Slot & { at: number })[] = [];
  for (const schedule of input.schedules) {
    if (pincode && !servesPin(schedule.home, pincode)) continue;
    const busy = busyByDoctor.get(schedule.id) ?? [];
    for (const date of datesBetween(input.from, input.to)) {
      const candidates = candidateSlots(schedule, date, input.mode);
      if (!candidates.length) continue;
      const visits = pincode ? homeVisitsOn(busy, date) : [];
      const origin = {
        pincode: schedule.home.startPincode,
        leaves: pincode ? homeDayStart(schedule, date) : null,
      };
      for (const slot of candidates) {
        if (slot.start.getTime() < earliest) continue;
        if (busy.some((b) => clashes(slot, input.mode, b))) continue;
        if (pincode && !roadFits(slot, pincode, visits, origin)) continue;
        out.push({
          at: slot.start.getTime(),
          start: kolkataIso(slot.start),
          end: kolkataIso(slot.end),
          doctor_id: schedule.publicId,
          doctor_name: schedule.name,
        });
      }
    }
  }
  out.sort((a, b) => a.at - b.at || a.doctor_id.localeCompare(b.doctor_id));
  return out.map(({ at: _at, ...slot }) => slot);
}

interface CalendarRow extends Record<string, unknown> {
  id: string;
  public_id: string;
  name: string;
  slot_minutes: number;
  ranges: [number, number, number, 'online' | 'home' | 'both'][];
  days_off: string[];
  busy: [string, string, SessionMode, string | null][];
  home_start: string | null;
  home_areas: [string, number][];
}

/**
 * Hours, days off and live appointments (scheduled, and holds not lapsed) touching [busyFrom, busyTo] of the active
 * doctors (one of them when `doctorId` is given), in one round trip. The busy part uses the same predicate and range
 * expression as the exclusion constraint, so its GiST index serves it.
 */
const placeholder = (name: string) => sql.placeholder(name);
// Subqueries name the outer doctor as "doctors"."id": drizzle writes a column of a one-table select unqualified.
const calendars = statement('slots_calendars', (db) =>
  db
    .select({
      id: doctors.id,
      public_id: doctors.publicId,
      name: doctors.name,
      slot_minutes: doctors.slotMinutes,
      ranges: sql<unknown>`coalesce((select json_agg(json_build_array(a.weekday, a.start_minute, a.end_minute, a.mode))
        from ${doctorAvailability} a where a.doctor_id = "doctors"."id"), '[]')`,
      days_off: sql<unknown>`coalesce((select json_agg(o.date) from ${doctorDaysOff} o
        where o.doctor_id = "doctors"."id" and o.date between ${placeholder('from')}::date and ${placeholder('to')}::date), '[]')`,
      home_start: doctors.homeStartPincode,
      home_areas: sql<unknown>`coalesce((select json_agg(json_build_array(h.pincode, h.travel_fee_paise))
        from ${doctorHomeAreas} h where h.doctor_id = "doctors"."id"), '[]')`,
      // No window: no busy times read at all (a caller that needs only the doctor's hours).
      busy: sql<unknown>`case when ${placeholder('busyFrom')}::timestamptz is null then '[]' else
        coalesce((select json_agg(json_build_array(p.start, p."end", p.mode, p.pincode)) from ${appointments} p
        where p.doctor_id = "doctors"."id" and p.status in ('held', 'scheduled') and p.start is not null
          and tstzrange(p.start, p."end") && tstzrange(${placeholder('busyFrom')}::timestamptz, ${placeholder('busyTo')}::timestamptz)
          and (p.status = 'scheduled' or p.hold_expires_at > ${placeholder('now')}::timestamptz)), '[]') end`,
    })
    .from(doctors)
    .where(
      and(
        eq(doctors.active, true),
        sql`(${placeholder('doctorId')}::text is null or ${doctors.id} = ${placeholder('doctorId')}::text)`,
        sql`(${placeholder('publicId')}::text is null or ${doctors.publicId} = ${placeholder('publicId')}::text)`,
      ),
    )
    .orderBy(asc(doctors.id)),
);

/** One doctor by their login id (inside the API) or by their public id (what a patient or a stranger sends). */
export type DoctorRef = { id: string; publicId?: never } | { publicId: string; id?: never };

export async function loadCalendars(
  db: Executor,
  q: {
    from: string;
    to: string;
    doctor?: DoctorRef | undefined;
    /** The window of busy times to read; none: the doctor's hours only (`busy` empty). */
    busyFrom?: Date;
    busyTo?: Date;
    now: Date;
  },
): Promise<{ schedules: DoctorSchedule[]; busy: BusyTime[] }> {
  const window = q.busyFrom && q.busyTo ? { from: q.busyFrom, to: q.busyTo } : null;
  const rows = (await calendars(db, {
    from: q.from,
    to: q.to,
    doctorId: q.doctor?.id ?? null,
    publicId: q.doctor?.publicId ?? null,
    busyFrom: window ? new Date(window.from.getTime() - TRAVEL_MS).toISOString() : null,
    // An empty window (a range already over) must not become an inverted range, which PostgreSQL refuses.
    busyTo: window
      ? new Date(Math.max(window.from.getTime(), window.to.getTime()) + TRAVEL_MS).toISOString()
      : null,
    now: q.now.toISOString(),
  })) as CalendarRow[];
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  const schedules: DoctorSchedule[] = [];
  const busy: BusyTime[] = [];
  for (const row of rows) {
    schedules.push({
      id: row.id,
      publicId: row.public_id,
      name: row.name,
      slotMinutes: row.slot_minutes,
      ranges: json<CalendarRow['ranges']>(row.ranges).map(([weekday, startMinute, endMinute, mode]) => ({
        weekday,
        startMinute,
        endMinute,
        mode,
      })),
      daysOff: new Set(json<string[]>(row.days_off)),
      home: { startPincode: row.home_start, fees: new Map(json<CalendarRow['home_areas']>(row.home_areas)) },
    });
    for (const [start, end, mode, pincode] of json<CalendarRow['busy']>(row.busy)) {
      busy.push({ doctorId: row.id, start: new Date(start), end: new Date(end), mode, pincode });
    }
  }
  return { schedules, busy };
}

/** `GET /api/slots`. The query schema has checked the dates and the 31-day limit. */
export async function listFreeSlots(
  db: Executor,
  query: {
    from: string;
    to: string;
    mode: SessionMode;
    doctor_id?: string | undefined;
    pincode?: string | undefined;
  },
  now = new Date(),
): Promise<Slot[]> {
  // Nothing before the lead time can be offered: skip the days already over.
  const today = kolkataDateAndMinute(new Date(now.getTime() + LEAD_MS)).date;
  const from = query.from < today ? today : query.from;
  if (query.to > lastBookableDate(now))
    throw badRequest(SCHEDULING_MESSAGES.rangeTooFarAhead, 'BEYOND_HORIZON');
  const { schedules, busy } = await loadCalendars(db, {
    from,
    to: query.to,
    doctor: query.doctor_id ? { publicId: query.doctor_id } : undefined,
    busyFrom: kolkataInstant(from, 0),
    busyTo: kolkataInstant(addDays(query.to, 1), 0),
    now,
  });
  if (query.doctor_id && !schedules.length) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  const pincode = query.mode === 'home' ? query.pincode?.trim() : undefined;
  if (pincode && query.doctor_id) requireServedPin(schedules[0]!.home, pincode);
  if (from > query.to) return [];
  return freeSlots({ schedules, busy, from, to: query.to, mode: query.mode, now, pincode });
}

export const slotTaken = () => conflict(SCHEDULING_MESSAGES.slotTaken, 'SLOT_TAKEN');

/**
 * The session a patient asks for: it must be one of the doctor's slots in this mode, after the lead time and within
 * the booking horizon (400 otherwise, with the reason), and free right now (409 SLOT_TAKEN). The doctor is named by
 * their public id (a patient's choice) or their login id (a session being moved); the answer carries the login id. The database still has the last word:
 * two requests passing this check together meet the exclusion constraint. A session being moved (`moving`: its
 * current time) does not stand in its own way: the constraint keeps any other live session of the doctor off that
 * exact time, so the busy time equal to it is the session itself.
 */
export async function requireBookableSlot(
  db: Executor,
  input: {
    doctor: DoctorRef;
    start: string;
    mode: SessionMode;
    moving?: { start: Date; end: Date };
    /** A home visit's PIN: the doctor must visit it (422) and the road must fit (409 SLOT_TAKEN). */
    pincode?: string | null | undefined;
  },
  now = new Date(),
): Promise<{ start: Date; end: Date; doctorId: string }> {
  const start = requireBookableTime(input.start, now);
  const { date } = kolkataDateAndMinute(start);
  const pincode = input.mode === 'home' ? input.pincode?.trim() || undefined : undefined;
  // The road check needs the whole day's home visits; the floor only the times around this one.
  const { schedules, busy } = await loadCalendars(db, {
    from: date,
    to: date,
    doctor: input.doctor,
    busyFrom: pincode ? kolkataInstant(date, 0) : start,
    busyTo: pincode
      ? kolkataInstant(addDays(date, 1), 0)
      : new Date(start.getTime() + SCHEDULING.maxSlotMinutes * MINUTE),
    now,
  });
  const schedule = schedules[0];
  if (!schedule) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  const slot = requireDoctorSlot(schedule, start, input.mode);
  const moving = input.moving;
  const itself = (b: BusyTime) =>
    !!moving && b.start.getTime() === moving.start.getTime() && b.end.getTime() === moving.end.getTime();
  const others = busy.filter((b) => !itself(b));
  if (others.some((b) => clashes(slot, input.mode, b))) throw slotTaken();
  if (pincode) {
    requireServedPin(schedule.home, pincode);
    const origin = { pincode: schedule.home.startPincode, leaves: homeDayStart(schedule, date) };
    if (!roadFits(slot, pincode, homeVisitsOn(others, date), origin)) throw slotTaken();
  }
  return { ...slot, doctorId: schedule.id };
}

/**
 * Who the doctor can reach for a home visit at this slot, the day's visits as they stand: a PIN they visit, with the
 * road from the previous visit (or the day's start) and on to the next one fitting (`roadFits`). One load of the
 * day for many PINs (a freed slot's waiting patients); no PIN (entries from before PINs were asked) passes, the
 * 30-minute floor being the database's.
 */
export async function homeReach(
  db: Executor,
  doctorId: string,
  slot: { start: Date; end: Date },
  now: Date,
): Promise<(pincode: string | null) => boolean> {
  const { date } = kolkataDateAndMinute(slot.start);
  const { schedules, busy } = await loadCalendars(db, {
    from: date,
    to: date,
    doctor: { id: doctorId },
    busyFrom: kolkataInstant(date, 0),
    busyTo: kolkataInstant(addDays(date, 1), 0),
    now,
  });
  const schedule = schedules[0];
  if (!schedule) return () => false;
  const visits = homeVisitsOn(busy, date);
  const origin = { pincode: schedule.home.startPincode, leaves: homeDayStart(schedule, date) };
  return (pincode) =>
    !pincode || (servesPin(schedule.home, pincode) && roadFits(slot, pincode, visits, origin));
}

/**
 * The road between home visits has no database constraint (only its 30-minute floor has): a transaction writing a
 * home visit with a PIN first takes the doctor's home-visit lock, so two bookings of one doctor take turns, and the
 * second sees the first's visit when it checks the road. Take it first in the transaction (before any row lock).
 */
export async function lockHomeVisits(tx: Executor, doctorId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.homeVisitsNamespace}, hashtext(${doctorId}))`,
  );
}

/** Inside the booking's transaction, under lockHomeVisits: the road still fits what committed meanwhile (409 otherwise). */
export async function recheckRoad(
  tx: Executor,
  input: { doctorId: string; start: Date; mode: SessionMode; pincode: string | null | undefined },
  now: Date,
): Promise<void> {
  if (input.mode !== 'home' || !input.pincode) return;
  await requireBookableSlot(
    tx,
    {
      doctor: { id: input.doctorId },
      start: input.start.toISOString(),
      mode: 'home',
      pincode: input.pincode,
    },
    now,
  );
}

/** A time someone books: inside the horizon, not past, after the lead time (400 with the reason otherwise). */
export function requireBookableTime(instant: string, now: Date): Date {
  const start = new Date(instant);
  if (!isWithinHorizon(start, now)) throw badRequest(SCHEDULING_MESSAGES.tooFarAhead, 'BEYOND_HORIZON');
  if (start.getTime() <= now.getTime())
    throw badRequest('This time is in the past. Please choose another time.', 'SLOT_IN_PAST');
  if (start.getTime() < now.getTime() + LEAD_MS)
    throw badRequest(
      `Sessions can be booked from ${SCHEDULING.leadTimeMinutes / 60} hours ahead. Please choose a later time.`,
      'SLOT_TOO_SOON',
    );
  return start;
}

/** The doctor's session starting then in this mode (400 SLOT_WRONG_MODE / SLOT_OUT_OF_HOURS when there is none). */
export function requireDoctorSlot(
  schedule: DoctorSchedule,
  start: Date,
  mode: SessionMode,
): { start: Date; end: Date } {
  const slot = candidateSlotStarting(schedule, start, mode);
  if (slot) return slot;
  const otherMode = mode === 'home' ? 'online' : 'home';
  const inOtherMode = candidateSlotStarting(schedule, start, otherMode) !== null;
  throw badRequest(
    inOtherMode
      ? `This time is only for ${otherMode === 'home' ? 'home visits' : 'online sessions'}. Please choose another time.`
      : 'The doctor does not see patients at this time. Please choose one of the offered times.',
    inOtherMode ? 'SLOT_WRONG_MODE' : 'SLOT_OUT_OF_HOURS',
  );
}
