import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';

/**
 * Session packages a doctor sells (issue 28 point 2, modules/packages): N sessions at a package price, valid for a
 * number of days after the purchase. Never edited once on sale (an order points at it); retired to stop selling.
 * A bought package is an order of kind 'package' (schema/payments.ts) whose credits carry their last valid day.
 */
export const sessionPackages = pgTable(
  'session_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sessions: integer('sessions').notNull(),
    pricePaise: integer('price_paise').notNull(),
    validityDays: integer('validity_days').notNull(),
    mode: text('mode', { enum: ['online', 'home', 'both'] }).notNull(),
    /** Credits may be shared inside the buyer's family (stored for the family accounts to come). */
    familyShared: boolean('family_shared').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('session_packages_sessions', sql`${t.sessions} BETWEEN 1 AND 50`),
    check('session_packages_price', sql`${t.pricePaise} > 0`),
    check('session_packages_validity', sql`${t.validityDays} BETWEEN 1 AND 730`),
    check('session_packages_mode', sql`${t.mode} IN ('online', 'home', 'both')`),
    index('session_packages_doctor_idx').on(t.doctorId, t.createdAt),
  ],
);
