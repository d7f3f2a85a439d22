import { useState, type ReactNode } from 'react';
import type { Slot, TreatmentMode } from '@physio/shared-contracts';
import { Stack, type Load } from '@physio/shared-ui';
import { SlotChooser, useFreeSlots, type SlotChooserProps } from '@physio/shared-ui/sessions';
import { DoctorChoice } from './DoctorChoice';
import { doctorsOf, firstAvailable } from './doctors';

interface Props extends Omit<SlotChooserProps, 'load'> {
  mode: TreatmentMode;
  /** Only this doctor's slots (scheduling or moving a session of an order with a doctor). */
  doctorId?: string | null;
  /** Change it to load the free times again. */
  refresh?: number;
  /** A home visit's PIN: the times the doctors' road allows there (issue 28). */
  pincode?: string;
  /** Let the patient choose the physiotherapist, or take the first available (the booking form). */
  chooseDoctor?: { feeRupees: number; onClear: () => void };
  /**
   * Under the times, given the doctors shown (the waitlist's WaitlistOffer): passed by the pages that offer it, so
   * the others do not carry its code.
   */
  after?: (doctors: { id: string; name: string }[]) => ReactNode;
}

/**
 * The shared slot picker over the free slots of the next 14 days, of one mode (and one doctor when given).
 * With `chooseDoctor`, the physiotherapists with free times come first: "First available" (one time per
 * start, whoever is free) or one of them, whose times alone are shown; choosing another doctor than the
 * chosen time's clears that time (`onClear`). Under the times, `after` (the waitlist) for the doctors shown.
 */
export function SlotPicker({ mode, doctorId, refresh = 0, pincode, chooseDoctor, after, ...rest }: Props) {
  const load = useFreeSlots({ mode, doctorId, refresh, pincode });
  const [doctor, setDoctor] = useState<string | null>(null);
  const doctors = load.status === 'ready' ? doctorsOf(load.data) : [];
  if (!chooseDoctor)
    return (
      <Stack>
        <SlotChooser load={load} {...rest} />
        {after?.(doctors.filter((d) => d.id === doctorId))}
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
      {after?.(shownDoctor ? doctors.filter((d) => d.id === shownDoctor) : doctors)}
    </Stack>
  );
}
