import { SCHEDULING, type Appointment } from '@physio/shared-contracts';

/** Whether an online session's Join is open at `now`: from 10 minutes before the start until its end. */
export function canJoin(appointment: Pick<Appointment, 'start' | 'end' | 'join_url'>, now: number): boolean {
  if (!appointment.join_url || !appointment.start || !appointment.end) return false;
  const opens = Date.parse(appointment.start) - SCHEDULING.joinOpensMinutes * 60_000;
  return now >= opens && now < Date.parse(appointment.end);
}
