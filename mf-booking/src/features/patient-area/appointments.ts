import { SCHEDULING, todayInIndia, type Appointment, type Order } from '@physio/shared-contracts';

/**
 * The patient's sessions: upcoming (scheduled and not over yet, or not dated yet) and past. Holds
 * (unpaid orders) are not sessions yet and show in neither.
 */
export function splitAppointments(appointments: Appointment[], now: Date) {
  const today = todayInIndia(now);
  const isUpcoming = (a: Appointment) =>
    a.status === 'scheduled' && (a.end ? Date.parse(a.end) > now.getTime() : !a.date || a.date >= today);
  const when = (a: Appointment) => a.start ?? a.date ?? '9999';
  const byTime = (a: Appointment, b: Appointment) => Date.parse(when(a)) - Date.parse(when(b)) || 0;
  const sessions = appointments.filter((a) => a.status !== 'held');
  return {
    upcoming: sessions.filter(isUpcoming).sort(byTime),
    past: sessions.filter((a) => !isUpcoming(a)).sort((a, b) => byTime(b, a)),
  };
}

/** Whether an online session's Join is open at `now`: from 10 minutes before the start until its end. */
export function canJoin(appointment: Pick<Appointment, 'start' | 'end' | 'join_url'>, now: number): boolean {
  if (!appointment.join_url || !appointment.start || !appointment.end) return false;
  const opens = Date.parse(appointment.start) - SCHEDULING.joinOpensMinutes * 60_000;
  return now >= opens && now < Date.parse(appointment.end);
}

export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  created: 'Awaiting payment',
  attempted: 'Payment not completed',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
};
