/**
 * Free slots (DESIGN.md §3a): each doctor's weekly hours cut into sessions of their length on Asia/Kolkata dates,
 * minus days off, live appointments (scheduled, and holds not yet lapsed) and, for home visits, the 30 minutes of
 * travel around other home visits; never in the past or inside the 2 h lead time.
 */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { SCHEDULING, SCHEDULING_MESSAGES, type Slot } from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { statement } from '../db/prepared';
import { appointments, doctorAvailability, doctorDaysOff, doctors } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import {
  addDays,
  datesBetween,
  kolkataDateAndMinute,
  kolkataInstant,
  kolkataIso,
  weekdayOf,
} from '../lib/kolkata';

export type SessionMode = 'online' | 'home';

export interface DoctorSchedule {
  id: string;
  name: string;
  slotMinutes: number;
  ranges: { weekday: number; startMinute: number; endMinute: number; mode: 'online' | 'home' | 'both' }[];
  daysOff: Set<string>;
}

export interface BusyTime {
  doctorId: string;
  start: Date;
  end: Date;
  mode: SessionMode;
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

/** Whether a session of this mode at [start, end) clashes with a busy time of its doctor. */
export function clashes(slot: { start: Date; end: Date }, mode: SessionMode, busy: BusyTime): boolean {
  const pad = mode === 'home' && busy.mode === 'home' ? TRAVEL_MS : 0;
  return slot.start.getTime() < busy.end.getTime() + pad && busy.start.getTime() < slot.end.getTime() + pad;
}

/** Free slots of the given schedules between two dates (pure: the caller loads schedules and busy times). */
export function freeSlots(input: {
  schedules: DoctorSchedule[];
  busy: BusyTime[];
  from: string;
  to: string;
  mode: SessionMode;
  now: Date;
}): Slot[] {
  const earliest = input.now.getTime() + LEAD_MS;
  const busyByDoctor = new Map<string, BusyTime[]>();
  for (const b of input.busy) busyByDoctor.set(b.doctorId, [...(busyByDoctor.get(b.doctorId) ?? []), b]);
  const out: (Slot & { at: number })[] = [];
  for (const schedule of input.schedules) {
    const busy = busyByDoctor.get(schedule.id) ?? [];
    for (const date of datesBetween(input.from, input.to)) {
      for (const slot of candidateSlots(schedule, date, input.mode)) {
        if (slot.start.getTime() < earliest) continue;
        if (busy.some((b) => clashes(slot, input.mode, b))) continue;
        out.push({
          at: slot.start.getTime(),
          start: kolkataIso(slot.start),
          end: kolkataIso(slot.end),
          doctor_id: schedule.id,
          doctor_name: schedule.name,
        });
      }
    }
  }
  out.sort((a, b) => a.at - b.at || a.doctor_id.localeCompare(b.doctor_id));
  return out.map(({ at: _at, ...slot }) => slot);
}

const activeDoctors = statement('slots_active_doctors', (db) =>
  db
    .select({ id: doctors.id, name: doctors.name, slotMinutes: doctors.slotMinutes })
    .from(doctors)
    .where(eq(doctors.active, true))
    .orderBy(asc(doctors.id)),
);
const oneDoctor = statement('slots_one_doctor', (db) =>
  db
    .select({ id: doctors.id, name: doctors.name, slotMinutes: doctors.slotMinutes })
    .from(doctors)
    .where(and(eq(doctors.active, true), eq(doctors.id, sql.placeholder('doctorId')))),
);

/** Hours and days off of the active doctors (one of them when `doctorId` is given) for the dates. */
export async function loadSchedules(
  db: Executor,
  from: string,
  to: string,
  doctorId?: string,
): Promise<DoctorSchedule[]> {
  const found = doctorId ? await oneDoctor(db, { doctorId }) : await activeDoctors(db, {});
  if (!found.length) return [];
  const ids = found.map((d) => d.id);
  const ranges = await db.select().from(doctorAvailability).where(inArray(doctorAvailability.doctorId, ids));
  const daysOff = await db
    .select()
    .from(doctorDaysOff)
    .where(and(inArray(doctorDaysOff.doctorId, ids), sql`${doctorDaysOff.date} between ${from} and ${to}`));
  return found.map((d) => ({
    ...d,
    ranges: ranges.filter((r) => r.doctorId === d.id),
    daysOff: new Set(daysOff.filter((x) => x.doctorId === d.id).map((x) => x.date)),
  }));
}

/** Live appointments of these doctors touching [from, to] (travel included): scheduled, and holds not lapsed. */
export async function loadBusy(
  db: Executor,
  doctorIds: string[],
  from: Date,
  to: Date,
  now: Date,
): Promise<BusyTime[]> {
  if (!doctorIds.length) return [];
  const rows = await db
    .select({
      doctorId: appointments.doctorId,
      start: appointments.start,
      end: appointments.end,
      mode: appointments.mode,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, doctorIds),
        // The same predicate and range expression as the exclusion constraint's GiST index, so it serves this.
        sql`${appointments.status} in ('held', 'scheduled') and ${appointments.start} is not null`,
        sql`tstzrange(${appointments.start}, ${appointments.end}) && tstzrange(${new Date(from.getTime() - TRAVEL_MS).toISOString()}::timestamptz, ${new Date(to.getTime() + TRAVEL_MS).toISOString()}::timestamptz)`,
        or(eq(appointments.status, 'scheduled'), gt(appointments.holdExpiresAt, now)),
      ),
    );
  return rows.map((r) => ({ doctorId: r.doctorId!, start: r.start!, end: r.end!, mode: r.mode }));
}

/** `GET /api/slots`. The query schema has checked the dates and the 31-day limit. */
export async function listFreeSlots(
  db: Executor,
  query: { from: string; to: string; mode: SessionMode; doctor_id?: string | undefined },
  now = new Date(),
): Promise<Slot[]> {
  const schedules = await loadSchedules(db, query.from, query.to, query.doctor_id);
  if (query.doctor_id && !schedules.length) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  // Nothing before the lead time can be offered: skip the days already over.
  const today = kolkataDateAndMinute(new Date(now.getTime() + LEAD_MS)).date;
  const from = query.from < today ? today : query.from;
  if (from > query.to) return [];
  const busy = await loadBusy(
    db,
    schedules.map((s) => s.id),
    kolkataInstant(from, 0),
    kolkataInstant(addDays(query.to, 1), 0),
    now,
  );
  return freeSlots({ schedules, busy, from, to: query.to, mode: query.mode, now });
}

export const slotTaken = () => conflict(SCHEDULING_MESSAGES.slotTaken, 'SLOT_TAKEN');

/**
 * The session a patient asks for: it must be one of the doctor's slots in this mode, after the lead time
 * (400 otherwise, with the reason), and free right now (409 SLOT_TAKEN). The database still has the last word:
 * two requests passing this check together meet the exclusion constraint.
 */
export async function requireBookableSlot(
  db: Executor,
  input: { doctorId: string; start: string; mode: SessionMode },
  now = new Date(),
): Promise<{ start: Date; end: Date }> {
  const start = new Date(input.start);
  if (start.getTime() <= now.getTime())
    throw badRequest('This time is in the past. Please choose another time.', 'SLOT_IN_PAST');
  if (start.getTime() < now.getTime() + LEAD_MS)
    throw badRequest(
      `Sessions can be booked from ${SCHEDULING.leadTimeMinutes / 60} hours ahead. Please choose a later time.`,
      'SLOT_TOO_SOON',
    );
  const { date } = kolkataDateAndMinute(start);
  const [schedule] = await loadSchedules(db, date, date, input.doctorId);
  if (!schedule) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  const slot = candidateSlots(schedule, date, input.mode).find((s) => s.start.getTime() === start.getTime());
  if (!slot) {
    const otherMode = input.mode === 'home' ? 'online' : 'home';
    const inOtherMode = candidateSlots(schedule, date, otherMode).some(
      (s) => s.start.getTime() === start.getTime(),
    );
    throw badRequest(
      inOtherMode
        ? `This time is only for ${otherMode === 'home' ? 'home visits' : 'online sessions'}. Please choose another time.`
        : 'The doctor does not see patients at this time. Please choose one of the offered times.',
      inOtherMode ? 'SLOT_WRONG_MODE' : 'SLOT_OUT_OF_HOURS',
    );
  }
  const busy = await loadBusy(db, [schedule.id], slot.start, slot.end, now);
  if (busy.some((b) => clashes(slot, input.mode, b))) throw slotTaken();
  return slot;
}
