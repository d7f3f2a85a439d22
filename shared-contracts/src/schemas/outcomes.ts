/**
 * Outcome measures (issue 29, point 4): the numeric pain rating (0–10) at sessions and the Patient-Specific
 * Functional Scale (PSFS; Stratford, Gill, Westaway & Binkley, Physiotherapy Canada 1995;47:258–263): the patient
 * names 3 to 5 activities their problem makes hard and rates each 0 (unable) to 10 (as before the problem); the
 * score is the mean of the ratings. The API scores it (modules/clinical/outcome-scoring.ts); these schemas are the
 * one place the form rules live, for the browser and the API alike.
 */
import '../zod-config';
import { z } from 'zod/mini';
import { textSchema } from '../primitives';
import { painSchema } from './clinical';
import { dependantIdSchema } from '../family';

export const OUTCOME_INSTRUMENTS = ['psfs', 'pain'] as const;
export type OutcomeInstrument = (typeof OUTCOME_INSTRUMENTS)[number];

export const PSFS = {
  minActivities: 3,
  maxActivities: 5,
  minRating: 0,
  maxRating: 10,
  /** Characters in an activity's name. */
  activityLength: 120,
} as const;

/**
 * How often each scheduled instrument is due: at intake (the baseline), then every `everySessions` sessions held
 * since the last score.
 */
export const OUTCOME_SCHEDULE = {
  psfs: { everySessions: 4 },
} as const;

export const OUTCOME_MESSAGES = {
  activity: 'Name the activity',
  rating:
    'Rate each activity with a whole number from 0 (unable to do it) to 10 (as well as before the problem)',
  activities: `Name between ${PSFS.minActivities} and ${PSFS.maxActivities} activities`,
} as const;

export const psfsRatingSchema = z
  .number({ error: OUTCOME_MESSAGES.rating })
  .check(
    z.int(OUTCOME_MESSAGES.rating),
    z.gte(PSFS.minRating, OUTCOME_MESSAGES.rating),
    z.lte(PSFS.maxRating, OUTCOME_MESSAGES.rating),
  );

export const psfsActivitySchema = z.object({
  activity: textSchema(PSFS.activityLength, {
    message: `At most ${PSFS.activityLength} characters`,
  }).check(z.minLength(1, OUTCOME_MESSAGES.activity)),
  rating: psfsRatingSchema,
});
export type PsfsActivity = z.output<typeof psfsActivitySchema>;

export const psfsRequestSchema = z.object({
  activities: z
    .array(psfsActivitySchema)
    .check(
      z.minLength(PSFS.minActivities, OUTCOME_MESSAGES.activities),
      z.maxLength(PSFS.maxActivities, OUTCOME_MESSAGES.activities),
    ),
  /** One of the patient's family members' scores (issue 28 point 3). */
  dependant_id: z.optional(dependantIdSchema),
});
export type PsfsRequest = z.input<typeof psfsRequestSchema>;

/** A pain rating, at a session of the patient's when it names one. */
export const painRatingRequestSchema = z.object({
  pain: painSchema,
  appointment_id: z.optional(z.nullable(z.uuid('Not a session ID'))),
  /** One of the patient's family members' rating (the session, when named, is theirs). */
  dependant_id: z.optional(dependantIdSchema),
});
export type PainRatingRequest = z.input<typeof painRatingRequestSchema>;

export const outcomeScoreSchema = z.object({
  id: z.string(),
  instrument: z.enum(OUTCOME_INSTRUMENTS),
  /** PSFS: the mean rating (0–10, to two decimals); pain: the rating. */
  score: z.number(),
  /** PSFS: the activities as rated; pain: empty. */
  activities: z.array(z.object({ activity: z.string(), rating: z.number() })),
  appointment_id: z.nullable(z.string()),
  recorded_by: z.enum(['patient', 'doctor']),
  recorded_at: z.string(),
});
export type OutcomeScore = z.infer<typeof outcomeScoreSchema>;

export const outcomeDueSchema = z.object({
  instrument: z.literal('psfs'),
  due: z.boolean(),
  /** Why: the baseline at intake, or N sessions held since the last score. */
  reason: z.nullable(z.enum(['intake', 'sessions'])),
  sessions_since_last: z.number(),
  every_sessions: z.number(),
});
export type OutcomeDue = z.infer<typeof outcomeDueSchema>;

export const outcomesSchema = z.object({
  /** Oldest first. */
  scores: z.array(outcomeScoreSchema),
  due: outcomeDueSchema,
});
export type Outcomes = z.infer<typeof outcomesSchema>;

/** The PSFS form as its inputs hold it (ratings typed as text); blank rows beyond the first three are dropped. */
export type PsfsFormRow = { activity: string; rating: string };
export const emptyPsfsForm = (): PsfsFormRow[] =>
  Array.from({ length: PSFS.minActivities }, () => ({ activity: '', rating: '' }));
/** The request of a form's rows (a blank rating becomes NaN, which the schema refuses with its message). */
export function psfsRequestFrom(rows: readonly PsfsFormRow[]): PsfsRequest {
  return {
    activities: rows
      .filter((r, i) => i < PSFS.minActivities || r.activity.trim() !== '' || r.rating.trim() !== '')
      .map((r) => ({ activity: r.activity, rating: r.rating.trim() === '' ? NaN : Number(r.rating) })),
  };
}
