/**
 * '@physio/shared-ui/sessions': the session screens' parts both remotes use (the slot picker and its free-slots
 * hook, the refund dialog and line, the order card, a series' planner and the move of its sessions; the rules they show are in shared-contracts' sessionLists). Not in the package index on purpose: the index is the one
 * shared singleton every page loads first (the home page's budget), while these are bundled, tree-shaken,
 * only into the remotes' pages that show them. They take the shared basics from '@physio/shared-ui' (never by a
 * relative path: that would bundle a second copy of the singleton into the remote).
 */
export {
  SlotChooser,
  NO_FREE_TIMES,
  CALL_ME_LABEL,
  TIMES_IN_IST,
  type SlotChooserProps,
  type SlotPick,
} from './src/sessions/SlotChooser';
export { DayStrip, dayChipName } from './src/sessions/DayStrip';
export { slotCatalog } from './src/sessions/slotMessages';
export { orderCatalog } from './src/sessions/orderMessages';
export { seriesCatalog } from './src/sessions/seriesMessages';
export { nearestSlots, pickerDays, sameSlot, slotsOfDay } from './src/sessions/slots';
export {
  RefundAction,
  RefundLine,
  REFUND_CONFIRM_TITLE,
  refundConfirmText,
  type RefundActionProps,
} from './src/sessions/Refund';
export { useFreeSlots, type FreeSlotsQuery } from './src/sessions/useFreeSlots';
export { useSlotMove } from './src/sessions/useSlotMove';
export { OrderCard, type OrderWords } from './src/sessions/OrderCard';
export {
  SeriesPlanner,
  SERIES_LABELS,
  type SeriesPatternInput,
  type SeriesPlan,
  type SeriesPlannerProps,
} from './src/sessions/SeriesPlanner';
export { SeriesOnCredits, type SeriesOnCreditsProps } from './src/sessions/SeriesOnCredits';
export {
  SeriesMoveForm,
  SERIES_MOVE_LABELS,
  describeShift,
  pickerFirstDay,
  type SeriesMoveFormProps,
} from './src/sessions/SeriesMove';
