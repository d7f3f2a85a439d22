import { useCallback, useState } from 'react';
import { InlineMessage, LoadView, useLoad, useNow } from '@physio/shared-ui';
import { splitSessions, todayInIndia, type Appointment } from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { AppointmentCard, AppointmentGrid } from './AppointmentCard';
import { DayView } from './DayView';
import { WeekView } from './WeekView';

export const APPOINTMENTS_FAILED = 'Could not load your appointments. Please try again.';

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

/**
 * The doctor's appointments: today and tomorrow first (the day's work), the week, then every upcoming session
 * (dated or still to be scheduled), the ones cancelled ahead of their time and the past ones — split by the one
 * rule both remotes use (shared-contracts splitSessions).
 */
export function AppointmentsTab({ doctorId }: { doctorId: string }) {
  const state = useLoad(doctorId, () =>
    api.appointments.ofDoctor({ query: { doctor_id: doctorId } }, APPOINTMENTS_FAILED),
  );
  // Sessions changed on this tab, as the server answered: shown in place (the week stays where it is).
  const [changed, setChanged] = useState<Record<string, Appointment>>({});
  // The list asked again after a series moved (several sessions at once), also in place; and what the move said.
  const [fresh, setFresh] = useState<Appointment[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const now = useNow();
  const { reload } = state;
  const seriesMoved = useCallback(
    async (message: string) => {
      setNotice(message);
      const again = await api.appointments.ofDoctor({ query: { doctor_id: doctorId } }, APPOINTMENTS_FAILED);
      setFresh(again.ok ? again.data : null);
      setChanged({});
      if (!again.ok) reload();
    },
    [doctorId, reload],
  );

  return (
    <LoadView load={state} loadingLabel="Loading appointments">
      {(data) => {
        const today = todayInIndia(new Date(now));
        const list = (fresh ?? data).map((a) => changed[a.id] ?? a);
        const { upcoming, past, cancelled } = splitSessions(list, now);
        if (list.length === 0) return <p>No appointments yet. New bookings will appear here.</p>;
        const actions = {
          onChanged: (a: Appointment) => {
            setNotice(null);
            setChanged((c) => ({ ...c, [a.id]: a }));
          },
          onSeriesMoved: (message: string) => void seriesMoved(message),
        };
        return (
          <>
            <h2>Appointments</h2>
            {notice && <InlineMessage tone="success">{notice}</InlineMessage>}
            <DayView list={list} today={today} actions={actions} />
            <WeekView list={list} today={today} actions={actions} />
            <Section title="Upcoming" list={upcoming} empty="No upcoming sessions." />
            {cancelled.length > 0 && <Section title="Cancelled ahead of time" list={cancelled} empty="" />}
            <Section title="Past" list={past} empty="No past appointments." />
          </>
        );
      }}
    </LoadView>
  );
}
