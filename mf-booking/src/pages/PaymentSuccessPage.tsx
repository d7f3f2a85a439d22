import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { InlineMessage, Spinner, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import { RedirectHome, ResultLayout } from '../features/result';
import { fetchOrder } from '../lib/api';
import { formatDate, formatTimeOfDay } from '@physio/shared-contracts';
import { DetailList } from '@physio/shared-ui';

export default function PaymentSuccessPage() {
  useDocumentMeta({
    title: 'Payment successful | PhysioCare',
    description: 'Your payment was received.',
    path: PATHS.paymentSuccess,
  });
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? search.get('id');
  const order = useLoad(orderId, () => fetchOrder(orderId ?? ''));
  const appointment = order.status === 'ready' ? order.data.appointment : null;

  return (
    <ResultLayout title="Payment successful">
      <DetailList aria-label="Booking">
        <dt>Order ID</dt>
        <dd>{orderId ?? 'Not available'}</dd>
        <dt>Appointment date</dt>
        <dd>{appointment?.date ? formatDate(appointment.date) : 'We will call you to fix the date'}</dd>
        <dt>Appointment time</dt>
        <dd>{appointment?.time_of_day ? formatTimeOfDay(appointment.time_of_day) : 'To be confirmed'}</dd>
      </DetailList>
      {orderId && order.status === 'loading' && <Spinner label="Loading your appointment…" />}
      {order.status === 'error' && (
        <InlineMessage tone="info">
          We could not load the appointment details right now; you will find them in your dashboard.
        </InlineMessage>
      )}
      <RedirectHome seconds={REDIRECT_DELAY_MS.paymentSuccess / 1000} />
    </ResultLayout>
  );
}
