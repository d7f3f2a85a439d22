import { useEffect } from 'react';
import { forgetOpenPayment } from '../features/checkout/failedPayment';
import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta, useMessages } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import { BookedSession, RedirectHome, ResultLayout } from '../features/result';
import { resultCatalog } from '../features/result/resultMessages';

export default function PaymentSuccessPage() {
  const t = useMessages(resultCatalog);
  useDocumentMeta({
    title: t('successMetaTitle'),
    description: t('successMetaDescription'),
    path: PATHS.paymentSuccess,
  });
  useEffect(forgetOpenPayment, []);
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? search.get('id');

  return (
    <ResultLayout title={t('successTitle')}>
      <BookedSession orderId={orderId} showId />
      <RedirectHome seconds={REDIRECT_DELAY_MS.paymentSuccess / 1000} />
    </ResultLayout>
  );
}
