/**
 * The weekly series' limits and labels (issue 28 point 1), without zod: the patient's list and the doctor's week mark
 * a series' sessions from here without taking the schemas of ./series (and zod) into their first render, nor the
 * series' messages (./seriesMessages: a bundle keeps every message of an object any of its pages uses).
 */
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

/**
 * The planner's line when no weekday is ticked (SERIES_MESSAGES.noWeekdays, ./seriesMessages): on its own here, as
 * the planner beside the booking page's chosen time shows only this one of the series' messages.
 */
export const NO_WEEKDAYS_MESSAGE = 'Please choose at least one weekday.';

/** "Mon, Wed, Fri at 18:00" for receipts, e-mails and the series' calendar. */
export const describeSeries = (s: { weekdays: readonly number[]; time: string; size: number }): string =>
  `Weekly series of ${s.size} session${s.size === 1 ? '' : 's'}: ${[...s.weekdays]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_NAMES[d]!.slice(0, 3))
    .join(', ')} at ${s.time}`;

/** How a series occurrence is marked in the doctor's week and the patient's list: "Series 2/6". */
export const seriesMark = (a: { series?: { position: number; size: number } | null }): string | null =>
  a.series ? `Series ${a.series.position}/${a.series.size}` : null;
