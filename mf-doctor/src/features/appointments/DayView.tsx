import { to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@physio/shared-ui';
import {
  addDays,
  formatDayShort,
  formatPhone,
  holderContact,
  placeLabel,
  treatedName,
  type Appointment,
} from '@physio/shared-contracts';
import {
  SessionActions,
  sessionState,
  SessionTimes,
  SessionVideoLink,
  type WeekActions,
} from './sessionParts';
import { sessionsOfDay } from './week';

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
const Session = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: break-word;
  p {
    margin: 0;
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DaySession({ a, actions }: { a: Appointment; actions?: WeekActions }) {
  return (
    <Session>
      <p>
        <SessionTimes a={a} />
        {sessionState(a) ? ` · ${sessionState(a)}` : ''}
      </p>
      <p>
        <Link to={to.patientBookings(a.patient_id)}>{treatedName(a)}</Link>
        {a.dependant && ` · ${holderContact(a)}`}
        {a.patient_mobile && (
          <>
            {' · '}
            <a href={`tel:+91${a.patient_mobile}`}>{formatPhone(a.patient_mobile)}</a>
          </>
        )}
      </p>
      {a.problem && <Muted>{a.problem}</Muted>}
      <p>{placeLabel(a)}</p>
      <SessionVideoLink a={a}>Join the video session</SessionVideoLink>
      <SessionActions a={a} actions={actions} />
    </Session>
  );
}

/**
 * Today and tomorrow at a glance: each session's time, the patient (a link to their page) and phone, the
 * problem they booked for, online or the home visit's address, and what the doctor may do with it now.
 */
export function DayView({
  list,
  today,
  actions,
}: {
  list: Appointment[];
  today: string;
  actions?: WeekActions;
}) {
  const days = [
    { day: today, label: 'Today' },
    { day: addDays(today, 1), label: 'Tomorrow' },
  ];
  return (
    <Days>
      {days.map(({ day, label }) => {
        const sessions = sessionsOfDay(list, day);
        return (
          <section key={day} aria-label={`${label}, ${formatDayShort(day)}`}>
            <h3>
              {label}, {formatDayShort(day)}
            </h3>
            {sessions.length === 0 ? (
              <Muted>No sessions {label.toLowerCase()}.</Muted>
            ) : (
              <ol>
                {sessions.map((a) => (
                  <DaySession key={a.id} a={a} actions={actions} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </Days>
  );
}
