import { PATHS } from '@physio/shared-contracts/paths';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink, Stack, useDocumentMeta } from '@physio/shared-ui';
import { MESSAGES } from '@physio/shared-contracts';
import { ResultLayout } from '../features/result';

/** Only same-site paths are followed (the value comes from the URL). */
const safePath = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : PATHS.booking;

export default function PaymentFailedPage() {
  useDocumentMeta({
    title: 'Payment failed | PhysioCare',
    description: 'The payment did not go through.',
    path: PATHS.paymentFailed,
  });
  const [search] = useSearchParams();
  const retry = safePath(search.get('retry'));
  return (
    <ResultLayout title={MESSAGES.paymentFailed}>
      <p>Your payment did not go through. Nothing is booked yet: you can try again.</p>
      <Stack>
        <ButtonLink to={retry}>Try again</ButtonLink>
        <Link to={PATHS.home}>Go to Home</Link>
      </Stack>
    </ResultLayout>
  );
}
