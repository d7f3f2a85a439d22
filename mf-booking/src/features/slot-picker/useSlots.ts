import { readPublic } from '@physio/shared-auth/public';
import { useLoad } from '@physio/shared-ui';
import {
  addDays,
  isSlotList,
  PUBLIC_READ_PATHS,
  SCHEDULING,
  type TreatmentMode,
} from '@physio/shared-contracts';

/**
 * Free slots of the picker's days for one treatment mode (and one doctor when given), asked as soon
 * as the picker is shown: a public read over fetch (no API client, no zod), so the booking form's
 * first render stays small and its free times still need no tap or scroll.
 */
export function useSlots(today: string, mode: TreatmentMode, doctorId?: string | null, refresh = 0) {
  const from = today;
  const to = addDays(today, SCHEDULING.pickerDays - 1);
  const key = `${from}|${to}|${mode}|${doctorId ?? ''}|${refresh}`;
  return useLoad(key, () =>
    readPublic(
      PUBLIC_READ_PATHS.slots,
      { from, to, mode, doctor_id: doctorId ?? undefined },
      isSlotList,
      'Could not load the free times',
    ),
  );
}
