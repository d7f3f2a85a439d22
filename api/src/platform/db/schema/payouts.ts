import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { refunds } from './scheduling';

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
    /**
     * pending: the lines are set aside for this transfer but nobody has given its bank reference yet; paid: the
     * operator recorded the real UTR (cli `payouts paid`). A reference is never made up.
     */
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('paid'),
    paymentDateTime: timestamp('payment_date_time', { withTimezone: true }),
    utr: text('utr').unique(),
    razorpayId: text('razorpay_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payouts_paid_has_reference',
      sql`(${t.status} = 'paid') = (${t.utr} IS NOT NULL AND ${t.paymentDateTime} IS NOT NULL)`,
    ),
    index('payouts_doctor_idx').on(t.doctorId),
  ],
);

/**
 * The doctor's earnings ledger, unpaid while payout_id is null. Lines are only ever added: a paid order's share
 * (kind 'order', one per order, amount ≥ 0) and a processed refund taking its share back (kind 'refund', one per
 * refund, amount < 0) — a refund never edits the order's line (issue 18).
 */
export const doctorEarnings = pgTable(
  'doctor_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    orderId: text('order_id').notNull(),
    kind: text('kind', { enum: ['order', 'refund'] })
      .notNull()
      .default('order'),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id),
    amountPaise: integer('amount_paise').notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'doctor_earnings_amount_sign',
      sql`(${t.kind} = 'order' AND ${t.amountPaise} >= 0 AND ${t.refundId} IS NULL) OR (${t.kind} = 'refund' AND ${t.amountPaise} < 0 AND ${t.refundId} IS NOT NULL)`,
    ),
    uniqueIndex('doctor_earnings_one_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order'`),
    index('doctor_earnings_doctor_unpaid_idx').on(t.doctorId, t.payoutId),
  ],
);
