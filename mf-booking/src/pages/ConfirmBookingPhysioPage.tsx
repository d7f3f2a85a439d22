import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@physio/shared-auth';
import { Card, PageFrame, Spinner, Stack, useDocumentMeta, useMessages } from '@physio/shared-ui';
import { MESSAGES, physioPlan } from '@physio/shared-contracts';
import { CouponField, OrderTotal, useCoupon } from '../features/coupon';
import { PayButton, useCheckout } from '../features/checkout';
import { checkoutCatalog } from '../features/checkout/checkoutMessages';
import { BookingForField, useBookingFor } from '../features/family/bookingForChoice';
import { ChangePolicy } from '../features/policy';
import { readPhysioState, type PhysioState } from '../lib/navigationState';

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
  const navigate = useNavigate();
  const state = readPhysioState(location.state);
  // "Booking for" (issue 28 point 3): the family list only for a signed-in patient, its control only with family.
  const signedIn = !!useSession().profile?.data.data;
  const choice = useBookingFor(state?.dependant_id, !!state && signedIn);
  const coupon = useCoupon();
  const checkout = useCheckout({
    orderFailedMessage: physioOrderFailed,
    retryPath: state ? to.bookPhysioFor(state.patient.id) : PATHS.bookPhysio,
    // A failed payment comes back to this page with its plan and whom it is for.
    back: state ? { pathname: PATHS.confirmBookingPhysio, state } : undefined,
  });

  if (!state) return <Navigate to={PATHS.bookPhysio} replace />;
  const { patient } = state;
  const { forWhom, member } = choice;
  /** The choice is the page's state too: a reload, a failed or dismissed payment keep it. */
  const chooseMember = (dependantId: string) => {
    const next: PhysioState = dependantId ? { patient, dependant_id: dependantId } : { patient };
    navigate(PATHS.confirmBookingPhysio, { replace: true, state: next });
  };
  // What is bought: the patient's plan, or the chosen family member's own. Removing a coupon shows the plan's own
  // price again: the amount the server charges (it prices with the same rule).
  const plan = physioPlan(patient, forWhom ? member : null);

  const pay = () =>
    void checkout.pay(
      {
        kind: 'physio',
        name: patient.name,
        email: patient.email,
        patient_id: patient.id,
        quantity: plan.sessions,
        price: plan.price,
        coupon_code: coupon.applied?.code,
        ...(forWhom ? { dependant_id: forWhom } : {}),
      },
      { name: patient.name, email: patient.email, contact: patient.mobile || patient.id },
    );

  return (
    <PageFrame narrow title={t('physioTitle')}>
      <Card>
        <Stack>
          <h2>{patient.name}</h2>
          <p>{t('patientIdOf', { id: patient.id })}</p>
          <BookingForField members={choice.members} value={forWhom} onChange={chooseMember} ownPlan />
          {choice.loading ? (
            <Spinner label={t('loadingPlan')} />
          ) : (
            <>
              <OrderTotal perSession={plan.price} quantity={plan.sessions} applied={coupon.applied} />
              <CouponField coupon={coupon} disabled={checkout.busy} />
              <PayButton stage={checkout.stage} onPay={pay} label={t('pay')} />
            </>
          )}
          <p>
            <Link to={to.bookPhysioFor(patient.id)}>{t('backToPlan')}</Link>
          </p>
          <ChangePolicy />
        </Stack>
      </Card>
    </PageFrame>
  );
}
