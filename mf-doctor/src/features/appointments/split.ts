import type { Appointment } from '@physio/shared-contracts';

const ORDER = { morning: 0, afternoon: 1, evening: 2 } as const;
const slot = (a: Appointment) => `${a.date ?? '9999-12-31'}-${a.time_of_day ? ORDER[a.time_of_day] : 3}`;

/**
 * Upcoming: scheduled for today or later, or not yet dated (soonest first).
 * Past: earlier dates, completed or cancelled (most recent first).
 */
export function splitAppointments(list: Appointment[], today: string) {
  const upcoming: Appointment[] = [];
  const past: Appointment[] = [];
  for (const a of list) {
    const isPast = a.status !== 'scheduled' || (a.date !== null && a.date < today);
    (isPast ? past : upcoming).push(a);
  }
  upcoming.sort((a, b) => slot(a).localeCompare(slot(b)));
  past.sort((a, b) => slot(b).localeCompare(slot(a)));
  return { upcoming, past };
}
