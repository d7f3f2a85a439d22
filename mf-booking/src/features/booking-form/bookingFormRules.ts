/** The booking form's rules: its schema, and its values read back as a booking (loaded when needed). */
import { type BookingDetails, type ProblemCategory, type TimeOfDay } from '@physio/shared-contracts';
import type { BookingState } from '../../lib/navigationState';
import { pickFromText, type BookingFormValues } from './bookingFormValues';

export * from './bookingFormValues';
export { bookingFormSchema } from '@physio/shared-contracts';

/** The form's rules are bookingFormSchema's (shared-contracts); its past-date message is re-exported here. */
export { PAST_DATE_MESSAGE } from '@physio/shared-contracts';

/** Navigation state for /confirmbooking from valid form values. */
export function toBookingState(values: BookingFormValues): BookingState {
  const booking: BookingDetails =
    values.mode === 'home'
      ? { mode: 'home', address: values.address.trim(), pincode: values.pincode.trim() }
      : { mode: 'online' };
  if (values.preferred_date) booking.preferred_date = values.preferred_date;
  if (values.preferred_time) booking.preferred_time = values.preferred_time as TimeOfDay;
  const pick = pickFromText(values.slot, values.mode);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    quantity: Number(values.quantity),
    description: values.description as ProblemCategory,
    booking,
    ...(pick?.kind === 'slot' ? { slot: pick.slot } : {}),
  };
}
