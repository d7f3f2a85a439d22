import { addDays, dayInIndiaOf, type Appointment } from '@physio/shared-contracts';

/** The Monday (YYYY-MM-DD) of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The 7 days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Dated sessions (not cancelled) of one day in India, earliest first. */
export const sessionsOfDay = (list: Appointment[], day: string): Appointment[] =>
  list
    .filter(
      (a) => a.start && a.status !== 'cancelled' && a.status !== 'held' && dayInIndiaOf(a.start) === day,
    )
    .sort((a, b) => Date.parse(a.start ?? '') - Date.parse(b.start ?? ''));
