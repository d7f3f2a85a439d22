import { todayInIndia, type TreatmentMode } from '@physio/shared-contracts';
import { SlotChooser, type SlotChooserProps } from '@physio/shared-ui/sessions';
import { useSlots } from './useSlots';

interface Props extends Omit<SlotChooserProps, 'load'> {
  mode: TreatmentMode;
  /** Only this doctor's slots (scheduling or moving a session of an order with a doctor). */
  doctorId?: string | null;
  /** Change it to load the free times again. */
  refresh?: number;
}

/** The shared slot picker over the free slots of the next 14 days, of one mode (and one doctor when given). */
export function SlotPicker({ mode, doctorId, refresh = 0, ...rest }: Props) {
  const load = useSlots(todayInIndia(), mode, doctorId, refresh);
  return <SlotChooser load={load} {...rest} />;
}
