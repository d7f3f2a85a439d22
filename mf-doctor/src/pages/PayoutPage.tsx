import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, CardList, LoadFailure, Spinner, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { useDoctor } from '../features/profile/useDoctor';
import { api } from '@physio/shared-auth';
import { EarningsLedger } from '../features/payouts/EarningsLedger';
import { PayoutCard } from '../features/payouts/PayoutCard';

const Wrap = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;
const List = styled(CardList)`
  margin: ${({ theme }) => theme.space.md} 0;
`;

/** /doctor/:id/payout — payout history; each card opens its payment detail. */
export default function PayoutPage() {
  const { id = '' } = useParams();
  const doctor = useDoctor();
  useDocumentMeta({
    title: 'Payouts',
    description: 'Your PhysioCare payout history.',
    path: to.doctorPayout(id),
  });
  const state = useLoad(id, () =>
    api.payouts.history(
      { params: { doctorId: id }, query: { utr: 'any' } },
      'Could not load the payout history.',
    ),
  );
  const payouts = state.status === 'ready' ? (state.data ?? []) : [];
  // A pending transfer (no payment date yet) sorts by the earnings it covers.
  const when = (p: (typeof payouts)[number]) => p.payment_date_time ?? p.to_date_time;
  const sorted = [...payouts].sort((a, b) => when(b).localeCompare(when(a)));

  return (
    <Wrap aria-labelledby="payout-title">
      <h1 id="payout-title">Payout history</h1>
      {state.status === 'loading' && <Spinner label="Loading payouts" />}
      {state.status === 'error' && <LoadFailure message={state.message} retry={state.reload} />}
      {state.status === 'ready' && sorted.length === 0 && <p>No payouts yet.</p>}
      {sorted.length > 0 && (
        <List>
          {sorted.map((p) => (
            <li key={p.id}>
              <PayoutCard payout={p} doctorName={doctor?.name} />
            </li>
          ))}
        </List>
      )}
      <EarningsLedger doctorId={id} />
      <ButtonLink to={to.doctorProfile(id)} variant="ghost">
        ← Back to profile
      </ButtonLink>
    </Wrap>
  );
}
