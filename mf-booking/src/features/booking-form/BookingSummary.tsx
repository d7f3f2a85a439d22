import { formatClockIst, formatDate, formatTimeOfDay } from '@physio/shared-contracts';
import { DetailList } from '@physio/shared-ui';
import type { BookingState } from '../../lib/navigationState';

/** A booking as the patient made it: who, what, how, and the session's time (IST) or the call-back. */
export function BookingSummary({
  booking,
  withContact = true,
}: {
  booking: BookingState;
  withContact?: boolean;
}) {
  const { mode, address, pincode, preferred_date, preferred_time } = booking.booking;
  return (
    <DetailList aria-label="Booking details">
      {withContact && (
        <>
          <dt>Name</dt>
          <dd>{booking.name}</dd>
          <dt>Email</dt>
          <dd>{booking.email}</dd>
        </>
      )}
      <dt>Problem</dt>
      <dd>{booking.description}</dd>
      <dt>Sessions</dt>
      <dd>{booking.quantity}</dd>
      <dt>Treatment</dt>
      <dd>{mode === 'home' ? `Home treatment: ${address ?? ''}, ${pincode ?? ''}` : 'Online session'}</dd>
      {booking.slot ? (
        <>
          <dt>Session</dt>
          <dd>
            {formatDate(booking.slot.start)}, {formatClockIst(booking.slot.start)} with{' '}
            {booking.slot.doctor_name}
          </dd>
        </>
      ) : preferred_date || preferred_time ? (
        <>
          <dt>Preferred slot</dt>
          <dd>
            {preferred_date ? formatDate(preferred_date) : 'Any day'}
            {preferred_time ? `, ${formatTimeOfDay(preferred_time)}` : ''}
          </dd>
        </>
      ) : (
        <>
          <dt>Session</dt>
          <dd>We will call you to fix a time</dd>
        </>
      )}
    </DetailList>
  );
}
