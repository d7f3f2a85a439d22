import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import { BookedSession, RedirectHome, ResultLayout } from '../features/result';

export default function PaymentSuccessPage() {
  useDocumentMeta({
    title: 'Payment successful | PhysioCare',
    description: 'Your payment was received.',
    path: PATHS.paymentSuccess,
  });
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? search.get('id');

  return (
    <ResultLayout title="Payment successful">
      <BookedSession orderId={orderId} showId />
      <RedirectHome seconds={REDIRECT_DELAY_MS.paymentSuccess / 1000} />
    </ResultLayout>
  );
}
