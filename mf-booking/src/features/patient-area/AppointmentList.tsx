import { Card, CardList } from '@physio/shared-ui';
import { formatDate, formatTimeOfDay } from '@physio/shared-contracts';
import type { AppointmentRow } from './appointments';

/** One list of appointments, or a line saying there are none. */
export function AppointmentList({ rows, empty }: { rows: AppointmentRow[]; empty: string }) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <CardList>
      {rows.map(({ appointment, order }) => (
        <li key={appointment.id}>
          <Card>
            <strong>{appointment.date ? formatDate(appointment.date) : 'Date to be confirmed'}</strong>
            {appointment.time_of_day && <span>, {formatTimeOfDay(appointment.time_of_day)}</span>}
            <p>
              {appointment.mode === 'home' ? `Home visit: ${appointment.address ?? ''}` : 'Online session'} ·{' '}
              {appointment.sessions} {appointment.sessions === 1 ? 'session' : 'sessions'}
              {order.description ? ` · ${order.description}` : ''}
              {appointment.status !== 'scheduled' ? ` · ${appointment.status}` : ''}
            </p>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
