import styled from 'styled-components';
import { formatDateTime, type AccessLogEntry } from '@physio/shared-contracts';
import { useLocale, useMessages } from '@physio/shared-ui';
import { healthCatalog } from './healthMessages';

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

/** Who read or wrote the patient's record, newest first; or a clear empty state. */
export function AccessLogList({ entries }: { entries: AccessLogEntry[] }) {
  const t = useMessages(healthCatalog);
  const locale = useLocale();
  if (entries.length === 0) return <p>{t('noAccess')}</p>;
  return (
    <Table>
      <caption className="visually-hidden">{t('accessCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('when')}</th>
          <th scope="col">{t('who')}</th>
          <th scope="col">{t('what')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={`${e.at}-${i}`}>
            <td>{formatDateTime(e.at, locale)}</td>
            <td>{e.actor_role === 'patient' ? t('you') : e.actor_name}</td>
            <td>{t(`${e.record}_${e.action}`)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
