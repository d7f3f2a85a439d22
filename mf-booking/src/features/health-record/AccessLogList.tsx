import styled from 'styled-components';
import { formatDateTime, type AccessLogEntry } from '@physio/shared-contracts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const WHAT: Record<AccessLogEntry['record'], Record<AccessLogEntry['action'], string>> = {
  intake: { read: 'Read your intake answers', write: 'Saved your intake answers' },
  notes: { read: 'Read your session notes', write: 'Wrote a session note' },
  note: { read: 'Read a session note', write: 'Wrote or signed a session note' },
  exercises: { read: 'Read your home exercises', write: 'Changed your home exercises or their log' },
  scores: { read: 'Read your progress scores', write: 'Recorded a progress score or pain rating' },
};

/** Who read or wrote the patient's record, newest first; or a clear empty state. */
export function AccessLogList({ entries }: { entries: AccessLogEntry[] }) {
  if (entries.length === 0) return <p>Nobody has opened your health record yet.</p>;
  return (
    <Table>
      <caption className="visually-hidden">Who has seen or changed your health record</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={`${e.at}-${i}`}>
            <td>{formatDateTime(e.at)}</td>
            <td>{e.actor_role === 'patient' ? 'You' : e.actor_name}</td>
            <td>{WHAT[e.record][e.action]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
