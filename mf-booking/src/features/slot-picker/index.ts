export { SlotPicker, NO_FREE_TIMES, CALL_ME_LABEL, type SlotPick } from './SlotPicker';
export { nearestSlots, pickerDays, slotsOfDay } from './slots';
