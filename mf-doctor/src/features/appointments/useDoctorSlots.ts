import { api } from '@physio/shared-auth';
import { useLoad } from '@physio/shared-ui';
import { addDays, SCHEDULING, todayInIndia, type TreatmentMode } from '@physio/shared-contracts';

/** The doctor's own free slots of the picker's days, for moving a session: by their public id (`null` waits). */
export function useDoctorSlots(doctorId: string | null, mode: TreatmentMode, refresh: number) {
  const from = todayInIndia();
  const to = addDays(from, SCHEDULING.pickerDays - 1);
  const key = doctorId ? `${doctorId}|${from}|${to}|${mode}|${refresh}` : null;
  return useLoad(key, () =>
    api.slots.list(
      { query: { from, to, mode, doctor_id: doctorId ?? '' } },
      'Could not load your free times',
    ),
  );
}
