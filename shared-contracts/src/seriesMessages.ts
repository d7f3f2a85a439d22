/**
 * What the weekly series' screens and answers say (issue 28 point 1): the API's refusals and the patient's and the
 * doctor's confirmations. A module of its own, apart from ./seriesRules, so the pages that only mark a series'
 * sessions (the patient's list, the booking page's planner) do not carry these in their first render.
 */
import { SCHEDULING } from './scheduling-constants';
import { NO_WEEKDAYS_MESSAGE, SERIES } from './seriesRules';

export const SERIES_MESSAGES = {
  noWeekdays: NO_WEEKDAYS_MESSAGE,
  count: `Please choose between 1 and ${SERIES.maxCount} sessions.`,
  overCredits: (left: number) =>
    `You have ${left} session${left === 1 ? '' : 's'} left on this order. Please choose at most ${left}.`,
  startInPast: 'The start date is in the past. Please choose today or a later date.',
  beyondHorizon: `Sessions can be booked at most ${SCHEDULING.bookingHorizonDays} days ahead. Please choose fewer sessions or an earlier start date.`,
  unknownTime:
    'The doctor does not see patients at this time on these weekdays. Please choose one of the offered times.',
  mode: 'Please choose an online session or a home visit.',
  duplicateTimes:
    'Two sessions of the series are at the same time. Please choose another time for one of them.',
  raced:
    'Sorry, one of these times was just booked by someone else. Nothing was booked: please check the series again.',
  notFound: 'No series with this ID',
  notInSeries: 'This session is not part of this series.',
  booked: (n: number) => `${n} session${n === 1 ? '' : 's'} booked.`,
  moved: (n: number) => `${n} session${n === 1 ? '' : 's'} moved.`,
  cancelled: (n: number) =>
    `${n} session${n === 1 ? '' : 's'} cancelled. The credits are back on your order.`,
} as const;
