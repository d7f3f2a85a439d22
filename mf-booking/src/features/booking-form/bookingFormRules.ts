/** The booking form's values and rules: spec §5 messages from shared-contracts, plus the home-visit and date fields. */
import {
  bookingRules,
  type BookingDetails,
  type Errors,
  type ProblemCategory,
  type TimeOfDay,
  type TreatmentMode,
} from '@physio/shared-contracts';
import { todayInIndia } from '@physio/shared-contracts';
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

export const PAST_DATE_MESSAGE = 'Pick today or a later date';

/** The message for one field, or null when it is fine. */
export function bookingFieldError(field: BookingField, values: BookingFormValues, today = todayInIndia()) {
  switch (field) {
    case 'name':
      return bookingRules.name(values.name);
    case 'email':
      return bookingRules.email(values.email);
    case 'quantity':
      return bookingRules.quantity(values.quantity);
    case 'description':
      return bookingRules.description(values.description);
    case 'address':
      return values.mode === 'home' ? bookingRules.address(values.address) : null;
    case 'pincode':
      return values.mode === 'home' ? bookingRules.pincode(values.pincode) : null;
    case 'preferred_date':
      return values.preferred_date && values.preferred_date < today ? PAST_DATE_MESSAGE : null;
    default:
      return null;
  }
}

export function validateBookingForm(values: BookingFormValues, today = todayInIndia()): Errors<BookingField> {
  const errors: Errors<BookingField> = {};
  for (const field of Object.keys(values) as BookingField[]) {
    const message = bookingFieldError(field, values, today);
    if (message) errors[field] = message;
  }
  return errors;
}

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
