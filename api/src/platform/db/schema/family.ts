import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    age: integer('age').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dependants_age', sql`${t.age} BETWEEN 0 AND 120`),
    check(
      'dependants_relation',
      sql`${t.relation} IN ('parent', 'child', 'spouse', 'sibling', 'grandparent', 'other')`,
    ),
    index('dependants_patient_idx').on(t.patientId, t.createdAt),
  ],
);
