import { useEffect } from 'react';
import { forgetOpenPayment } from '../features/checkout/failedPayment';
import { api } from '@physio/shared-auth';
import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { InlineMessage, Spinner, useDocumentMeta, useLoad, useMessages, DetailList } from '@physio/shared-ui';
import { REDIRECT_DELAY_MS, formatPaise } from '@physio/shared-contracts';
import { RedirectHome, ResultLayout } from '../features/result';
import { resultCatalog } from '../features/result/resultMessages';

export default function PaymentSuccessPhysioPage() {
  const t = useMessages(resultCatalog);
  useDocumentMeta({
    title: t('successMetaTitle'),
    description: t('successPhysioMetaDescription'),
    path: PATHS.paymentSuccessPhysio,
  });
  useEffect(forgetOpenPayment, []);
  const [search] = useSearchParams();
  const orderId = search.get('order_id');
  const order = useLoad(orderId, () =>
    api.orders.get({ params: { id: orderId ?? '' } }, t('orderNotLoaded')),
  );
  const data = order.status === 'ready' ? order.data : null;
  const paymentId = data?.payment_id ?? search.get('payment_id');

  return (
    <ResultLayout title={t('successTitle')}>
      <DetailList aria-label={t('payment')}>
        <dt>{t('orderId')}</dt>
        <dd>{orderId ?? t('notAvailable')}</dd>
        <dt>{t('patientId')}</dt>
        <dd>{data?.patient_id ?? '…'}</dd>
        <dt>{t('paymentId')}</dt>
        <dd>{paymentId ?? '…'}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="amount">
          {data ? formatPaise(data.amount) : '…'}
          {data?.coupon_code &&
            t('couponOff', { code: data.coupon_code, percent: data.discount_percentage ?? 0 })}
        </dd>
      </DetailList>
      {orderId && order.status === 'loading' && <Spinner label={t('loadingPayment')} />}
      {order.status === 'error' && <InlineMessage tone="info">{t('paymentNotLoaded')}</InlineMessage>}
      <RedirectHome seconds={REDIRECT_DELAY_MS.paymentSuccess / 1000} />
    </ResultLayout>
  );
}
