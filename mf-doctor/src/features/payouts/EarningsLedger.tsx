import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { LoadView, useLoad } from '@physio/shared-ui';
import { formatDate, formatPaise, type LedgerEntry } from '@physio/shared-contracts';

const Lines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const Line = styled.li<{ $refund: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $refund }) => ($refund ? theme.colors.error : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme, $refund }) => ($refund ? theme.colors.error : theme.colors.text)};
  }
`;

/** What is still part of the balance (lines no payout settled yet), in paise. */
export const unpaidBalance = (entries: LedgerEntry[]): number =>
  entries.filter((e) => e.payout_id === null).reduce((sum, e) => sum + e.amount, 0);

function EntryLine({ entry }: { entry: LedgerEntry }) {
  const refund = entry.kind === 'refund';
  return (
    <Line $refund={refund}>
      <span>
        {formatDate(entry.created_at)} · {refund ? 'Refund' : 'Order'} {entry.order_id}
      </span>
      <strong>{formatPaise(entry.amount)}</strong>
      <span>{entry.payout_id ? 'Paid out' : 'In the balance'}</span>
    </Line>
  );
}

/**
 * The doctor's earnings lines, newest first: each paid order's share, and each refund taking its share
 * back as a negative line (history is never edited), with the balance still to be paid.
 */
export function EarningsLedger({ doctorId }: { doctorId: string }) {
  const load = useLoad(doctorId, () =>
    api.ledger.ofDoctor({ params: { id: doctorId } }, 'Could not load your earnings.'),
  );
  return (
    <section aria-labelledby="earnings-title">
      <h2 id="earnings-title">Earnings</h2>
      <LoadView load={load} loadingLabel="Loading earnings">
        {(entries) =>
          entries.length === 0 ? (
            <p>No earnings yet.</p>
          ) : (
            <>
              <p>
                Balance to be paid: <strong>{formatPaise(unpaidBalance(entries))}</strong>
              </p>
              <Lines aria-label="Earnings lines">
                {entries.map((e) => (
                  <EntryLine key={e.id} entry={e} />
                ))}
              </Lines>
            </>
          )
        }
      </LoadView>
    </section>
  );
}
