import { readPublic } from '@physio/shared-auth/public';
import {
  addDays,
  isSlotList,
  PINCODE_PATTERN,
  PUBLIC_READ_PATHS,
  SCHEDULING,
  todayInIndia,
  type TreatmentMode,
} from '@physio/shared-contracts';
import { useLoad } from '@physio/shared-ui';

export interface FreeSlotsQuery {
  mode: TreatmentMode;
  /** Only this doctor's slots (scheduling or moving a session of an order with a doctor). */
  doctorId?: string | null;
  /** Change it to ask again (after a time was taken meanwhile). */
  refresh?: number;
  /** The first of the picker's days (YYYY-MM-DD) when not today: the days around a series' session weeks ahead. */
  from?: string | null;
  /** A home visit's PIN (six digits): only doctors who visit it, only times the road allows (issue 28). */
  pincode?: string | null;
}

/**
 * The free slots of the picker's days (today in India and the days after it) for one mode, and one doctor
 * when given: the slot chooser's load, for the patient's booking and scheduling and the doctor's moves alike.
 * Asked as soon as the picker is shown, as a public read over fetch (no API client, no zod), so the booking
 * form's first render stays small and its free times still need no tap or scroll.
 */
export function useFreeSlots({ mode, doctorId, refresh = 0, from: first, pincode }: FreeSlotsQuery) {
  const from = first ?? todayInIndia();
  const to = addDays(from, SCHEDULING.pickerDays - 1);
  const pin = mode === 'home' && pincode && PINCODE_PATTERN.test(pincode) ? pincode : undefined;
  const key = `${from}|${to}|${mode}|${doctorId ?? ''}|${pin ?? ''}|${refresh}`;
  return useLoad(key, () =>
    readPublic(
      PUBLIC_READ_PATHS.slots,
      { from, to, mode, doctor_id: doctorId ?? undefined, pincode: pin },
      isSlotList,
      'Could not load the free times',
    ),
  );
}
