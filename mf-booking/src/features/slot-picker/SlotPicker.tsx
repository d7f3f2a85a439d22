import { useState } from 'react';
import type { Slot, TreatmentMode } from '@physio/shared-contracts';
import { Stack, type Load } from '@physio/shared-ui';
import { SlotChooser, useFreeSlots, type SlotChooserProps } from '@physio/shared-ui/sessions';
import { DoctorChoice } from './DoctorChoice';
import { doctorsOf, firstAvailable } from './doctors';
import { WaitlistOffer } from '../waitlist/WaitlistOffer';

interface Props extends Omit<SlotChooserProps, 'load'> {
  mode: TreatmentMode;
  /** Only this doctor's slots (scheduling or moving a session of an order with a doctor). */
  doctorId?: string | null;
  /** Change it to load the free times again. */
  refresh?: number;
  /** Let the patient choose the physiotherapist, or take the first available (the booking form). */
  chooseDoctor?: { feeRupees: number; onClear: () => void };
  /** With `doctorId`: offer that doctor's waitlist under the times (scheduling a credit; not when moving). */
  waitlistDoctorName?: string | null;
}

/**
 * The shared slot picker over the free slots of the next 14 days, of one mode (and one doctor when given).
 * With `chooseDoctor`, the physiotherapists with free times come first: "First available" (one time per
 * start, whoever is free) or one of them, whose times alone are shown; choosing another doctor than the
 * chosen time's clears that time (`onClear`). Under the times, the waitlist of the doctors shown (WaitlistOffer).
 */
export function SlotPicker({
  mode,
  doctorId,
  refresh = 0,
  chooseDoctor,
  waitlistDoctorName,
  ...rest
}: Props) {
  const load = useFreeSlots({ mode, doctorId, refresh });
  const [doctor, setDoctor] = useState<string | null>(null);
  const doctors = load.status === 'ready' ? doctorsOf(load.data) : [];
  if (!chooseDoctor)
    return (
      <Stack>
        <SlotChooser load={load} {...rest} />
        {doctorId && waitlistDoctorName && (
          <WaitlistOffer mode={mode} doctors={[{ id: doctorId, name: waitlistDoctorName }]} />
        )}
      </Stack>
    );

  // A doctor without free times in this mode is no choice here: their times are all gone.
  const shownDoctor = doctor && doctors.some((d) => d.id === doctor) ? doctor : null;
  const chosen = rest.value?.kind === 'slot' ? rest.value.slot : null;
  const shown: Load<Slot[]> =
    load.status === 'ready'
      ? {
          ...load,
          data: shownDoctor
            ? load.data.filter((s) => s.doctor_id === shownDoctor)
            : firstAvailable(load.data, chosen),
        }
      : load;
  const pickDoctor = (id: string | null) => {
    setDoctor(id);
    if (id && chosen && chosen.doctor_id !== id) chooseDoctor.onClear();
  };
  return (
    <Stack>
      {doctors.length > 0 && (
        <DoctorChoice
          doctors={doctors}
          value={shownDoctor}
          onChange={pickDoctor}
          feeRupees={chooseDoctor.feeRupees}
        />
      )}
      <SlotChooser load={shown} {...rest} />
      <WaitlistOffer
        mode={mode}
        doctors={shownDoctor ? doctors.filter((d) => d.id === shownDoctor) : doctors}
      />
    </Stack>
  );
}
