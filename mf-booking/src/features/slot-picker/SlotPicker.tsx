import type { TreatmentMode } from '@physio/shared-contracts';
import { SlotChooser, useFreeSlots, type SlotChooserProps } from '@physio/shared-ui/sessions';

interface Props extends Omit<SlotChooserProps, 'load'> {
  mode: TreatmentMode;
  /** Only this doctor's slots (scheduling or moving a session of an order with a doctor). */
  doctorId?: string | null;
  /** Change it to load the free times again. */
  refresh?: number;
  /** Show "Loading free times…" without asking yet (the booking form: until the visitor starts on it). */
  wait?: boolean;
}

/** The shared slot picker over the free slots of the next 14 days, of one mode (and one doctor when given). */
export function SlotPicker({ mode, doctorId, refresh = 0, wait = false, ...rest }: Props) {
  const load = useFreeSlots({ mode, doctorId, refresh, wait });
  return <SlotChooser load={load} {...rest} />;
}
