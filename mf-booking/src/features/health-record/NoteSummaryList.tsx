import styled from 'styled-components';
import { formatDateTime, type NoteSummary } from '@physio/shared-contracts';
import { Card, CardList } from '@physio/shared-ui';

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** What the physiotherapist wrote for the patient after each session: the summary, and the plan when shared. */
export function NoteSummaryList({ notes }: { notes: NoteSummary[] }) {
  if (notes.length === 0)
    return <p>No session notes yet. Your physiotherapist adds a summary here after each session.</p>;
  return (
    <CardList aria-label="Session notes">
      {notes.map((n) => (
        <li key={n.id}>
          <Card>
            <h3 style={{ margin: 0 }}>{formatDateTime(n.signed_at)}</h3>
            <p style={{ margin: '0 0 0.5rem' }}>{n.doctor_name}</p>
            <Text>{n.summary || 'No summary was written for this session.'}</Text>
            {n.plan && (
              <>
                <h4 style={{ margin: '0.75rem 0 0.25rem' }}>Your plan</h4>
                <Text>{n.plan}</Text>
              </>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}
