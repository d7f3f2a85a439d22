import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardList, DetailList, LoadView, useLoad } from '@physio/shared-ui';
import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  formatClock,
  formatDate,
  formatTimeOfDay,
  todayInIndia,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { splitAppointments } from './split';
import { WeekView } from './WeekView';

export const APPOINTMENTS_FAILED = 'Could not load your appointments. Please try again.';

export const AppointmentGrid = styled(CardList).attrs({ $min: '18rem' })`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;
const Details = styled(DetailList)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

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
          <dd>{a.start ? formatDate(a.start) : a.date ? formatDate(a.date) : 'To be scheduled'}</dd>
          <dt>Time</dt>
          <dd>
            {a.start && a.end
              ? `${formatClock(a.start)} – ${formatClock(a.end)}`
              : formatTimeOfDay(a.time_of_day)}
          </dd>
          <dt>Where</dt>
          <dd>{where}</dd>
          <dt>Sessions</dt>
          <dd>{a.sessions}</dd>
          <dt>Order</dt>
          <dd>{a.order_id ?? '—'}</dd>
          <dt>Status</dt>
          <dd>{APPOINTMENT_STATUS_LABELS[a.status]}</dd>
          {a.join_url && (
            <>
              <dt>Video</dt>
              <dd>
                <a href={a.join_url} target="_blank" rel="noopener noreferrer">
                  Video link
                </a>
              </dd>
            </>
          )}
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
  const state = useLoad(doctorId, () =>
    api.appointments.ofDoctor({ query: { doctor_id: doctorId } }, APPOINTMENTS_FAILED),
  );
  // Sessions changed on this tab, as the server answered: shown in place (the week stays where it is).
  const [changed, setChanged] = useState<Record<string, Appointment>>({});

  return (
    <LoadView load={state} loadingLabel="Loading appointments">
      {(data) => {
        const today = todayInIndia();
        const list = data.map((a) => changed[a.id] ?? a);
        const { upcoming, past } = splitAppointments(list, today);
        if (upcoming.length === 0 && past.length === 0) {
          return <p>No appointments yet. New bookings will appear here.</p>;
        }
        // Dated sessions live in the week view; Upcoming keeps those still to be given a time.
        const undated = upcoming.filter((a) => !a.start);
        return (
          <>
            <h2>Appointments</h2>
            <WeekView
              list={list}
              today={today}
              actions={{ onChanged: (a) => setChanged((c) => ({ ...c, [a.id]: a })) }}
            />
            <Section title="Upcoming" list={undated} empty="No sessions waiting for a time." />
            <Section title="Past" list={past} empty="No past appointments." />
          </>
        );
      }}
    </LoadView>
  );
}
