export { SlotPicker } from './SlotPicker';
export { FIRST_AVAILABLE_LABEL } from './DoctorChoice';
export {
  NO_FREE_TIMES,
  CALL_ME_LABEL,
  TIMES_IN_IST,
  nearestSlots,
  pickerDays,
  slotsOfDay,
  type SlotPick,
} from '@physio/shared-ui/sessions';
