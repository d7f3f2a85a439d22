import styled from 'styled-components';
import type { DataRequest } from '@physio/shared-contracts';
import { useSessionWords } from '../../lib/sessionWords';
import { usePrivacyTexts } from './privacyMessages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;
const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Your requests: each data-rights request with its outcome, newest first. */
export function RequestList({ requests }: { requests: DataRequest[] }) {
  const t = usePrivacyTexts();
  const { dateTime } = useSessionWords();
  if (requests.length === 0) return <p>{t.area.requestsEmpty}</p>;
  return (
    <List aria-label={t.area.requestsTitle}>
      {requests.map((r) => (
        <li key={r.id}>
          <strong>{t.kinds[r.kind]}</strong>
          {t.outcomes[r.outcome]}: {r.detail}
          <Meta>{dateTime(r.at)}</Meta>
        </li>
      ))}
    </List>
  );
}
