import { PATHS } from '@physio/shared-contracts/paths';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@physio/shared-auth/state';
import { PageFrame, useDocumentMeta, useMessages } from '@physio/shared-ui';
import { FIRST_BOOKING_PRICE_RUPEES, formatRupees, perSessionPrice } from '@physio/shared-contracts';
import {
  BOOKING_DRAFT_KEY,
  BookingForm,
  emptyBookingForm,
  fromBookingState,
  type BookingFormValues,
} from '../features/booking-form';
import { bookingPageCatalog } from '../features/booking-form/bookingMessages';
import { clearDraft, readDraft, saveDraft } from '../lib/draft';
import { readBookingFields } from '../lib/bookingFields';
import type { BookingState } from '../lib/navigationState';

/** The OTP login (and with it the API client) loads when a visitor who is not signed in books. */
const OtpLoginModals = lazy(() =>
  import('../features/otp-login').then((m) => ({ default: m.OtpLoginModals })),
);

export default function BookingPage() {
  const t = useMessages(bookingPageCatalog);
  useDocumentMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: PATHS.booking,
  });
  const navigate = useNavigate();
  const location = useLocation();
  const { profile } = useSession();
  const patient = profile?.data.data ?? null;
  const [pending, setPending] = useState<BookingState | null>(null);

  // Back from /confirmbooking ("Edit details"): the family member chosen there goes back with the edited booking.
  const [forMember] = useState(() => {
    const id = readBookingFields(location.state)?.dependant_id;
    return typeof id === 'string' && id ? { dependant_id: id } : {};
  });
  const [initialValues] = useState<BookingFormValues>(() => {
    const back = readBookingFields(location.state);
    if (back) return fromBookingState(back);
    const blank = { ...emptyBookingForm, name: patient?.name ?? '', email: patient?.email ?? '' };
    return readDraft(BOOKING_DRAFT_KEY, blank);
  });

  const confirm = (state: BookingState) => {
    clearDraft(BOOKING_DRAFT_KEY); // the navigation state carries it from here ("Edit details" brings it back)
    navigate(PATHS.confirmBooking, { state: { ...state, ...forMember } });
  };

  const submit = (_values: BookingFormValues, state: BookingState) => {
    if (patient) confirm(state);
    else setPending(state);
  };

  return (
    <PageFrame
      narrow
      title={t('title')}
      intro={t('intro', { price: formatRupees(FIRST_BOOKING_PRICE_RUPEES) })}
    >
      <BookingForm
        initialValues={initialValues}
        feeRupees={patient ? perSessionPrice(patient) : FIRST_BOOKING_PRICE_RUPEES}
        onSubmit={submit}
        onChange={(values) => saveDraft(BOOKING_DRAFT_KEY, values)}
      />
      {pending && (
        <Suspense fallback={null}>
          <OtpLoginModals
            open
            name={pending.name}
            email={pending.email}
            onClose={() => setPending(null)}
            onVerified={() => confirm(pending)}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
