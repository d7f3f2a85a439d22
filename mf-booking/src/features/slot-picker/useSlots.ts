import { useLoad } from '@physio/shared-ui';
import { addDays, SCHEDULING, type TreatmentMode } from '@physio/shared-contracts';

/**
 * Free slots of the picker's days for one treatment mode (and one doctor when given); nothing is
 * asked while `wait`. The API client is imported when the first call goes out: a page that paints
 * the picker before it is needed (the booking form) keeps the client out of its first render.
 */
export function useSlots(
  today: string,
  mode: TreatmentMode,
  doctorId?: string | null,
  refresh = 0,
  wait = false,
) {
  const from = today;
  const to = addDays(today, SCHEDULING.pickerDays - 1);
  const key = `${from}|${to}|${mode}|${doctorId ?? ''}|${refresh}`;
  return useLoad(wait ? null : key, async () =>
    (await import('@physio/shared-auth')).api.slots.list(
      { query: { from, to, mode, ...(doctorId ? { doctor_id: doctorId } : {}) } },
      'Could not load the free times',
    ),
  );
}
