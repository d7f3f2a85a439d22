/** Shapes of the navigation state the booking pages hand to each other, and their guards. */
import { slotSchema, type PatientProfile } from '@physio/shared-contracts';
import { readBookingFields, type BookingState } from './bookingFields';

export type { BookingState };

/** /c/{id} → /confirmbookingphysio */
export interface PhysioState {
  patient: PatientProfile;
  /**
   * "Booking for" on /confirmbookingphysio: the family member whose own plan is bought (absent: the patient's own).
   * Kept in the page's state, so a failed or dismissed payment or a reload comes back with them still chosen.
   */
  dependant_id?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A family member's id that is not text is no choice: the booking stays, for the patient themself. */
function withoutBadMember(fields: BookingState): BookingState {
  if (fields.dependant_id === undefined || typeof fields.dependant_id === 'string') return fields;
  const { dependant_id: _bad, ...rest } = fields;
  return rest;
}

export function readBookingState(state: unknown): BookingState | null {
  const fields = readBookingFields(state);
  if (fields?.slot !== undefined && !slotSchema.safeParse(fields.slot).success) return null;
  return fields && withoutBadMember(fields);
}

export function readPhysioState(state: unknown): PhysioState | null {
  if (!isRecord(state) || !isRecord(state.patient)) return null;
  const { id, price, sessions } = state.patient;
  if (typeof id !== 'string' || typeof price !== 'number' || typeof sessions !== 'number') return null;
  const patient = state.patient as unknown as PatientProfile;
  // A family member's id that is not text is no choice: the plan bought is the patient's own.
  return typeof state.dependant_id === 'string' && state.dependant_id
    ? { patient, dependant_id: state.dependant_id }
    : { patient };
}

export { readReturnTo, type ReturnTo } from './returnTo';
