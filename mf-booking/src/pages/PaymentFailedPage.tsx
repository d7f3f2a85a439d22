import { useMemo } from 'react';
import { PATHS } from '@physio/shared-contracts/paths';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@physio/shared-auth';
import {
  ButtonLink,
  InlineMessage,
  Stack,
  useDocumentMeta,
  useLoad,
  useLocale,
  useMessages,
} from '@physio/shared-ui';
import { formatClockIst, formatDate, physioPlan, type Order } from '@physio/shared-contracts';
import { BookingSummary } from '../features/booking-form/BookingSummary';
import {
  PayButton,
  readFailedPayment,
  returnedPayment,
  useCheckout,
  type FailedPayment,
} from '../features/checkout';
import { ResultLayout } from '../features/result';
import { resultCatalog } from '../features/result/resultMessages';
import { useBookingFor } from '../features/family/bookingForChoice';
import { readBookingState, readPhysioState, type PhysioState } from '../lib/navigationState';

/** Only same-site paths are followed (the value comes from the URL). */
const safePath = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : PATHS.booking;

/** Orders the checkout can still take: not paid, not expired. */
const payable = (order: Order | null) =>
  !order || order.status === 'created' || order.status === 'attempted' || order.status === 'failed';

/** The treatment plan being paid for: the patient's, or the family member's own they chose ("Booking for"). */
function KeptPlan({ kept }: { kept: PhysioState }) {
  const t = useMessages(resultCatalog);
  // The family list only when a member was chosen: their name and their own plan.
  const { member, loading } = useBookingFor(kept.dependant_id, !!kept.dependant_id);
  if (loading) return null;
  const { sessions } = physioPlan(kept.patient, member);
  return (
    <p>
      {t(sessions === 1 ? 'planOne' : 'planMany', {
        name: member?.name ?? kept.patient.name,
        count: sessions,
      })}
    </p>
  );
}

/** What was being paid for, as it was kept: the booking draft or the treatment plan. */
function KeptBooking({ failed, order }: { failed: FailedPayment; order: Order | null }) {
  const booking = readBookingState(failed.back.state);
  const plan = readPhysioState(failed.back.state);
  const held = order?.appointment?.status === 'held' ? order.appointment : null;
  const t = useMessages(resultCatalog);
  const locale = useLocale();
  return (
    <>
      <p>{t('nothingCharged')}</p>
      {booking && <BookingSummary booking={booking} withContact={false} />}
      {plan && <KeptPlan kept={plan} />}
      {held?.start && held.hold_expires_at && (
        <p>
          {t('heldUntil', {
            when: booking?.slot
              ? t('thisTime')
              : `${formatDate(held.start, locale)}, ${formatClockIst(held.start)}`,
            until: formatClockIst(held.hold_expires_at),
          })}
        </p>
      )}
    </>
  );
}

/** A payment that failed in the checkout: the provider's reason, the booking kept, the same order again in one tap. */
function RetryPayment({ failed, retryPath }: { failed: FailedPayment; retryPath: string }) {
  const navigate = useNavigate();
  const t = useMessages(resultCatalog);
  const checkout = useCheckout({ retryPath, back: failed.back });
  const loaded = useLoad(failed.order.id, () =>
    api.orders.get({ params: { id: failed.order.id } }, t('yourOrderNotLoaded')),
  );
  const order = loaded.status === 'ready' ? loaded.data : null;
  const goBack = () => navigate(failed.back.pathname, { state: failed.back.state });

  if (order?.status === 'paid')
    return (
      <>
        <InlineMessage tone="success">{t('paidAfterAll')}</InlineMessage>
        <ButtonLink to={PATHS.paymentSuccess + `?order_id=${encodeURIComponent(order.id)}`}>
          {t('seeBooking')}
        </ButtonLink>
      </>
    );
  const again = payable(order);
  return (
    <Stack>
      {failed.reason && <InlineMessage tone="error">{failed.reason}</InlineMessage>}
      <KeptBooking failed={failed} order={order} />
      {again ? (
        <PayButton stage={checkout.stage} onPay={() => void checkout.retry(failed)} label={t('tryAgain')} />
      ) : (
        <>
          <p>{t('expiredPayment')}</p>
          <PayButton stage="idle" onPay={goBack} label={t('tryAgain')} />
        </>
      )}
      <Link to={failed.back.pathname} state={failed.back.state}>
        {t('changeBooking')}
      </Link>
      <Link to={PATHS.home}>{t('goHome')}</Link>
    </Stack>
  );
}

export default function PaymentFailedPage() {
  const t = useMessages(resultCatalog);
  useDocumentMeta({
    title: t('failedMetaTitle'),
    description: t('failedMetaDescription'),
    path: PATHS.paymentFailed,
  });
  const [search] = useSearchParams();
  // The checkout's failure event brings it as navigation state; a redirect from the provider, by the order's id.
  const state = useLocation().state;
  const returned = search.get('order');
  const failed = useMemo(() => readFailedPayment(state) ?? returnedPayment(returned), [state, returned]);
  const retry = safePath(search.get('retry'));
  return (
    <ResultLayout title={t('paymentFailed')}>
      {failed ? (
        <RetryPayment failed={failed} retryPath={retry} />
      ) : (
        <>
          <p>{t('notThrough')}</p>
          <Stack>
            <ButtonLink to={retry}>{t('tryAgain')}</ButtonLink>
            <Link to={PATHS.home}>{t('goHome')}</Link>
          </Stack>
        </>
      )}
    </ResultLayout>
  );
}
