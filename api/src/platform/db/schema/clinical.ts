/**
 * The clinical record (issue 29, modules/clinical): intakes with their consents, session notes with their
 * amendments, and the access log of every read and write of them. A signed note is never updated (trigger
 * clinical_notes_signed_frozen, migration 0018) and amendments are only ever added.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { dependants } from './family';
import { doctors } from './doctors';
import { patients } from './patients';

export const clinicalIntakes = pgTable(
  'clinical_intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The family member it is about (issue 28 point 3), filled in by the holder; null: the patient themself. */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    problem: text('problem').notNull(),
    since: text('since').notNull(),
    pain: smallint('pain').notNull(),
    /** The red-flag questions answered yes (keys of RED_FLAG_QUESTIONS). */
    redFlags: jsonb('red_flags').$type<string[]>().notNull(),
    medications: text('medications').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    goals: text('goals').notNull().default(''),
    treatmentConsentVersion: text('treatment_consent_version').notNull(),
    treatmentConsentAt: timestamp('treatment_consent_at', { withTimezone: true }).notNull(),
    teleconsultationConsentVersion: text('teleconsultation_consent_version'),
    teleconsultationConsentAt: timestamp('teleconsultation_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('clinical_intakes_pain_range', sql`${t.pain} between 0 and 10`),
    index('clinical_intakes_patient_idx').on(t.patientId, t.createdAt),
  ],
);

export const clinicalNotes = pgTable(
  'clinical_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /**
     * The family member it treats (issue 28 point 3): kept on the holder's record (`patient_id`, who reads it and
     * whose data rights cover it); null: the patient themself. Set when drafted, never changed.
     */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'signed'] })
      .notNull()
      .default('draft'),
    subjective: text('subjective').notNull().default(''),
    objective: text('objective').notNull().default(''),
    assessment: text('assessment').notNull().default(''),
    plan: text('plan').notNull().default(''),
    patientSummary: text('patient_summary').notNull().default(''),
    sharePlan: boolean('share_plan').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    check('clinical_notes_signed_at', sql`(${t.status} = 'signed') = (${t.signedAt} is not null)`),
    index('clinical_notes_patient_idx').on(t.patientId, t.createdAt),
  ],
);

export const clinicalNoteAmendments = pgTable(
  'clinical_note_amendments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => clinicalNotes.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clinical_note_amendments_note_idx').on(t.noteId, t.createdAt)],
);

/** Who read or wrote which part of a patient's clinical record, and when (the patient reads it). */
export const clinicalAccessLog = pgTable(
  'clinical_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role', { enum: ['patient', 'doctor'] }).notNull(),
    action: text('action', { enum: ['read', 'write'] }).notNull(),
    record: text('record', { enum: ['intake', 'notes', 'note', 'scores', 'exercises'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clinical_access_log_patient_idx').on(t.patientId, t.at)],
);
