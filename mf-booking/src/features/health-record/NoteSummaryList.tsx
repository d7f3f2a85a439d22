import styled from 'styled-components';
import { formatDateTime, type NoteSummary } from '@physio/shared-contracts';
import { Card, CardList, useLocale, useMessages } from '@physio/shared-ui';
import { healthCatalog } from './healthMessages';

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** What the physiotherapist wrote for the patient after each session: the summary, and the plan when shared. */
export function NoteSummaryList({ notes }: { notes: NoteSummary[] }) {
  const t = useMessages(healthCatalog);
  const locale = useLocale();
  if (notes.length === 0) return <p>{t('noNotes')}</p>;
  return (
    <CardList aria-label={t('notes')}>
      {notes.map((n) => (
        <li key={n.id}>
          <Card>
            <h3 style={{ margin: 0 }}>{formatDateTime(n.signed_at, locale)}</h3>
            <p style={{ margin: '0 0 0.5rem' }}>{n.doctor_name}</p>
            {n.dependant && (
              <p style={{ margin: '0 0 0.5rem' }}>{t('forPerson', { name: n.dependant.name })}</p>
            )}
            <Text>{n.summary || t('noSummary')}</Text>
            {n.plan && (
              <>
                <h4 style={{ margin: '0.75rem 0 0.25rem' }}>{t('yourPlan')}</h4>
                <Text>{n.plan}</Text>
              </>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}
