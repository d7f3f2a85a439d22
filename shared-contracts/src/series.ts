/**
 * Weekly series (issue 28 point 1): "Monday, Wednesday and Friday at 6 pm, 10 sessions from 1 December". The pattern
 * is expanded here (one rule for the browser and the API), previewed by the API (each occurrence free, or taken with
 * the nearest free alternatives) and booked in one transaction.
 *
 * The alternative rule (SERIES.alternatives of them at most, nearest first): free times of the same doctor in the
 * same mode on the occurrence's own date, by distance from the asked time (earlier first on a tie); then the asked
 * time's nearest free time on the days around it, one day either side, then two, up to SERIES.alternativeDays
 * (the earlier day first on a tie). Never a time another occurrence of the series already takes.
 */
import './zod-config';
import { z } from 'zod/mini';
import { addDays, todayInIndia } from './dates';
import { calendarDateSchema, isCalendarDate } from './primitives';
import {
  instantSchema,
  lastBookableDate,
  publicDoctorIdSchema,
  timeOfDaySchema,
  timeToMinutes,
} from './scheduling';
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

const weekdaysSchema = z
  .array(z.int().check(z.gte(0), z.lte(6)))
  .check(z.minLength(1, SERIES_MESSAGES.noWeekdays), z.maxLength(7));
const countSchema = z
  .int(SERIES_MESSAGES.count)
  .check(z.gte(1, SERIES_MESSAGES.count), z.lte(SERIES.maxCount, SERIES_MESSAGES.count));

const patternFields = {
  doctor_id: publicDoctorIdSchema,
  weekdays: weekdaysSchema,
  time: timeOfDaySchema,
  start_date: calendarDateSchema,
  count: countSchema,
};
const startsSchema = z
  .array(instantSchema)
  .check(z.minLength(1, SERIES_MESSAGES.count), z.maxLength(SERIES.maxCount, SERIES_MESSAGES.count));

const startDateCheck = z.superRefine((q: { start_date: string }, ctx) => {
  if (!isCalendarDate(q.start_date)) return;
  if (q.start_date < todayInIndia())
    ctx.addIssue({ code: 'custom', message: SERIES_MESSAGES.startInPast, path: ['start_date'] });
  else if (q.start_date > lastBookableDate())
    ctx.addIssue({ code: 'custom', message: SERIES_MESSAGES.beyondHorizon, path: ['start_date'] });
});

/** The weekly pattern: which doctor, how, on which weekdays at what time, from when, how many sessions. */
export const seriesPatternSchema = z
  .object({
    ...patternFields,
    mode: z.enum(['online', 'home'], SERIES_MESSAGES.mode),
    /** The paid order whose credits the series draws (none: the series is paid through the checkout). */
    order_id: z.optional(z.string().check(z.maxLength(64))),
    /** A doctor booking for a patient they care for names the patient. */
    patient_id: z.optional(z.string().check(z.regex(/^\d{10}$/, 'A patient id is a 10-digit mobile number'))),
  })
  .check(startDateCheck);
export type SeriesPattern = z.output<typeof seriesPatternSchema>;

/** `POST /api/series`: the pattern and the times the patient kept (alternatives accepted, drops left out). */
export const seriesBookSchema = z.extend(seriesPatternSchema, { starts: startsSchema });
export type SeriesBooking = z.output<typeof seriesBookSchema>;

/** `POST /api/orders` with `series`: one order (one payment) for the kept times, each held until it is paid. */
export const seriesOrderSchema = z.object({ ...patternFields, starts: startsSchema }).check(startDateCheck);
export type SeriesOrder = z.output<typeof seriesOrderSchema>;

const timeSchema = z.object({ start: z.string(), end: z.string() });
export const seriesOccurrenceSchema = z.object({
  /** 1-based place in the pattern. */
  position: z.int(),
  start: z.string(),
  end: z.string(),
  free: z.boolean(),
  /** Taken occurrences: the nearest free times, nearest first (empty when nothing near is free). */
  alternatives: z.array(timeSchema),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesPreviewSchema = z.object({
  doctor_id: z.string(),
  doctor_name: z.string(),
  mode: z.enum(['online', 'home']),
  occurrences: z.array(seriesOccurrenceSchema),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const seriesSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  doctor_id: z.string(),
  order_id: z.nullable(z.string()),
  mode: z.enum(['online', 'home']),
  weekdays: z.array(z.int()),
  time: z.string(),
  start_date: z.string(),
  size: z.int(),
  /** Its occurrences' ids and times, in order (cancelled ones included, with their status). */
  occurrences: z.array(
    z.object({ id: z.string(), position: z.int(), start: z.nullable(z.string()), status: z.string() }),
  ),
});
export type Series = z.infer<typeof seriesSchema>;

/** `PATCH /api/series/:id/appointments/:appointment_id`: this occurrence, or it and all later live ones, by the same shift. */
export const seriesMoveSchema = z.object({
  start: instantSchema,
  scope: z.enum(['one', 'following'], 'Please choose this session or this and all later ones.'),
  reason: z.optional(z.string().check(z.maxLength(300))),
});
export type SeriesMove = z.output<typeof seriesMoveSchema>;

export const seriesCancelSchema = z.object({
  /** Cancel from this occurrence on (default: every future one). */
  from_appointment_id: z.optional(z.string().check(z.uuid('Unknown session'))),
  reason: z.optional(z.string().check(z.maxLength(300))),
});

export const seriesCancelledSchema = z.object({
  cancelled: z.array(z.string()),
  /** Inside the change window: kept, as the window says (the credit is not given back for those). */
  kept: z.array(z.string()),
});

/** The India dates of a pattern's occurrences: the first `count` days from `start_date` on one of the weekdays. */
export function seriesDates(pattern: {
  weekdays: readonly number[];
  start_date: string;
  count: number;
}): string[] {
  const wanted = new Set(pattern.weekdays);
  const out: string[] = [];
  if (!wanted.size || pattern.count < 1) return out;
  for (let date = pattern.start_date; out.length < pattern.count; date = addDays(date, 1))
    if (wanted.has(new Date(`${date}T00:00:00Z`).getUTCDay())) out.push(date);
  return out;
}

/** The pattern's time as minutes after midnight (the schema has checked it). */
export const seriesMinute = (time: string): number => timeToMinutes(time) ?? 0;

/** "Mon, Wed, Fri at 18:00" for receipts, e-mails and the series' calendar. */
export const describeSeries = (s: { weekdays: readonly number[]; time: string; size: number }): string =>
  `Weekly series of ${s.size} session${s.size === 1 ? '' : 's'}: ${[...s.weekdays]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_NAMES[d]!.slice(0, 3))
    .join(', ')} at ${s.time}`;

/** How a series occurrence is marked in the doctor's week and the patient's list: "Series 2/6". */
export const seriesMark = (a: { series?: { position: number; size: number } | null }): string | null =>
  a.series ? `Series ${a.series.position}/${a.series.size}` : null;
