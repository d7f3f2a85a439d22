import { addDays, SCHEDULING, todayInIndia, type TreatmentMode } from '@physio/shared-contracts';
import { useLoad } from '@physio/shared-ui';

export interface FreeSlotsQuery {
  mode: TreatmentMode;
  /** Only this doctor's slots (scheduling or moving a session of an order with a doctor). */
  doctorId?: string | null;
  /** Change it to ask again (after a time was taken meanwhile). */
  refresh?: number;
  /** Ask nothing yet (the booking form until the visitor starts on it; a doctor not known yet). */
  wait?: boolean;
}

/**
 * The free slots of the picker's days (today in India and the days after it) for one mode, and one doctor
 * when given: the slot chooser's load, for the patient's booking and scheduling and the doctor's moves alike.
 * The API client is imported when the first call goes out, so a page that paints the picker before it is
 * needed keeps the client out of its first render.
 */
export function useFreeSlots({ mode, doctorId, refresh = 0, wait = false }: FreeSlotsQuery) {
  const from = todayInIndia();
  const to = addDays(from, SCHEDULING.pickerDays - 1);
  const key = `${from}|${to}|${mode}|${doctorId ?? ''}|${refresh}`;
  return useLoad(wait ? null : key, async () =>
    (await import('@physio/shared-auth')).api.slots.list(
      { query: { from, to, mode, ...(doctorId ? { doctor_id: doctorId } : {}) } },
      'Could not load the free times',
    ),
  );
}
