/**
 * The booking form's values and what needs no rules (no zod): the page's first render imports only
 * this; the rules (bookingFormRules) come when the visitor starts on the form.
 */
import { isSlot, type TreatmentMode } from '@physio/shared-contracts';
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

export const CALL = 'call';

/** The picker's choice as the form keeps it; a slot remembers its treatment mode (free times differ per mode). */
export const pickToText = (pick: SlotPick | null, mode: TreatmentMode): string =>
  !pick ? '' : pick.kind === 'call' ? CALL : JSON.stringify({ mode, slot: pick.slot });

/** Back to the picker's choice; a slot of another mode or an unreadable text (an old draft) is no choice. */
export function pickFromText(text: string, mode: TreatmentMode): SlotPick | null {
  if (text === CALL) return { kind: 'call' };
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as { mode?: unknown; slot?: unknown } | null;
    return kept && isSlot(kept.slot) && kept.mode === mode ? { kind: 'slot', slot: kept.slot } : null;
  } catch {
    return null;
  }
}

/** sessionStorage key of the booking form's draft. */
export const BOOKING_DRAFT_KEY = 'physio.bookingDraft';

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
