/** Pure helpers of the slot picker: which days it offers, the slots of one day, the nearest free times. */
import { addDays, dayInIndiaOf, SCHEDULING, type Slot } from '@physio/shared-contracts';

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
