import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { patients } from './patients';
import { dependants } from './family';

export interface ExerciseRow {
  name: string;
  sets: number;
  /** Text since issue 26 ("8 each side"); rows written before hold numbers. */
  reps: string | number;
  frequency: string;
}

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    /**
     * The family member it treats (issue 28 point 3): theirs, kept with the holder's account (`patient_id`, who
     * reads it and is the contact); null: the patient themself. Goes with the member (never left as the holder's).
     */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    advice: text('advice').notNull().default(''),
    exercises: jsonb('exercises').$type<ExerciseRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_patient_idx').on(t.patientId, t.createdAt)],
);
