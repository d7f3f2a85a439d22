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
import { todayInIndia } from './dates';
import { calendarDateSchema, isCalendarDate } from './primitives';
import {
  instantSchema,
  lastBookableDate,
  publicDoctorIdSchema,
  timeOfDaySchema,
  timeToMinutes,
} from './scheduling';
import { SERIES_MESSAGES } from './seriesMessages';
import { FAMILY_MESSAGES } from './familyLabels';
import { pincodeSchema } from './travel';
import { SERIES } from './seriesRules';

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
    /** Home visits: the patient's PIN, so the preview counts the doctor's road (issue 28). */
    pincode: z.optional(pincodeSchema),
    /** A family member of the patient the series treats (issue 28 point 3); omitted: the patient. */
    dependant_id: z.optional(z.string().check(z.uuid(FAMILY_MESSAGES.notFound))),
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

/** The move's answer: the series as it now is, and which of its sessions moved (their ids, in the order moved). */
export const seriesMovedSchema = z.extend(seriesSchema, { moved: z.array(z.string()) });
export type SeriesMoved = z.infer<typeof seriesMovedSchema>;

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
  // Day by day as UTC midnights (a date string only for the days kept: this runs on every series request).
  const day = new Date(`${pattern.start_date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError('Invalid time value');
  while (out.length < pattern.count) {
    if (wanted.has(day.getUTCDay())) out.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/** The pattern's time as minutes after midnight (the schema has checked it). */
export const seriesMinute = (time: string): number => timeToMinutes(time) ?? 0;
