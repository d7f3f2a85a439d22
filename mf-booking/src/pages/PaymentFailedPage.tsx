import { PATHS } from '@physio/shared-contracts/paths';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@physio/shared-auth';
import { ButtonLink, InlineMessage, Stack, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { formatClockIst, formatDate, MESSAGES, type Order } from '@physio/shared-contracts';
import { BookingSummary } from '../features/booking-form/BookingSummary';
import { PayButton, readFailedPayment, useCheckout, type FailedPayment } from '../features/checkout';
import { ResultLayout } from '../features/result';
import { readBookingState, readPhysioState } from '../lib/navigationState';

/** Only same-site paths are followed (the value comes from the URL). */
const safePath = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : PATHS.booking;

/** Orders the checkout can still take: not paid, not expired. */
const payable = (order: Order | null) =>
  !order || order.status === 'created' || order.status === 'attempted' || order.status === 'failed';

/** What was being paid for, as it was kept: the booking draft or the treatment plan. */
function KeptBooking({ failed, order }: { failed: FailedPayment; order: Order | null }) {
  const booking = readBookingState(failed.back.state);
  const plan = readPhysioState(failed.back.state);
  const held = order?.appointment?.status === 'held' ? order.appointment : null;
  return (
    <>
      <p>Nothing was charged. Your booking is kept, and you can pay for it again:</p>
      {booking && <BookingSummary booking={booking} withContact={false} />}
      {plan && (
        <p>
          Treatment plan for {plan.patient.name}: {plan.patient.sessions} session
          {plan.patient.sessions === 1 ? '' : 's'}.
        </p>
      )}
      {held?.start && held.hold_expires_at && (
        <p>
          {booking?.slot ? 'This time' : `${formatDate(held.start)}, ${formatClockIst(held.start)}`} is held
          for you until {formatClockIst(held.hold_expires_at)}.
        </p>
      )}
    </>
  );
}

/** A payment that failed in the checkout: the provider's reason, the booking kept, the same order again in one tap. */
function RetryPayment({ failed, retryPath }: { failed: FailedPayment; retryPath: string }) {
  const navigate = useNavigate();
  const checkout = useCheckout({ retryPath, back: failed.back });
  const loaded = useLoad(failed.order.id, () =>
    api.orders.get({ params: { id: failed.order.id } }, 'Could not load your order'),
  );
  const order = loaded.status === 'ready' ? loaded.data : null;
  const goBack = () => navigate(failed.back.pathname, { state: failed.back.state });

  if (order?.status === 'paid')
    return (
      <>
        <InlineMessage tone="success">
          This order was paid after all: your booking is confirmed.
        </InlineMessage>
        <ButtonLink to={PATHS.paymentSuccess + `?order_id=${encodeURIComponent(order.id)}`}>
          See your booking
        </ButtonLink>
      </>
    );
  const again = payable(order);
  return (
    <Stack>
      {failed.reason && <InlineMessage tone="error">{failed.reason}</InlineMessage>}
      <KeptBooking failed={failed} order={order} />
      {again ? (
        <PayButton stage={checkout.stage} onPay={() => void checkout.retry(failed)} label="Try again" />
      ) : (
        <>
          <p>This payment has expired. Start it again from your booking.</p>
          <PayButton stage="idle" onPay={goBack} label="Try again" />
        </>
      )}
      <Link to={failed.back.pathname} state={failed.back.state}>
        Change the booking
      </Link>
      <Link to={PATHS.home}>Go to Home</Link>
    </Stack>
  );
}

export default function PaymentFailedPage() {
  useDocumentMeta({
    title: 'Payment failed | PhysioCare',
    description: 'The payment did not go through.',
    path: PATHS.paymentFailed,
  });
  const [search] = useSearchParams();
  const failed = readFailedPayment(useLocation().state);
  const retry = safePath(search.get('retry'));
  return (
    <ResultLayout title={MESSAGES.paymentFailed}>
      {failed ? (
        <RetryPayment failed={failed} retryPath={retry} />
      ) : (
        <>
          <p>Your payment did not go through. Nothing is booked yet: you can try again.</p>
          <Stack>
            <ButtonLink to={retry}>Try again</ButtonLink>
            <Link to={PATHS.home}>Go to Home</Link>
          </Stack>
        </>
      )}
    </ResultLayout>
  );
}
