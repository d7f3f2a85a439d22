import { PATHS } from '@physio/shared-contracts/paths';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, useSession } from '@physio/shared-auth';
import {
  Card,
  InlineMessage,
  LoadView,
  PageFrame,
  Spinner,
  Stack,
  useDocumentMeta,
  useLoad,
  useMessages,
} from '@physio/shared-ui';
import { sessionPriceFor, type PatientProfile } from '@physio/shared-contracts';
import { SLOT_REFUSALS } from '@physio/shared-contracts/error-codes';
import { CouponField, OrderTotal, useCoupon } from '../features/coupon';
import { PayButton, useCheckout } from '../features/checkout';
import { checkoutCatalog } from '../features/checkout/checkoutMessages';
import { BookingSummary } from '../features/booking-form/BookingSummary';
import { SlotPicker, type SlotPick } from '../features/slot-picker';
import { seriesCatalog, SeriesPlanner, type SeriesPlan } from '@physio/shared-ui/sessions';
import { ChangePolicy } from '../features/policy';

import { BookingForField, useBookingFor } from '../features/family/bookingForChoice';
import { useTravelFee } from '../features/travel';
import { readBookingState, type BookingState } from '../lib/navigationState';

/**
 * The API's refusals of the chosen time itself: taken meanwhile, or gone by (a draft kept from yesterday, the
 * page left open past the 2 h lead time). Each is said inline with other times to choose, never an alert.
 */
const SLOT_REFUSAL_CODES = new Set<string>(Object.values(SLOT_REFUSALS));

/** A slot taken while the patient was on this page: what it was, to offer the nearest free times. */
interface Taken {
  start: string;
  message: string;
}

function Confirmation({ booking: initial, patient }: { booking: BookingState; patient: PatientProfile }) {
  const navigate = useNavigate();
  const t = useMessages(checkoutCatalog);
  const seriesWords = useMessages(seriesCatalog);
  const [booking, setBooking] = useState(initial);
  const [taken, setTaken] = useState<Taken | null>(null);
  const [refresh, setRefresh] = useState(0);
  const coupon = useCoupon();
  // "Booking for": the patient or one of their family members (issue 28 point 3); they pay and are the contact.
  // Kept in the booking's navigation state: a failed or dismissed payment comes back with them still chosen.
  const { members, forWhom, member, loading } = useBookingFor(booking.dependant_id);
  const dependant = forWhom ? { dependant_id: forWhom } : {};
  // "Repeat weekly": the series settled in the planner (every taken time accepted elsewhere or dropped).
  const [repeat, setRepeat] = useState<{ plan: SeriesPlan | null } | null>(null);
  const quantity = repeat?.plan ? repeat.plan.starts.length : booking.quantity;
  const checkout = useCheckout({
    retryPath: PATHS.booking,
    // A failed payment comes back here with this booking (its slot, quantity and problem).
    back: { pathname: PATHS.confirmBooking, state: booking },
    onOrderRefused: (refusal) => {
      if (!refusal.code || !SLOT_REFUSAL_CODES.has(refusal.code) || !booking.slot) return false;
      setTaken({ start: booking.slot.start, message: refusal.message });
      setRefresh((n) => n + 1);
      return true;
    },
  });
  /** The booking as it now is, also as the page's state (a reload, "Edit details" and a failed payment keep it). */
  const keep = (next: BookingState) => {
    setBooking(next);
    navigate(PATHS.confirmBooking, { replace: true, state: next });
  };
  const chooseMember = (dependantId: string) => {
    const { dependant_id: _old, ...rest } = booking;
    keep(dependantId ? { ...rest, dependant_id: dependantId } : rest);
  };
  const choose = (pick: SlotPick) => {
    const { slot: _old, ...rest } = booking;
    const next: BookingState = pick.kind === 'slot' ? { ...rest, slot: pick.slot } : rest;
    setTaken(null);
    keep(next);
  };
  // A family member's sessions are at their own price (sessionPriceFor: one rule with the API).
  const perSession = sessionPriceFor(patient, member);

  const travel = useTravelFee(booking);
  const homePincode = booking.booking.mode === 'home' ? booking.booking.pincode : undefined;
  const travelFeePaise = travel?.status === 'ready' ? travel.data.travel_fee_paise : 0;
  const unsettled = !!repeat && !repeat.plan;
  const pay = () =>
    !unsettled &&
    void checkout.pay(
      {
        kind: 'first_booking',
        name: booking.name,
        email: booking.email,
        patient_id: patient.id,
        quantity,
        price: perSession,
        description: booking.description,
        coupon_code: coupon.applied?.code,
        booking: booking.booking,
        ...dependant,
        ...(repeat?.plan
          ? { series: { ...repeat.plan.pattern, starts: repeat.plan.starts } }
          : booking.slot
            ? { slot: { start: booking.slot.start, doctor_id: booking.slot.doctor_id } }
            : {}),
      },
      { name: booking.name, email: booking.email, contact: patient.mobile || patient.id },
    );

  return (
    <Stack>
      <Card>
        <Stack>
          <h2>{t('yourBooking')}</h2>
          <BookingSummary booking={booking} />
          <BookingForField members={members} value={forWhom} onChange={chooseMember} />
          {taken && (
            <>
              <InlineMessage tone="error">{taken.message}</InlineMessage>
              <SlotPicker
                mode={booking.booking.mode}
                value={null}
                onChange={choose}
                takenStart={taken.start}
                refresh={refresh}
                legend={t('chooseAnother')}
                allowCall
              />
            </>
          )}
          {booking.slot && booking.quantity > 1 && !taken && (
            <SeriesPlanner
              key={booking.slot.start}
              slot={booking.slot}
              mode={booking.booking.mode}
              count={booking.quantity}
              preview={(pattern) =>
                api.series.preview(
                  { body: { ...pattern, pincode: homePincode, ...dependant } },
                  t('timesNotChecked'),
                )
              }
              onChange={(plan, on) => setRepeat(on ? { plan } : null)}
            />
          )}
          <p>
            <Link to={PATHS.booking} state={booking}>
              {t('editDetails')}
            </Link>
          </p>
          <ChangePolicy />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <h2>{t('payment')}</h2>
          {loading ? (
            <Spinner label={t('loadingMember')} />
          ) : (
            <>
              <OrderTotal
                perSession={perSession}
                quantity={quantity}
                applied={coupon.applied}
                travelFeePaise={travelFeePaise}
              />
              {travel?.status === 'error' && <InlineMessage tone="error">{travel.message}</InlineMessage>}
              <CouponField coupon={coupon} disabled={checkout.busy} />
              {unsettled && <InlineMessage tone="info">{seriesWords('unresolved')}</InlineMessage>}
              <PayButton stage={checkout.stage} onPay={pay} label={t('pay')} />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

export default function ConfirmBookingPage() {
  const t = useMessages(checkoutCatalog);
  useDocumentMeta({
    title: t('confirmMetaTitle'),
    description: t('confirmMetaDescription'),
    path: PATHS.confirmBooking,
  });
  const location = useLocation();
  const booking = readBookingState(location.state);
  const stored = useSession().profile?.data.data ?? null;
  // The latest profile decides the price (the server rejects a stale one).
  const latest = useLoad(booking && stored ? stored.id : null, () =>
    api.users.get({ params: { id: stored?.id ?? '' } }, t('patientNotLoaded')),
  );

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
    <PageFrame narrow title={t('confirmTitle')}>
      {latest.status === 'error' ? (
        <Confirmation booking={booking} patient={stored} />
      ) : (
        <LoadView load={latest} loadingLabel={t('loadingPrice')}>
          {(patient) => <Confirmation booking={booking} patient={patient} />}
        </LoadView>
      )}
    </PageFrame>
  );
}
