/** The booking form's values and their mapping to and from the confirmation page's state. */
import {
  slotSchema,
  type BookingDetails,
  type ProblemCategory,
  type TimeOfDay,
  type TreatmentMode,
} from '@physio/shared-contracts';
import type { BookingState } from '../../lib/navigationState';
import type { SlotPick } from '../slot-picker';

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
  /** The slot picker's choice as text (the draft keeps strings): a slot's JSON, `call`, or empty. */
  slot: string;
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
  slot: '',
};

const CALL = 'call';

/** The picker's choice as the form keeps it; a slot remembers its treatment mode (free times differ per mode). */
export const pickToText = (pick: SlotPick | null, mode: TreatmentMode): string =>
  !pick ? '' : pick.kind === 'call' ? CALL : JSON.stringify({ mode, slot: pick.slot });

/** Back to the picker's choice; a slot of another mode or an unreadable text (an old draft) is no choice. */
export function pickFromText(text: string, mode: TreatmentMode): SlotPick | null {
  if (text === CALL) return { kind: 'call' };
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as { mode?: unknown; slot?: unknown };
    const slot = slotSchema.safeParse(kept?.slot);
    return slot.success && kept.mode === mode ? { kind: 'slot', slot: slot.data } : null;
  } catch {
    return null;
  }
}

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
    slot: state.slot ? pickToText({ kind: 'slot', slot: state.slot }, state.booking.mode) : '',
  };
}
