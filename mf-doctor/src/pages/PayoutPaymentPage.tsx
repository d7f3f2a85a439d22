import { PATHS, to } from '@physio/shared-contracts/paths';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  InlineMessage,
  LoadFailure,
  LoadView,
  Spinner,
  useDocumentMeta,
  useLoad,
  DetailList,
} from '@physio/shared-ui';
import { formatRupees, type Payout, formatDate, formatDateTime } from '@physio/shared-contracts';
import { api, type Result } from '@physio/shared-auth';
import { useDoctor } from '../features/profile/useDoctor';
import { LedgerLines } from '../features/payouts/EarningsLedger';
import { readPayoutState } from '../features/payouts/navigation';

const Wrap = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: grid;
  gap: 1rem;
`;

/** What the payout paid for: the earnings lines it settled (orders' shares, refunds netted). */
function SettledLines({ doctorId, payoutId }: { doctorId: string; payoutId: string }) {
  const lines = useLoad(`${doctorId}|${payoutId}`, () =>
    api.ledger.ofPayout({ params: { id: doctorId, payoutId } }, 'Could not load what this payout covered.'),
  );
  return (
    <section aria-labelledby="settled-title">
      <h2 id="settled-title">What this payout covered</h2>
      <LoadView load={lines} loadingLabel="Loading the lines of this payout">
        {(entries) =>
          entries.length === 0 ? (
            <p>No earnings lines are recorded for this payout.</p>
          ) : (
            <LedgerLines entries={entries} label="Lines of this payout" />
          )
        }
      </LoadView>
    </section>
  );
}

/**
 * The payout comes from navigation state; a reload or a shared link falls back to `?id=`, looked up in
 * the logged-in doctor's payout history.
 */
export default function PayoutPaymentPage() {
  const { state: navState } = useLocation();
  const [params] = useSearchParams();
  const doctor = useDoctor();
  const fromState = readPayoutState(navState);
  const wantedId = params.get('id') ?? '';
  useDocumentMeta({
    title: 'Payout payment',
    description: 'Payment details of a payout.',
    path: PATHS.payoutPayment,
  });

  const lookup = useLoad<Payout | null>(
    `${fromState?.payout.id ?? ''}|${wantedId}|${doctor?.id ?? ''}`,
    async (): Promise<Result<Payout | null>> => {
      if (fromState) return { ok: true, data: fromState.payout };
      if (!doctor || !wantedId) return { ok: true, data: null };
      const res = await api.payouts.history(
        { params: { doctorId: doctor.id }, query: { utr: 'any' } },
        'Could not load the payout history.',
      );
      if (!res.ok) return res;
      return { ok: true, data: (res.data ?? []).find((p) => p.id === wantedId) ?? null };
    },
  );

  const doctorName = fromState?.doctorName ?? doctor?.name ?? '—';

  return (
    <Wrap aria-labelledby="payment-title">
      <h1 id="payment-title">Payment details</h1>
      {lookup.status === 'loading' && <Spinner label="Loading payment" />}
      {lookup.status === 'error' && <LoadFailure message={lookup.message} retry={lookup.reload} />}
      {lookup.status === 'ready' && !lookup.data && (
        <InlineMessage tone="info">
          This payment could not be found. Open it from your payout history.
        </InlineMessage>
      )}
      {lookup.status === 'ready' && lookup.data && (
        <Card>
          <DetailList>
            <dt>Doctor</dt>
            <dd>{doctorName}</dd>
            <dt>Amount</dt>
            <dd>{formatRupees(lookup.data.payable_amount)}</dd>
            <dt>Date</dt>
            <dd>{formatDate(lookup.data.to_date_time)}</dd>
            <dt>Paid on</dt>
            <dd>
              {lookup.data.status === 'paid'
                ? formatDateTime(lookup.data.payment_date_time)
                : 'Not yet: the bank transfer is pending'}
            </dd>
            <dt>UTR (transaction reference)</dt>
            <dd>{lookup.data.utr ?? 'Given once the transfer is made'}</dd>
            <dt>Razorpay id</dt>
            <dd>{lookup.data.razorpay_id || '—'}</dd>
          </DetailList>
        </Card>
      )}
      {lookup.status === 'ready' && lookup.data && doctor && (
        <SettledLines doctorId={doctor.id} payoutId={lookup.data.id} />
      )}
      {doctor && (
        <ButtonLink to={to.doctorPayout(doctor.id)} variant="ghost">
          ← Back to payouts
        </ButtonLink>
      )}
    </Wrap>
  );
}
