/**
 * Home exercise programs (issue 29): the library's exercises, a doctor's program for a patient, the patient's
 * day (sets ticked, pain afterwards, reminder time) and the adherence the doctor reads. The bounds here are the one
 * place the form rules live: the program builder and the today page validate with them, the API at the door.
 */
import '../zod-config';
import { z } from 'zod/mini';
import { textSchema } from '../primitives';
import { painSchema } from './clinical';
import { dependantIdSchema } from '../family';

export const EXERCISE_REGIONS = ['neck', 'shoulder', 'back', 'hip', 'knee', 'ankle', 'balance'] as const;
export type ExerciseRegion = (typeof EXERCISE_REGIONS)[number];

export const EXERCISE_LIMITS = {
  name: 120,
  instructions: 2000,
  notes: 500,
  items: 30,
  sets: 10,
  reps: 100,
  holdSeconds: 300,
  timesPerDay: 5,
  daysPerWeek: 7,
} as const;

export const EXERCISE_MESSAGES = {
  name: 'Give the exercise a name',
  instructions: 'Write how to do the exercise',
  items: 'Add at least one exercise to the program',
  tooManyItems: `A program holds at most ${EXERCISE_LIMITS.items} exercises`,
  whole: (what: string, min: number, max: number) => `${what} must be a whole number from ${min} to ${max}`,
  reminderTime: 'Pick a time like 07:30',
  unknownExercise: 'That exercise is not in the library',
  tooManySets: 'That is more sets than today’s program asks for',
} as const;

const whole = (what: string, min: number, max: number) => {
  const message = EXERCISE_MESSAGES.whole(what, min, max);
  return z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
};
const notes = () =>
  z._default(
    textSchema(EXERCISE_LIMITS.notes, {
      multiline: true,
      message: `At most ${EXERCISE_LIMITS.notes} characters`,
    }),
    '',
  );

/** A library exercise, or a doctor's own (`custom`, slug `custom-<uuid>`, no illustration). */
export const libraryExerciseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  region: z.nullable(z.enum(EXERCISE_REGIONS)),
  instructions: z.string(),
  sets: z.number(),
  reps: z.number(),
  hold_seconds: z.number(),
  custom: z.boolean(),
  illustration: z.nullable(z.string()),
});
export type LibraryExercise = z.infer<typeof libraryExerciseSchema> & { region: ExerciseRegion | null };

export const customExerciseRequestSchema = z.object({
  name: textSchema(EXERCISE_LIMITS.name, { message: `At most ${EXERCISE_LIMITS.name} characters` }).check(
    z.minLength(1, EXERCISE_MESSAGES.name),
  ),
  instructions: textSchema(EXERCISE_LIMITS.instructions, {
    multiline: true,
    message: `At most ${EXERCISE_LIMITS.instructions} characters`,
  }).check(z.minLength(1, EXERCISE_MESSAGES.instructions)),
  region: z._default(z.nullable(z.enum(EXERCISE_REGIONS)), null),
});
export type CustomExerciseRequest = z.input<typeof customExerciseRequestSchema>;

export const programItemRequestSchema = z.object({
  exercise: z
    .string()
    .check(
      z.minLength(1, EXERCISE_MESSAGES.unknownExercise),
      z.maxLength(80, EXERCISE_MESSAGES.unknownExercise),
    ),
  sets: whole('Sets', 1, EXERCISE_LIMITS.sets),
  reps: whole('Repetitions', 1, EXERCISE_LIMITS.reps),
  hold_seconds: whole('Hold (seconds)', 0, EXERCISE_LIMITS.holdSeconds),
  times_per_day: whole('Times a day', 1, EXERCISE_LIMITS.timesPerDay),
  days_per_week: whole('Days a week', 1, EXERCISE_LIMITS.daysPerWeek),
  notes: notes(),
});
export type ProgramItemRequest = z.input<typeof programItemRequestSchema>;
export const programRequestSchema = z.object({
  items: z
    .array(programItemRequestSchema)
    .check(
      z.minLength(1, EXERCISE_MESSAGES.items),
      z.maxLength(EXERCISE_LIMITS.items, EXERCISE_MESSAGES.tooManyItems),
    ),
  notes: notes(),
  /** The program of one of the patient's family members the doctor treats (issue 28 point 3). */
  dependant_id: z.optional(dependantIdSchema),
});
export type ProgramRequest = z.input<typeof programRequestSchema>;

export const programItemSchema = z.object({
  id: z.string(),
  exercise: libraryExerciseSchema,
  sets: z.number(),
  reps: z.number(),
  hold_seconds: z.number(),
  times_per_day: z.number(),
  days_per_week: z.number(),
  notes: z.string(),
});
export type ProgramItem = z.infer<typeof programItemSchema>;
/** A program version: saving a program writes a new one (the old stays behind the adherence it was done for). */
export const programSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  version: z.number(),
  doctor_name: z.string(),
  notes: z.string(),
  created_at: z.string(),
  items: z.array(programItemSchema),
});
export type ExerciseProgram = z.infer<typeof programSchema>;

/** Sets to tick today for an item: its sets, each time of the day. */
export const setsPerDay = (item: Pick<ProgramItem, 'sets' | 'times_per_day'>) =>
  item.sets * item.times_per_day;

export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const reminderTimeSchema = z
  .string({ error: EXERCISE_MESSAGES.reminderTime })
  .check(z.regex(REMINDER_TIME_PATTERN, EXERCISE_MESSAGES.reminderTime));

/** The patient's day: India's date, the program, the sets ticked per item, the pain logged and the reminder. */
export const exerciseDaySchema = z.object({
  day: z.string(),
  program: z.nullable(programSchema),
  done: z.array(z.object({ item_id: z.string(), sets_done: z.number() })),
  pain: z.nullable(z.number()),
  reminder_time: z.nullable(z.string()),
});
export type ExerciseDay = z.infer<typeof exerciseDaySchema>;

/** A family member's day (issue 28 point 3): their program's sets, their pain, their reminder (sent to the holder). */
const forMember = { dependant_id: z.optional(dependantIdSchema) };
export const setsDoneRequestSchema = z.object({
  sets_done: whole('Sets done', 0, EXERCISE_LIMITS.sets * EXERCISE_LIMITS.timesPerDay),
  ...forMember,
});
export const exercisePainRequestSchema = z.object({ pain: painSchema, ...forMember });
export const exerciseReminderRequestSchema = z.object({ time: z.nullable(reminderTimeSchema), ...forMember });
export const exerciseReminderSchema = z.object({ time: z.nullable(z.string()) });

/** Adherence per ISO week (Monday to Sunday, India's dates) and the pain logged each day. */
export const adherenceWeekSchema = z.object({
  week: z.string(),
  starts: z.string(),
  prescribed: z.number(),
  done: z.number(),
  /** done / prescribed in whole per cent (0–100); null when nothing was prescribed that week. */
  percent: z.nullable(z.number()),
});
export type AdherenceWeek = z.infer<typeof adherenceWeekSchema>;
export const adherenceSchema = z.object({
  weeks: z.array(adherenceWeekSchema),
  pain: z.array(z.object({ day: z.string(), pain: z.number() })),
});
export type Adherence = z.infer<typeof adherenceSchema>;
