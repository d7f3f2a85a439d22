/** The booking form's values and their mapping to and from the confirmation page's state. */
import {
  type BookingDetails,
  type ProblemCategory,
  type TimeOfDay,
  type TreatmentMode,
} from '@physio/shared-contracts';
import type { BookingState } from '../../lib/navigationState';

export interface BookingFormValues {
  name: string;
  email: string;
  quantity: string;
  description: string;
  mode: TreatmentMode;
  address: string;
  pincode: string;
  preferred_date: string;
  preferred_time: string;
}

export type BookingField = keyof BookingFormValues;

export const emptyBookingForm: BookingFormValues = {
  name: '',
  email: '',
  quantity: '1',
  description: '',
  mode: 'online',
  address: '',
  pincode: '',
  preferred_date: '',
  preferred_time: '',
};

/** sessionStorage key of the booking form's draft. */
export const BOOKING_DRAFT_KEY = 'physio.bookingDraft';

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
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    quantity: Number(values.quantity),
    description: values.description as ProblemCategory,
    booking,
  };
}

/** Back from /confirmbooking ("Edit details"): the form shows what was sent. */
export function fromBookingState(state: BookingState): BookingFormValues {
  return {
    name: state.name,
    email: state.email,
    quantity: String(state.quantity),
    description: state.description,
    mode: state.booking.mode,
    address: state.booking.address ?? '',
    pincode: state.booking.pincode ?? '',
    preferred_date: state.booking.preferred_date ?? '',
    preferred_time: state.booking.preferred_time ?? '',
  };
}
