/**
 * The navigation state /confirmbooking hands back to /booking ("Edit details"), checked for its
 * shape without the slot's rule: /booking prefills its form with it before its rules (zod) are
 * loaded, and the form checks the slot with them again (pickFromText) before it books anything.
 * readBookingState (navigationState.ts) adds the slot's rule for the pages that use it as it is.
 */
import type { BookingDetails, ProblemCategory, Slot } from '@physio/shared-contracts';

/** /booking → /confirmbooking */
export interface BookingState {
  name: string;
  email: string;
  quantity: number;
  description: ProblemCategory;
  booking: BookingDetails;
  /** The slot chosen in the picker (absent: we call the patient to fix a time). */
  slot?: Slot;
  /**
   * "Booking for" on /confirmbooking: the family member chosen (absent: the patient themself). Kept with the rest,
   * so a failed or dismissed payment, a reload or "Edit details" comes back with them still chosen.
   */
  dependant_id?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function readBookingFields(state: unknown): BookingState | null {
  if (!isRecord(state) || !isRecord(state.booking)) return null;
  const { name, email, quantity, description } = state;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof description !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return state as unknown as BookingState;
}
