import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta, useMessages } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import { BookedSession, RedirectHome, ResultLayout } from '../features/result';
import { resultCatalog } from '../features/result/resultMessages';
import { NODE, withNode } from '../lib/withNode';

export default function ThankYouPage() {
  const t = useMessages(resultCatalog);
  useDocumentMeta({
    title: t('thanksMetaTitle'),
    description: t('thanksMetaDescription'),
    path: PATHS.thankYou,
  });
  const [search] = useSearchParams();
  const email = search.get('email');
  const orderId = search.get('order_id');
  return (
    <ResultLayout title={t('thanksTitle')}>
      <p>{t('received')}</p>
      {email ? (
        <p>{withNode(t('sentTo', { email: NODE }), <strong data-testid="email">{email}</strong>)}</p>
      ) : (
        <p>{t('sentToYourEmail')}</p>
      )}
      {orderId && <BookedSession orderId={orderId} />}
      <RedirectHome seconds={REDIRECT_DELAY_MS.thankYou / 1000} />
    </ResultLayout>
  );
}
