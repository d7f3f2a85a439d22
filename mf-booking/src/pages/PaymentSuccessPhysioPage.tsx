import { api } from '@physio/shared-auth';
import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { InlineMessage, Spinner, useDocumentMeta, useLoad, DetailList } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS, formatPaise } from '@physio/shared-contracts';
import { RedirectHome, ResultLayout } from '../features/result';

export default function PaymentSuccessPhysioPage() {
  useDocumentMeta({
    title: 'Payment successful | PhysioCare',
    description: 'Your treatment plan is paid.',
    path: PATHS.paymentSuccessPhysio,
  });
  const [search] = useSearchParams();
  const orderId = search.get('order_id');
  const order = useLoad(orderId, () =>
    api.orders.get({ params: { id: orderId ?? '' } }, 'Could not load the order'),
  );
  const data = order.status === 'ready' ? order.data : null;
  const paymentId = data?.payment_id ?? search.get('payment_id');

  return (
    <ResultLayout title="Payment successful">
      <DetailList aria-label="Payment">
        <dt>Order ID</dt>
        <dd>{orderId ?? 'Not available'}</dd>
        <dt>Patient ID</dt>
        <dd>{data?.patient_id ?? '…'}</dd>
        <dt>Payment ID</dt>
        <dd>{paymentId ?? '…'}</dd>
        <dt>Amount</dt>
        <dd data-testid="amount">
          {data ? formatPaise(data.amount) : '…'}
          {data?.coupon_code && ` (coupon ${data.coupon_code}, ${data.discount_percentage ?? 0}% off)`}
        </dd>
      </DetailList>
      {orderId && order.status === 'loading' && <Spinner label="Loading your payment…" />}
      {order.status === 'error' && (
        <InlineMessage tone="info">
          We could not load the payment details right now; you will find them under your orders.
        </InlineMessage>
      )}
      <RedirectHome seconds={REDIRECT_DELAY_MS.paymentSuccess / 1000} />
    </ResultLayout>
  );
}
