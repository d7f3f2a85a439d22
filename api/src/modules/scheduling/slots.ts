/**
 * Free slots (DESIGN.md §3a): each doctor's weekly hours cut into sessions of their length on Asia/Kolkata dates,
 * minus days off, live appointments (scheduled, and holds not yet lapsed) and, for home visits, the 30 minutes
 * between home visits (the database's floor); never in the past or inside the 2 h lead time. A home visit asked for
 * at a PIN (issue 28) is offered only in the doctor's service areas and only when the road from the previous visit
 * (or the day's starting PIN) and on to the next one fits (modules/travel).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { statement } from '../../platform/db/prepared';
import { lastBookableDate, SCHEDULING_MESSAGES, type Slot } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import {
  appointments,
  doctorAvailability,
  doctorDaysOff,
  doctorHomeAreas,
  doctors,
} from '../../platform/db/schema';
import { badRequest } from '../../platform/http/errors';
import { requireServedPin } from '../travel';
import { addDays, kolkataDateAndMinute, kolkataInstant } from '../../platform/lib/kolkata';
import {
  freeSlots,
  LEAD_MS,
  TRAVEL_MS,
  type BusyTime,
  type DoctorSchedule,
  type SessionMode,
} from './slot-rules';

export interface CalendarRow extends Record<string, unknown> {
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
 * doctors (one of them when `doctorId` is given), in one round trip. The busy part uses the same predicate, doctor
 * number (migration 0042) and range expression as the exclusion constraint, so its GiST index serves it. Its values
 * are `calendarValues`' and its rows are read by `toCalendars`; a series booking reads it with the order in one
 * statement (series-reads.ts).
 */
const placeholder = (name: string) => sql.placeholder(name);
// Subqueries name the outer doctor as "doctors"."id": drizzle writes a column of a one-table select unqualified.
// Each computed column is named (`as`), so the query can also be read as a subquery.
export const calendarsQuery = (db: Executor) =>
  db
    .select({
      id: doctors.id,
      public_id: doctors.publicId,
      name: doctors.name,
      slot_minutes: doctors.slotMinutes,
      ranges:
        sql<unknown>`coalesce((select json_agg(json_build_array(a.weekday, a.start_minute, a.end_minute, a.mode))
        from ${doctorAvailability} a where a.doctor_id = "doctors"."id"), '[]')`.as('ranges'),
      days_off: sql<unknown>`coalesce((select json_agg(o.date) from ${doctorDaysOff} o
        where o.doctor_id = "doctors"."id" and o.date between ${placeholder('from')}::date and ${placeholder('to')}::date), '[]')`.as(
        'days_off',
      ),
      home_start: doctors.homeStartPincode,
      home_areas: sql<unknown>`coalesce((select json_agg(json_build_array(h.pincode, h.travel_fee_paise))
        from ${doctorHomeAreas} h where h.doctor_id = "doctors"."id"), '[]')`.as('home_areas'),
      // No window: no busy times read at all (a caller that needs only the doctor's hours).
      busy: sql<unknown>`case when ${placeholder('busyFrom')}::timestamptz is null then '[]' else
        coalesce((select json_agg(json_build_array(p.start, p."end", p.mode, p.pincode)) from ${appointments} p
        where p.doctor_id::bigint = "doctors"."id"::bigint and p.status in ('held', 'scheduled') and p.start is not null
          and tstzrange(p.start, p."end") && tstzrange(${placeholder('busyFrom')}::timestamptz, ${placeholder('busyTo')}::timestamptz)
          and (p.status = 'scheduled' or p.hold_expires_at > ${placeholder('now')}::timestamptz)), '[]') end`.as(
        'busy',
      ),
    })
    .from(doctors)
    .where(
      and(
        eq(doctors.active, true),
        sql`(${placeholder('doctorId')}::text is null or ${doctors.id} = ${placeholder('doctorId')}::text)`,
        sql`(${placeholder('publicId')}::text is null or ${doctors.publicId} = ${placeholder('publicId')}::text)`,
      ),
    )
    .orderBy(asc(doctors.id));
const calendars = statement('slots_calendars', calendarsQuery);

/** One doctor by their login id (inside the API) or by their public id (what a patient or a stranger sends). */
export type DoctorRef = { id: string; publicId?: never } | { publicId: string; id?: never };

export interface CalendarQuery {
  from: string;
  to: string;
  doctor?: DoctorRef | undefined;
  /** The window of busy times to read; none: the doctor's hours only (`busy` empty). */
  busyFrom?: Date;
  busyTo?: Date;
  now: Date;
}

/** The placeholder values of `calendarsQuery` for a query. */
export function calendarValues(q: CalendarQuery): Record<string, unknown> {
  const window = q.busyFrom && q.busyTo ? { from: q.busyFrom, to: q.busyTo } : null;
  return {
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
  };
}

/** The doctors' schedules and busy times of `calendarsQuery`'s rows. */
export function toCalendars(rows: CalendarRow[]): { schedules: DoctorSchedule[]; busy: BusyTime[] } {
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

export async function loadCalendars(
  db: Executor,
  q: CalendarQuery,
): Promise<{ schedules: DoctorSchedule[]; busy: BusyTime[] }> {
  return toCalendars((await calendars(db, calendarValues(q))) as CalendarRow[]);
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
