/**
 * The slot rules (DESIGN.md §3a), without the database: a doctor's weekly hours cut into sessions of their length on
 * Asia/Kolkata dates, minus days off and live appointments and, for home visits, the gap between visits and the road
 * between them (modules/travel); never in the past or inside the lead time. slots.ts loads the calendars they work on;
 * slot-checks.ts checks one asked-for time with them.
 */
import { SCHEDULING, type Slot, type TreatmentMode } from '@physio/shared-contracts';
import { homeGapMinutes, roadMinutes, servesPin, type HomeService } from '../travel';
import {
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

export const MINUTE = 60_000;
export const TRAVEL_MS = SCHEDULING.homeTravelMinutes * MINUTE;
export const LEAD_MS = SCHEDULING.leadTimeMinutes * MINUTE;

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
export function candidateSlotStarting(schedule: DoctorSchedule, start: Date, mode: SessionMode) {
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
export function homeVisitsOn(busy: BusyTime[], date: string): BusyTime[] {
  return busy
    .filter((b) => b.mode === 'home' && kolkataDateAndMinute(b.start).date === date)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** When the doctor's home visits of a date start (their first hours open to home visits), as an instant. */
export function homeDayStart(schedule: DoctorSchedule, date: string): Date | null {
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
