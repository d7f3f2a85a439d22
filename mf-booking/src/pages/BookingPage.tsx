import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@physio/shared-auth';
import { useDocumentMeta } from '@physio/shared-ui';
import { FIRST_BOOKING_PRICE_RUPEES, formatRupees } from '@physio/shared-contracts';
import {
  BookingForm,
  emptyBookingForm,
  fromBookingState,
  toBookingState,
  type BookingFormValues,
} from '../features/booking-form';
import { OtpLoginModals } from '../features/otp-login';
import { PageFrame } from '../features/common/PageFrame';
import { readBookingState, type BookingState } from '../lib/navigationState';

export default function BookingPage() {
  useDocumentMeta({
    title: 'Book a physiotherapy session | PhysioCare',
    description: 'Book an online or home physiotherapy session with PhysioCare in a few steps.',
    path: '/booking',
  });
  const navigate = useNavigate();
  const location = useLocation();
  const { profile } = useSession();
  const patient = profile?.data.data ?? null;
  const [pending, setPending] = useState<BookingState | null>(null);

  const back = readBookingState(location.state);
  const initialValues: BookingFormValues = back
    ? fromBookingState(back)
    : { ...emptyBookingForm, name: patient?.name ?? '', email: patient?.email ?? '' };

  const submit = (values: BookingFormValues) => {
    const state = toBookingState(values);
    if (patient) navigate('/confirmbooking', { state });
    else setPending(state);
  };

  return (
    <PageFrame
      narrow
      title="Book a session"
      intro={`Tell us what hurts and how you would like to be treated. First sessions cost ${formatRupees(FIRST_BOOKING_PRICE_RUPEES)}.`}
    >
      <BookingForm initialValues={initialValues} onSubmit={submit} />
      {pending && (
        <OtpLoginModals
          open
          name={pending.name}
          email={pending.email}
          onClose={() => setPending(null)}
          onVerified={() => navigate('/confirmbooking', { state: pending })}
        />
      )}
    </PageFrame>
  );
}
