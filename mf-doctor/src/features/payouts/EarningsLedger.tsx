import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { LoadView, useLoad } from '@physio/shared-ui';
import { formatDate, formatPaise, sessionsOf, type LedgerEntry } from '@physio/shared-contracts';

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

/**
 * What a line is about, as the doctor knows it: "Meera Iyer · 3 online sessions · paid ₹1,347.30 · your 70 %", or
 * "Refund to Meera Iyer · 1 session · ₹449.10 refunded · your 70 %"; a line without an order of ours (the demo's
 * history) keeps its order id.
 */
export function ledgerLineText(e: LedgerEntry): string {
  if (!e.patient_name) return `${e.kind === 'refund' ? 'Refund' : 'Order'} ${e.order_id}`;
  const share = e.share_percent !== undefined ? ` · your ${e.share_percent} %` : '';
  if (e.kind === 'refund') {
    const n = e.refunded_sessions ?? 0;
    return `Refund to ${e.patient_name} · ${n} ${n === 1 ? 'session' : 'sessions'} · ${formatPaise(e.gross ?? 0)} refunded${share}`;
  }
  const what = e.sessions && e.mode ? sessionsOf(e.sessions, e.mode) : 'sessions';
  return `${e.patient_name} · ${what} · paid ${formatPaise(e.gross ?? 0)}${share}`;
}

function EntryLine({ entry }: { entry: LedgerEntry }) {
  const refund = entry.kind === 'refund';
  return (
    <Line $refund={refund}>
      <span>
        {formatDate(entry.created_at)} · {ledgerLineText(entry)}
      </span>
      <strong>{formatPaise(entry.amount)}</strong>
      <span>{entry.payout_id ? 'Paid out' : 'In the balance'}</span>
    </Line>
  );
}

/** Ledger lines, newest first (the earnings page, a payout's detail). */
export function LedgerLines({ entries, label }: { entries: LedgerEntry[]; label: string }) {
  return (
    <Lines aria-label={label}>
      {entries.map((e) => (
        <EntryLine key={e.id} entry={e} />
      ))}
    </Lines>
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
              <LedgerLines entries={entries} label="Earnings lines" />
            </>
          )
        }
      </LoadView>
    </section>
  );
}
