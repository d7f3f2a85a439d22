export { SlotPicker } from './SlotPicker';
export {
  NO_FREE_TIMES,
  CALL_ME_LABEL,
  nearestSlots,
  pickerDays,
  slotsOfDay,
  type SlotPick,
} from '@physio/shared-ui/sessions';
