import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Card, CardList, Spinner, useMessages } from '@physio/shared-ui';
import { formatClock, type Appointment } from '@physio/shared-contracts';
import { useSessionWords } from '../../lib/sessionWords';
import { patientAreaCatalog } from './patientAreaMessages';
import { CalendarButton } from './CalendarButton';
import { JoinButton } from './JoinButton';

/** Join and Add to calendar side by side, wrapping with a gap on narrow screens. */
const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

// Reschedule and Cancel (slot picker, dialog, clinic contact) load after the sessions are shown.
const SessionChanges = lazy(() => import('./SessionChanges').then((m) => ({ default: m.SessionChanges })));
const SeriesChanges = lazy(() => import('./SeriesChanges').then((m) => ({ default: m.SeriesChanges })));
const SeriesMove = lazy(() => import('./SeriesChanges').then((m) => ({ default: m.SeriesMove })));

function When({ appointment }: { appointment: Appointment }) {
  const { start, end, date, time_of_day } = appointment;
  const t = useMessages(patientAreaCatalog);
  const words = useSessionWords();
  if (start && end)
    return (
      <strong>
        {words.date(start)}, {formatClock(start)} – {formatClock(end)} (IST)
      </strong>
    );
  return (
    <>
      <strong>{date ? words.date(date) : t('dateTbc')}</strong>
      {time_of_day && <span>, {words.timeOfDay(time_of_day)}</span>}
    </>
  );
}

/**
 * One list of sessions, or a line saying there are none: each with its state (completed, no-show,
 * cancelled) and the doctor's reason when the doctor moved or cancelled it. Upcoming dated ones offer
 * Join and Add to calendar, and Reschedule and Cancel when `onChanged` is given (the patient's own list).
 */
export function AppointmentList({
  rows,
  empty,
  upcoming = false,
  onChanged,
}: {
  rows: Appointment[];
  empty: string;
  upcoming?: boolean;
  /** After a change, with what to tell the patient (the page loads the sessions again). */
  onChanged?: (message?: string) => void;
}) {
  const t = useMessages(patientAreaCatalog);
  const words = useSessionWords();
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <CardList>
      {rows.map((appointment) => {
        const note = words.doctorChangeNote(appointment.last_change);
        return (
          <li key={appointment.id}>
            <Card>
              <When appointment={appointment} />
              {appointment.dependant && (
                <p>{t('forWhom', { name: words.dependant(appointment.dependant) })}</p>
              )}
              {appointment.doctor_name && <p>{t('withDoctor', { doctor: appointment.doctor_name })}</p>}
              <p>
                {words.place(appointment)}
                {appointment.status !== 'scheduled'
                  ? ` · ${words.appointmentStatus(appointment.status)}`
                  : ''}
              </p>
              {appointment.series && <p>{words.seriesMark(appointment)}</p>}
              {note && <p>{note}</p>}
              {upcoming && appointment.start && appointment.status === 'scheduled' && (
                <Actions>
                  <JoinButton appointment={appointment} />
                  <CalendarButton appointmentId={appointment.id} />
                </Actions>
              )}
              {upcoming && onChanged && appointment.start && appointment.status === 'scheduled' && (
                <Suspense fallback={null}>
                  <SessionChanges
                    appointment={appointment}
                    onChanged={onChanged}
                    moveFlow={
                      appointment.series
                        ? (close) => (
                            <Suspense fallback={<Spinner label={t('loading')} />}>
                              <SeriesMove appointment={appointment} onChanged={onChanged} onClose={close} />
                            </Suspense>
                          )
                        : undefined
                    }
                  />
                  {appointment.series && <SeriesChanges appointment={appointment} onChanged={onChanged} />}
                </Suspense>
              )}
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}
