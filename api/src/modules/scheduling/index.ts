// The scheduling module's public face: what other modules may take from it.
export {
  type AppointmentView,
  createAppointmentForPaidOrder,
  dependantSql,
  lastChangeSql,
  listPatientAppointments,
  toAppointment,
} from './appointments';
export { lapsedHoldsJob } from './lapsed-holds';
export { remindersJob } from './reminders';
export {
  cancelSessionIn,
  confirmSession,
  type ConfirmOutcome,
  lockPatientSession,
  type SessionChange,
} from './session-changes';
export { listCredits, orderCredits } from './credits';
export { holdSlot, ownClaimHold, releaseExpiredHolds, releaseOwnUnpaidHolds } from './holds';
export { orderDoctor } from './sessions';
export { orderSeriesPattern, type OrderSeries } from './series';
export { planSeries, type SeriesPlan } from './series-plan';
export { rehearseSeriesReads } from './series-reads';
export { writeSeries } from './series-write';
export { requireBookableSlot } from './slot-checks';
