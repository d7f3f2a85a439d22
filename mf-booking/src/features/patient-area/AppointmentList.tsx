import styled from 'styled-components';
import { Card, CardList } from '@physio/shared-ui';
import { formatClock, formatDate, formatTimeOfDay, type Appointment } from '@physio/shared-contracts';
import { CalendarButton } from './CalendarButton';
import { JoinButton } from './JoinButton';

/** Join and Add to calendar side by side, wrapping with a gap on narrow screens. */
const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

function When({ appointment }: { appointment: Appointment }) {
  const { start, end, date, time_of_day } = appointment;
  if (start && end)
    return (
      <strong>
        {formatDate(start)}, {formatClock(start)} – {formatClock(end)} (IST)
      </strong>
    );
  return (
    <>
      <strong>{date ? formatDate(date) : 'Date to be confirmed'}</strong>
      {time_of_day && <span>, {formatTimeOfDay(time_of_day)}</span>}
    </>
  );
}

/** One list of sessions, or a line saying there are none; upcoming dated ones offer Join and Add to calendar. */
export function AppointmentList({
  rows,
  empty,
  upcoming = false,
}: {
  rows: Appointment[];
  empty: string;
  upcoming?: boolean;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <CardList>
      {rows.map((appointment) => (
        <li key={appointment.id}>
          <Card>
            <When appointment={appointment} />
            {appointment.doctor_name && <p>With {appointment.doctor_name}</p>}
            <p>
              {appointment.mode === 'home' ? `Home visit: ${appointment.address ?? ''}` : 'Online session'} ·{' '}
              {appointment.sessions} {appointment.sessions === 1 ? 'session' : 'sessions'}
              {appointment.status !== 'scheduled' ? ` · ${appointment.status}` : ''}
            </p>
            {upcoming && appointment.start && (
              <Actions>
                <JoinButton appointment={appointment} />
                <CalendarButton appointmentId={appointment.id} />
              </Actions>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}
