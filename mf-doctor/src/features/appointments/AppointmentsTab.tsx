import styled from 'styled-components';
import { Card, CardList, DetailList, LoadFailure, Spinner, useLoad } from '@physio/shared-ui';
import type { Appointment } from '@physio/shared-contracts';
import { formatDate, formatTimeOfDay, todayInIndia } from '@physio/shared-contracts';
import { fetchDoctorAppointments } from './api';
import { splitAppointments } from './split';

export const AppointmentGrid = styled(CardList).attrs({ $min: '18rem' })`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;
const Details = styled(DetailList)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

const STATUS_LABEL: Record<Appointment['status'], string> = {
  held: 'Held',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

export function AppointmentCard({ a, headingLevel = 4 }: { a: Appointment; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const where =
    a.mode === 'home'
      ? `Home visit${a.address ? `: ${a.address}${a.pincode ? ` - ${a.pincode}` : ''}` : ''}`
      : 'Online session';
  return (
    <li>
      <Card>
        <Heading style={{ margin: 0 }}>{a.patient_name}</Heading>
        <Details>
          <dt>Date</dt>
          <dd>{a.date ? formatDate(a.date) : 'To be scheduled'}</dd>
          <dt>Time</dt>
          <dd>{formatTimeOfDay(a.time_of_day)}</dd>
          <dt>Where</dt>
          <dd>{where}</dd>
          <dt>Sessions</dt>
          <dd>{a.sessions}</dd>
          <dt>Order</dt>
          <dd>{a.order_id ?? '—'}</dd>
          <dt>Status</dt>
          <dd>{STATUS_LABEL[a.status]}</dd>
        </Details>
      </Card>
    </li>
  );
}

function Section({ title, list, empty }: { title: string; list: Appointment[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {list.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <AppointmentGrid>
          {list.map((a) => (
            <AppointmentCard key={a.id} a={a} />
          ))}
        </AppointmentGrid>
      )}
    </section>
  );
}

export function AppointmentsTab({ doctorId }: { doctorId: string }) {
  const state = useLoad(doctorId, () => fetchDoctorAppointments(doctorId));

  if (state.status === 'loading') return <Spinner label="Loading appointments" />;
  if (state.status === 'error') {
    return <LoadFailure message={state.message} retry={state.reload} />;
  }
  const { upcoming, past } = splitAppointments(state.data ?? [], todayInIndia());
  if (upcoming.length === 0 && past.length === 0) {
    return <p>No appointments yet. New bookings will appear here.</p>;
  }
  return (
    <>
      <h2>Appointments</h2>
      <Section title="Upcoming" list={upcoming} empty="No upcoming appointments." />
      <Section title="Past" list={past} empty="No past appointments." />
    </>
  );
}
