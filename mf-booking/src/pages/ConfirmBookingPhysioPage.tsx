import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Card, PageFrame, Stack, useDocumentMeta, useMessages } from '@physio/shared-ui';
import { MESSAGES, perSessionPrice } from '@physio/shared-contracts';
import { CouponField, OrderTotal, useCoupon } from '../features/coupon';
import { PayButton, useCheckout } from '../features/checkout';
import { checkoutCatalog } from '../features/checkout/checkoutMessages';
import { ChangePolicy } from '../features/policy';
import { readPhysioState } from '../lib/navigationState';

/** 409 means the plan changed since the page loaded: the server's message says so; anything else is the spec's alert. */
const physioOrderFailed = (status: number, serverMessage: string) =>
  status === 409 ? serverMessage : MESSAGES.wrongPatientId;

export default function ConfirmBookingPhysioPage() {
  const t = useMessages(checkoutCatalog);
  useDocumentMeta({
    title: t('physioMetaTitle'),
    description: t('physioMetaDescription'),
    path: PATHS.confirmBookingPhysio,
  });
  const location = useLocation();
  const state = readPhysioState(location.state);
  const coupon = useCoupon();
  const checkout = useCheckout({
    orderFailedMessage: physioOrderFailed,
    retryPath: state ? to.bookPhysioFor(state.patient.id) : PATHS.bookPhysio,
    // A failed payment comes back to this page with its plan.
    back: state ? { pathname: PATHS.confirmBookingPhysio, state } : undefined,
  });

  if (!state) return <Navigate to={PATHS.bookPhysio} replace />;
  const { patient } = state;
  // Removing a coupon shows the plan's own price again: the amount the server charges.
  const perSession = perSessionPrice(patient);

  const pay = () =>
    void checkout.pay(
      {
        kind: 'physio',
        name: patient.name,
        email: patient.email,
        patient_id: patient.id,
        quantity: patient.sessions,
        price: perSession,
        coupon_code: coupon.applied?.code,
      },
      { name: patient.name, email: patient.email, contact: patient.mobile || patient.id },
    );

  return (
    <PageFrame narrow title={t('physioTitle')}>
      <Card>
        <Stack>
          <h2>{patient.name}</h2>
          <p>{t('patientIdOf', { id: patient.id })}</p>
          <OrderTotal perSession={perSession} quantity={patient.sessions} applied={coupon.applied} />
          <CouponField coupon={coupon} disabled={checkout.busy} />
          <PayButton stage={checkout.stage} onPay={pay} label={t('pay')} />
          <p>
            <Link to={to.bookPhysioFor(patient.id)}>{t('backToPlan')}</Link>
          </p>
          <ChangePolicy />
        </Stack>
      </Card>
    </PageFrame>
  );
}
