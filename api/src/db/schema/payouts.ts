import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    amountPaise: integer('amount_paise').notNull(),
    /** Earnings up to this instant are covered by the payout. */
    toDateTime: timestamp('to_date_time', { withTimezone: true }).notNull(),
    paymentDateTime: timestamp('payment_date_time', { withTimezone: true }).notNull(),
    utr: text('utr').notNull().unique(),
    razorpayId: text('razorpay_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    index('payouts_doctor_idx').on(t.doctorId),
  ],
);

/** What a doctor earned from one paid order; unpaid while payout_id is null. */
export const doctorEarnings = pgTable(
  'doctor_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    orderId: text('order_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('doctor_earnings_amount_nonnegative', sql`${t.amountPaise} >= 0`),
    index('doctor_earnings_doctor_unpaid_idx').on(t.doctorId, t.payoutId),
  ],
);
