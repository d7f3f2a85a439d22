/**
 * The weekly series' limits, wording and labels (issue 28 point 1), without zod: the patient's list and the doctor's
 * week mark a series' sessions from here without taking the schemas of ./series (and zod) into their first render.
 */
import { SCHEDULING } from './scheduling-constants';

export const SERIES = {
  maxCount: 50,
  /** Alternatives offered for one taken occurrence. */
  alternatives: 3,
  /** How many days either side of a taken occurrence its alternatives may fall. */
  alternativeDays: 3,
} as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const SERIES_MESSAGES = {
  noWeekdays: 'Please choose at least one weekday.',
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

/** "Mon, Wed, Fri at 18:00" for receipts, e-mails and the series' calendar. */
export const describeSeries = (s: { weekdays: readonly number[]; time: string; size: number }): string =>
  `Weekly series of ${s.size} session${s.size === 1 ? '' : 's'}: ${[...s.weekdays]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_NAMES[d]!.slice(0, 3))
    .join(', ')} at ${s.time}`;

/** How a series occurrence is marked in the doctor's week and the patient's list: "Series 2/6". */
export const seriesMark = (a: { series?: { position: number; size: number } | null }): string | null =>
  a.series ? `Series ${a.series.position}/${a.series.size}` : null;
