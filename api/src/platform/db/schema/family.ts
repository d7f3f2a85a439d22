import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { patients } from './patients';

/**
 * A patient's dependants (issue 28 point 3, modules/family): family members with no phone of their own whom the
 * account holder (`patient_id`) books, pays and receives messages for. Removing one from the list sets `removed_at`:
 * their past sessions (appointments.dependant_id) keep naming them.
 */
export const dependants = pgTable(
  'dependants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    /**
     * The year of birth in India's calendar (issue 28): the form takes the age, this keeps it moving with the years;
     * every list and message derives the age from it (ageFromBirthYear). Migration 0034 turned the stored ages into
     * birth years against the year in Asia/Kolkata when it ran.
     */
    birthYear: integer('birth_year').notNull(),
    /**
     * Their own treatment plan (issue 28 point 3, as `patients` holds the holder's): sessions × price per session,
     * set by `plan_doctor_id` (who treats them from then on); all null until a doctor sets one.
     */
    planSessions: integer('plan_sessions'),
    planPricePaise: integer('plan_price_paise'),
    planSetAt: timestamp('plan_set_at', { withTimezone: true }),
    planDoctorId: text('plan_doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A net under the API's rule (ages 0 to 120 in the year they are given): no year of birth before 1800 or after 2200.
    check('dependants_birth_year', sql`${t.birthYear} BETWEEN 1800 AND 2200`),
    check(
      'dependants_relation',
      sql`${t.relation} IN ('parent', 'child', 'spouse', 'sibling', 'grandparent', 'other')`,
    ),
    index('dependants_patient_idx').on(t.patientId, t.createdAt),
    check('dependants_plan_sessions_positive', sql`${t.planSessions} > 0`),
    check('dependants_plan_price_positive', sql`${t.planPricePaise} > 0`),
    index('dependants_plan_doctor_idx')
      .on(t.planDoctorId)
      .where(sql`${t.planDoctorId} IS NOT NULL`),
  ],
);
