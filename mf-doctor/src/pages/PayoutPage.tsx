import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Spinner, useDocumentMeta } from '@physio/shared-ui';
import { Failure } from '../lib/Failure';
import { useAsync } from '../lib/useAsync';
import { useDoctor } from '../lib/useDoctor';
import { api } from '@physio/shared-auth';
import { PayoutCard } from '../features/payouts/PayoutCard';

const Wrap = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0;
  display: grid;
  gap: 0.75rem;
`;

/** /doctor/:id/payout — payout history; each card opens its payment detail. */
export default function PayoutPage() {
  const { id = '' } = useParams();
  const doctor = useDoctor();
  useDocumentMeta({
    title: 'Payouts',
    description: 'Your PhysioCare payout history.',
    path: `/doctor/${id}/payout`,
  });
  const [state, reload] = useAsync(
    () =>
      api.payouts.history(
        { params: { doctorId: id }, query: { utr: 'any' } },
        'Could not load the payout history.',
      ),
    id,
  );
  const payouts = state.status === 'ready' ? (state.data ?? []) : [];
  const sorted = [...payouts].sort((a, b) =>
    (b.payment_date_time ?? '').localeCompare(a.payment_date_time ?? ''),
  );

  return (
    <Wrap aria-labelledby="payout-title">
      <h1 id="payout-title">Payout history</h1>
      {state.status === 'loading' && <Spinner label="Loading payouts" />}
      {state.status === 'error' && <Failure message={state.message} retry={reload} />}
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
      <ButtonLink to={`/doctor/profile/${id}`} variant="ghost">
        ← Back to profile
      </ButtonLink>
    </Wrap>
  );
}
