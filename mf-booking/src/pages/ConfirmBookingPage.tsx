import { PATHS } from '@physio/shared-contracts/paths';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@physio/shared-auth';
import { Card, LoadView, PageFrame, Stack, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { perSessionPrice, type PatientProfile } from '@physio/shared-contracts';
import { CouponField, OrderTotal, useCoupon } from '../features/coupon';
import { PayButton, useCheckout } from '../features/checkout';
import { fetchPatient } from '../lib/api';
import { formatDate, formatTimeOfDay } from '@physio/shared-contracts';
import { readBookingState, type BookingState } from '../lib/navigationState';
import { DetailList } from '@physio/shared-ui';

function BookingSummary({ booking }: { booking: BookingState }) {
  const { mode, address, pincode, preferred_date, preferred_time } = booking.booking;
  return (
    <DetailList aria-label="Booking details">
      <dt>Name</dt>
      <dd>{booking.name}</dd>
      <dt>Email</dt>
      <dd>{booking.email}</dd>
      <dt>Problem</dt>
      <dd>{booking.description}</dd>
      <dt>Treatment</dt>
      <dd>{mode === 'home' ? `Home treatment: ${address ?? ''}, ${pincode ?? ''}` : 'Online session'}</dd>
      <dt>Preferred slot</dt>
      <dd>
        {preferred_date ? formatDate(preferred_date) : 'Any day'}
        {preferred_time ? `, ${formatTimeOfDay(preferred_time)}` : ''}
      </dd>
    </DetailList>
  );
}

function Confirmation({ booking, patient }: { booking: BookingState; patient: PatientProfile }) {
  const coupon = useCoupon();
  const checkout = useCheckout({ retryPath: PATHS.booking });
  const perSession = perSessionPrice(patient);

  const pay = () =>
    void checkout.pay(
      {
        kind: 'first_booking',
        name: booking.name,
        email: booking.email,
        patient_id: patient.id,
        quantity: booking.quantity,
        price: perSession,
        description: booking.description,
        coupon_code: coupon.applied?.code,
        booking: booking.booking,
      },
      { name: booking.name, email: booking.email, contact: patient.mobile || patient.id },
    );

  return (
    <Stack>
      <Card>
        <Stack>
          <h2>Your booking</h2>
          <BookingSummary booking={booking} />
          <p>
            <Link to={PATHS.booking} state={booking}>
              Edit details
            </Link>
          </p>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <h2>Payment</h2>
          <OrderTotal perSession={perSession} quantity={booking.quantity} applied={coupon.applied} />
          <CouponField coupon={coupon} disabled={checkout.busy} />
          <PayButton stage={checkout.stage} onPay={pay} label="Pay" />
        </Stack>
      </Card>
    </Stack>
  );
}

export default function ConfirmBookingPage() {
  useDocumentMeta({
    title: 'Confirm your booking | PhysioCare',
    description: 'Check your booking, apply a coupon and pay securely.',
    path: PATHS.confirmBooking,
  });
  const location = useLocation();
  const booking = readBookingState(location.state);
  const stored = useSession().profile?.data.data ?? null;
  // The latest profile decides the price (the server rejects a stale one).
  const latest = useLoad(booking && stored ? stored.id : null, () => fetchPatient(stored?.id ?? ''));

  if (!booking) return <Navigate to={PATHS.booking} replace />;
  if (!stored)
    return (
      <Navigate
        to={PATHS.patientLogin}
        replace
        state={{ from: { pathname: PATHS.booking, state: booking } }}
      />
    );

  return (
    <PageFrame narrow title="Confirm your booking">
      {latest.status === 'error' ? (
        <Confirmation booking={booking} patient={stored} />
      ) : (
        <LoadView load={latest} loadingLabel="Loading your price…">
          {(patient) => <Confirmation booking={booking} patient={patient} />}
        </LoadView>
      )}
    </PageFrame>
  );
}
