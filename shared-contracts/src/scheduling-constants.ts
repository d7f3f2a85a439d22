/**
 * The scheduling constants and messages (issue 17) without any schema: a page that only needs a
 * number or a message from here (the slot picker's day count) does not pull zod into its first
 * render. scheduling.ts re-exports them, so every import of the package keeps working.
 */
export const SCHEDULING = {
  defaultSlotMinutes: 45,
  minSlotMinutes: 15,
  maxSlotMinutes: 120,
  /** No slot starts sooner than this after now. */
  leadTimeMinutes: 120,
  /** A slot chosen at booking is kept this long for the unpaid order. */
  holdMinutes: 15,
  /** Slots one patient may hold at once (unpaid orders with a chosen time): one patient cannot empty a day. */
  maxHoldsPerPatient: 2,
  /** Between two home visits of one doctor. */
  homeTravelMinutes: 30,
  /** The booking horizon: no slot is offered, held, booked or moved to later than this many days from today (IST). */
  bookingHorizonDays: 90,
  /** Most days one GET /api/slots may cover. */
  maxSlotRangeDays: 31,
  /** The booking picker's row of day chips. */
  pickerDays: 14,
  /** The join button is active from this long before the start. */
  joinOpensMinutes: 10,
} as const;

/** An appointment's life; held and scheduled are live (they occupy the doctor's time). */
export const APPOINTMENT_STATUSES = ['held', 'scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const AVAILABILITY_MODES = ['online', 'home', 'both'] as const;
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number];

export const SCHEDULING_MESSAGES = {
  slotTaken: 'Sorry, this time was just booked by someone else. Please choose another time.',
  holdLimit:
    'You are already holding 2 times that are not paid yet. Please pay for one of them, or wait 15 minutes for the hold to lapse, before choosing another.',
  noCredit: 'All sessions of this order are already scheduled.',
  notPaid: 'This order is not paid yet, so its sessions cannot be scheduled.',
  invertedRange: 'A range must end after it starts',
  overlappingRanges: 'Two ranges of the same day overlap',
  slotMinutes: 'A session lasts between 15 and 120 minutes',
  time: 'Times must look like HH:MM (00:00 to 24:00)',
  instant: 'Times must be ISO 8601 instants with an offset, like 2026-01-31T09:00:00+05:30',
  rangeOrder: 'The end date must not be before the start date',
  rangeTooLong: 'Ask for at most 31 days of slots at a time',
  tooFarAhead: `Sessions can be booked at most ${SCHEDULING.bookingHorizonDays} days ahead. Please choose an earlier date.`,
  rangeTooFarAhead: `Free times are shown at most ${SCHEDULING.bookingHorizonDays} days ahead. Please choose an earlier end date.`,
} as const;
