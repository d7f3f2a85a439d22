/**
 * Home exercise programs (issue 29, modules/clinical/exercise-*): doctors' own exercises, program versions with
 * their items, what the patient did each day (sets per item, pain afterwards) and their daily reminder time. The
 * library itself is code (modules/clinical/exercise-library.ts); an item names a library slug or `custom-<uuid>`.
 * Saving a program writes a new version: the logs keep pointing at the items the patient was shown.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { dependants } from './family';
import { patients } from './patients';

export const exerciseCustom = pgTable('exercise_custom', {
  id: uuid('id').primaryKey().defaultRandom(),
  doctorId: text('doctor_id')
    .notNull()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  instructions: text('instructions').notNull(),
  region: text('region'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const exercisePrograms = pgTable(
  'exercise_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /**
     * The family member it is for (issue 28 point 3), on the holder's record; null: the patient themself. Versions
     * count per (patient, member): each has their own current program.
     */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    version: integer('version').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('exercise_programs_patient_version').on(t.patientId, t.dependantId, t.version).nullsNotDistinct(),
  ],
);

export const exerciseProgramItems = pgTable(
  'exercise_program_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => exercisePrograms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    exercise: text('exercise').notNull(),
    sets: smallint('sets').notNull(),
    reps: smallint('reps').notNull(),
    holdSeconds: smallint('hold_seconds').notNull(),
    timesPerDay: smallint('times_per_day').notNull(),
    daysPerWeek: smallint('days_per_week').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [index('exercise_program_items_program_idx').on(t.programId, t.position)],
);

export const exerciseSetLogs = pgTable(
  'exercise_set_logs',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => exerciseProgramItems.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The day in India. */
    day: date('day', { mode: 'string' }).notNull(),
    setsDone: smallint('sets_done').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.day] }),
    index('exercise_set_logs_patient_idx').on(t.patientId, t.day),
    check('exercise_set_logs_sets', sql`${t.setsDone} >= 0`),
  ],
);

export const exercisePainLogs = pgTable(
  'exercise_pain_logs',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** A family member's pain after their program's exercises (issue 28 point 3); null: the patient's own. */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    pain: smallint('pain').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('exercise_pain_logs_patient_member_day').on(t.patientId, t.dependantId, t.day).nullsNotDistinct(),
    check('exercise_pain_logs_pain', sql`${t.pain} between 0 and 10`),
  ],
);

export const exerciseReminders = pgTable(
  'exercise_reminders',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /**
     * The reminder for a family member's program (issue 28 point 3), sent to the holder; null: the patient's own.
     * One per (patient, member).
     */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    /** HH:MM in India. */
    time: text('time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('exercise_reminders_patient_member').on(t.patientId, t.dependantId).nullsNotDistinct()],
);
