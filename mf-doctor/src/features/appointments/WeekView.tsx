import { useState } from 'react';
import styled from 'styled-components';
import { Button, media } from '@physio/shared-ui';
import {
  formatDate,
  formatDayShort,
  placeLabel,
  seriesMark,
  type Appointment,
  addDays,
  holderContact,
  treatedName,
} from '@physio/shared-contracts';
import {
  SessionActions,
  sessionState,
  SessionTimes,
  SessionVideoLink,
  type WeekActions,
} from './sessionParts';
import { mondayOf, sessionsOfDay, weekDays } from './week';

/** One column per day on wide screens; a list of days on phones (the same markup). */
const Days = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* Seven columns once each is wide enough for a session's buttons (Reschedule whole), from 1024 px. */
  ${media.lg} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  /* "No sessions" and a day's sessions end alike, so the days of the phone list are evenly spaced. */
  > li > p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
const Entry = styled.li`
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  padding-left: ${({ theme }) => theme.space.xs};
  /* Long addresses wrap between words, or inside one only when it cannot fit a line ("Resched/ule" never). */
  overflow-wrap: break-word;
  min-width: 0;
  p {
    margin: 0;
  }
`;
const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

function Session({ a, actions }: { a: Appointment; actions?: WeekActions }) {
  return (
    <Entry>
      <p>
        <SessionTimes a={a} />
      </p>
      <p>{treatedName(a)}</p>
      {a.dependant && <p>{holderContact(a)}</p>}
      {a.series && <p>{seriesMark(a)}</p>}
      <p>{placeLabel(a)}</p>
      <SessionVideoLink a={a}>Video link</SessionVideoLink>
      {sessionState(a) && <p>{sessionState(a)}</p>}
      <SessionActions a={a} actions={actions} />
    </Entry>
  );
}

/** The doctor's dated sessions, a week at a time (Monday to Sunday, India time). */
export function WeekView({
  list,
  today,
  actions,
}: {
  list: Appointment[];
  today: string;
  actions?: WeekActions;
}) {
  const [monday, setMonday] = useState(() => mondayOf(today));
  const days = weekDays(monday);
  const label = `Week of ${formatDate(monday)}`;
  return (
    <section aria-label="This week">
      <Nav>
        <h3 style={{ margin: 0 }}>{label}</h3>
        <Button type="button" variant="ghost" onClick={() => setMonday(addDays(monday, -7))}>
          Previous week
        </Button>
        <Button type="button" variant="ghost" onClick={() => setMonday(addDays(monday, 7))}>
          Next week
        </Button>
      </Nav>
      <Days>
        {days.map((day) => {
          const sessions = sessionsOfDay(list, day);
          return (
            <li key={day} aria-label={formatDate(day)} aria-current={day === today ? 'date' : undefined}>
              <h4>{formatDayShort(day)}</h4>
              {sessions.length === 0 ? (
                <p>No sessions</p>
              ) : (
                <ul>
                  {sessions.map((a) => (
                    <Session key={a.id} a={a} actions={actions} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </Days>
    </section>
  );
}
