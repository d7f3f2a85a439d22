// Orders, payment events and coupon redemptions (issue 5). Money is integer paise.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coupons } from './coupons';
import { dependants } from './family';
import { sessionPackages } from './packages';
import { patients } from './patients';

export const orders = pgTable(
  'orders',
  {
    /** Our id: the provider order's `receipt`. */
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    /** `order_…` at Razorpay (or the sandbox); the id the browser and the result pages use. */
    providerOrderId: text('provider_order_id').unique(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Who placed it: the patient themself or a doctor. */
    createdBy: text('created_by').notNull(),
    kind: text('kind', { enum: ['first_booking', 'physio', 'package'] }).notNull(),
    /** The session package bought (kind 'package'). */
    packageId: uuid('package_id').references(() => sessionPackages.id),
    /** The family member the order's sessions treat (issue 28 point 3); null: the patient themself. */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['created', 'attempted', 'paid', 'failed', 'expired'] })
      .notNull()
      .default('created'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    // An unpaid order must not block deleting a coupon; a paid one keeps it through coupon_redemptions.
    couponCode: text('coupon_code').references(() => coupons.code, { onDelete: 'set null' }),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    amountPaise: integer('amount_paise').notNull(),
    /** A home visit's travel fee, per session, included in amountPaise (issue 28: the doctor's fee for the PIN). */
    travelFeePaise: integer('travel_fee_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    description: text('description'),
    mode: text('mode', { enum: ['online', 'home'] })
      .notNull()
      .default('online'),
    address: text('address'),
    pincode: text('pincode'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time', { enum: ['morning', 'afternoon', 'evening'] }),
    /** The captured payment; unique, so one payment can never pay two orders. */
    paymentId: text('payment_id').unique(),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    /**
     * A hard last valid day (India) of the credits, set when paid: a package's purchase day + its validity. Past it
     * the credits are neither usable nor refundable. Null for plain orders (creditsValidUntil; still refundable).
     */
    creditsValidUntil: date('credits_valid_until', { mode: 'string' }),
    /** When the reminder before creditsValidUntil was enqueued (once per order). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_amount_nonnegative', sql`${t.amountPaise} >= 0`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'orders_paid_has_payment',
      sql`${t.status} <> 'paid' OR (${t.paymentId} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`,
    ),
    index('orders_patient_idx').on(t.patientId, t.createdAt),
    // The expiry reminder job: paid orders with a last valid day not yet reminded.
    index('orders_expiry_reminder_idx')
      .on(t.creditsValidUntil)
      .where(sql`${t.creditsValidUntil} IS NOT NULL AND ${t.expiryRemindedAt} IS NULL`),
    index('orders_unsettled_idx').on(t.status, t.createdAt),
    // Coupon usage limits count a coupon's orders under its row lock (modules/coupons/coupons.ts claimCouponUse).
    index('orders_coupon_idx')
      .on(t.couponCode, t.status)
      .where(sql`${t.couponCode} IS NOT NULL`),
  ],
);

/** Every signed event we accepted (webhooks by `x-razorpay-event-id`, callbacks, reconciliation). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Razorpay's x-razorpay-event-id for webhooks; null for our own sources. */
    eventId: text('event_id'),
    source: text('source', { enum: ['webhook', 'callback', 'verify', 'reconcile', 'sandbox'] }).notNull(),
    event: text('event').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id'),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_event_id_unique').on(t.eventId),
    uniqueIndex('payment_events_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.event} = 'order.settled'`),
    index('payment_events_order_idx').on(t.orderId),
    /** The payloads still kept, oldest first (modules/payments/event-retention.ts clears them after the retention period). */
    index('payment_events_payload_age_idx')
      .on(t.createdAt)
      .where(sql`${t.payload} IS NOT NULL`),
  ],
);

/** A coupon counts as used only once its order is paid: one row per paid order. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // NO ACTION (not RESTRICT): deleting a redeemed coupon fails with 23503, which the coupon
    // service turns into "expire it instead".
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    patientId: text('patient_id').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponCode)],
);
