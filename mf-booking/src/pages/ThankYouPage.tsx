import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import { BookedSession, RedirectHome, ResultLayout } from '../features/result';

export default function ThankYouPage() {
  useDocumentMeta({
    title: 'Thank you | PhysioCare',
    description: 'Your booking is confirmed.',
    path: PATHS.thankYou,
  });
  const [search] = useSearchParams();
  const email = search.get('email');
  const orderId = search.get('order_id');
  return (
    <ResultLayout title="Thank you for booking with PhysioCare!">
      <p>Your payment was received and your session is booked.</p>
      {email ? (
        <p>
          We have sent the details to <strong data-testid="email">{email}</strong>.
        </p>
      ) : (
        <p>We have sent the details to your e-mail address.</p>
      )}
      {orderId && <BookedSession orderId={orderId} />}
      <RedirectHome seconds={REDIRECT_DELAY_MS.thankYou / 1000} />
    </ResultLayout>
  );
}
