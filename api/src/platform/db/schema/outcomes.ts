/**
 * Outcome scores (issue 29, point 4; modules/clinical/outcome-*.ts): pain ratings and Patient-Specific Functional
 * Scale scores, as the API scored them. A score is never edited: a new one is added.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { dependants } from './family';
import { patients } from './patients';

export const outcomeScores = pgTable(
  'outcome_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The family member scored (issue 28 point 3), on the holder's record; null: the patient themself. */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'cascade' }),
    instrument: text('instrument', { enum: ['psfs', 'pain'] }).notNull(),
    /** PSFS: the mean of the activity ratings; pain: the rating. Both 0–10. */
    score: doublePrecision('score').notNull(),
    /** PSFS: the activities as rated ({ activity, rating }); pain: []. */
    activities: jsonb('activities').$type<{ activity: string; rating: number }[]>().notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    recordedById: text('recorded_by_id').notNull(),
    recordedByRole: text('recorded_by_role', { enum: ['patient', 'doctor'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outcome_scores_range', sql`${t.score} between 0 and 10`),
    check('outcome_scores_instrument', sql`${t.instrument} in ('psfs', 'pain')`),
    index('outcome_scores_patient_idx').on(t.patientId, t.recordedAt),
  ],
);
