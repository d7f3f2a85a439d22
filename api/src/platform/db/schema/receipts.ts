// Receipts of payments and refunds (issue 18): numbers from a gap-free sequence per kind and IST year.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './payments';
import { refunds } from './scheduling';

export const RECEIPT_KIND_VALUES = ['payment', 'refund'] as const;

/**
 * The last number given per kind and year. A receipt takes the next one with one upsert inside the transaction
 * that pays the order (or processes the refund): the row stays locked until that transaction ends, and a rollback
 * takes the number back with it, so the sequence has no gaps.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    kind: text('kind', { enum: RECEIPT_KIND_VALUES }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('receipt_counters_last_positive', sql`${t.last} > 0`),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    /** PAY-2026-000001 / REF-2026-000001. */
    number: text('number').primaryKey(),
    kind: text('kind', { enum: RECEIPT_KIND_VALUES }).notNull(),
    /** The year in Asia/Kolkata of the payment or the refund. */
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id),
    /** Paise paid (payment) or returned (refund). */
    amountPaise: integer('amount_paise').notNull(),
    /** When the money moved: the order's paid_at or the refund's processed_at. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_kind_year_seq').on(t.kind, t.year, t.seq),
    uniqueIndex('receipts_one_payment_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'payment'`),
    index('receipts_order_idx').on(t.orderId),
    check('receipts_refund_has_refund_id', sql`(${t.kind} = 'refund') = (${t.refundId} IS NOT NULL)`),
    check('receipts_seq_positive', sql`${t.seq} > 0`),
    check(
      'receipts_number_spelled',
      sql`${t.number} = (CASE ${t.kind} WHEN 'payment' THEN 'PAY-' ELSE 'REF-' END) || ${t.year} || '-' || lpad(${t.seq}::text, 6, '0')`,
    ),
    check('receipts_amount_nonnegative', sql`${t.amountPaise} >= 0`),
  ],
);
