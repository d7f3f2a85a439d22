/** Pure helpers of the slot picker: which days it offers, the slots of one day, the nearest free times. */
import { addDays, dayInIndiaOf, SCHEDULING, type Slot } from '@physio/shared-contracts';

/**
 * The first of the picker's days: today; for a session further ahead (moving a series' occurrence), the days
 * around its own day instead, from 6 days before it, never before today nor so late that the last day passes
 * the booking horizon (the API refuses such a range).
 */
export function pickerFirstDay(
  today: string,
  around?: string | null,
  count: number = SCHEDULING.pickerDays,
): string {
  if (!around) return today;
  const latest = addDays(today, SCHEDULING.bookingHorizonDays - count + 1);
  const wanted = addDays(around, -Math.floor((count - 1) / 2));
  return wanted < today ? today : wanted > latest ? latest : wanted;
}

/** The picker's row of day chips: `today` (or the first day of a window) and the days after it. */
export const pickerDays = (today: string, count: number = SCHEDULING.pickerDays): string[] =>
  Array.from({ length: count }, (_, i) => addDays(today, i));

/** The slots starting on `day` (India), earliest first. */
export const slotsOfDay = (slots: Slot[], day: string): Slot[] =>
  slots.filter((s) => dayInIndiaOf(s.start) === day).sort((a, b) => a.start.localeCompare(b.start));

/** The `count` free slots closest in time to `around` (a time that was just taken), in time order. */
export function nearestSlots(slots: Slot[], around: string, count = 3): Slot[] {
  const at = Date.parse(around);
  return [...slots]
    .sort((a, b) => Math.abs(Date.parse(a.start) - at) - Math.abs(Date.parse(b.start) - at))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export const sameSlot = (a: Pick<Slot, 'start' | 'doctor_id'>, b: Pick<Slot, 'start' | 'doctor_id'>) =>
  a.doctor_id === b.doctor_id && Date.parse(a.start) === Date.parse(b.start);
