import { api } from '@physio/shared-auth';
import { useLoad } from '@physio/shared-ui';
import { addDays, SCHEDULING, type TreatmentMode } from '@physio/shared-contracts';

/** Free slots of the picker's days for one treatment mode (and one doctor when given). */
export function useSlots(today: string, mode: TreatmentMode, doctorId?: string | null, refresh = 0) {
  const from = today;
  const to = addDays(today, SCHEDULING.pickerDays - 1);
  const key = `${from}|${to}|${mode}|${doctorId ?? ''}|${refresh}`;
  return useLoad(key, () =>
    api.slots.list(
      { query: { from, to, mode, ...(doctorId ? { doctor_id: doctorId } : {}) } },
      'Could not load the free times',
    ),
  );
}
