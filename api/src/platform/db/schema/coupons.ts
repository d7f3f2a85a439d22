import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    offerName: text('offer_name').notNull().default(''),
    /** Percent, up to 2 decimals. */
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull().default('00:00:00'),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endTime: time('end_time').notNull().default('23:59:59'),
    active: boolean('active').notNull().default(true),
    /** Usage limits (issue 26): only on a patient's first paid order; per patient; in all. Null: no limit. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    maxPerPatient: integer('max_per_patient'),
    maxTotal: integer('max_total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_discount_range', sql`${t.discountPercentage} > 0 AND ${t.discountPercentage} <= 100`),
    check('coupons_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_max_per_patient_positive', sql`${t.maxPerPatient} IS NULL OR ${t.maxPerPatient} > 0`),
    check('coupons_max_total_positive', sql`${t.maxTotal} IS NULL OR ${t.maxTotal} > 0`),
  ],
);
