import type { Appointment, Order } from '@physio/shared-contracts';

export interface AppointmentRow {
  appointment: Appointment;
  order: Order;
}

/** Appointments of paid orders: upcoming (scheduled, today or later, or not dated yet) and past. */
export function splitAppointments(orders: Order[], today: string) {
  const rows: AppointmentRow[] = orders
    .filter((order) => order.status === 'paid' && order.appointment)
    .map((order) => ({ order, appointment: order.appointment as Appointment }));
  const isUpcoming = ({ appointment }: AppointmentRow) =>
    appointment.status === 'scheduled' && (!appointment.date || appointment.date >= today);
  const byDate = (a: AppointmentRow, b: AppointmentRow) =>
    (a.appointment.date ?? '9999').localeCompare(b.appointment.date ?? '9999');
  return {
    upcoming: rows.filter(isUpcoming).sort(byDate),
    past: rows.filter((r) => !isUpcoming(r)).sort((a, b) => byDate(b, a)),
  };
}

export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  created: 'Awaiting payment',
  attempted: 'Payment not completed',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
};
