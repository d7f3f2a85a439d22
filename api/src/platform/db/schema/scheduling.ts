// Doctors' hours, session history, reminders and refunds (issues 17 and 18). Times of day are minutes after
// midnight in Asia/Kolkata; instants are timestamptz.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { doctors } from './doctors';
import { orders } from './payments';

/** Weekly hours: several ranges a weekday; ranges of one weekday never overlap (exclusion constraint, 0008). */
export const doctorAvailability = pgTable(
  'doctor_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    mode: text('mode', { enum: ['online', 'home', 'both'] }).notNull(),
  },
  (t) => [
    check('doctor_availability_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'doctor_availability_range',
      sql`${t.startMinute} >= 0 AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
    index('doctor_availability_doctor_idx').on(t.doctorId, t.weekday),
  ],
);

/** Days off: no slot on these Asia/Kolkata dates. */
export const doctorDaysOff = pgTable(
  'doctor_days_off',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.date] })],
);

/**
 * Every change of a session's time or state (issue 18: reschedules by either side with the reason shown to the
 * patient, cancellations, outcomes): the appointment row keeps the current state, this keeps the history.
 */
export const appointmentChanges = pgTable(
  'appointment_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['scheduled', 'rescheduled', 'cancelled', 'completed', 'no_show'] }).notNull(),
    fromStart: timestamp('from_start', { withTimezone: true }),
    toStart: timestamp('to_start', { withTimezone: true }),
    /** The user id who made the change, or 'system'. */
    changedBy: text('changed_by').notNull(),
    reason: text('reason'),
    /** Cancellations: whether the credit came back to the order. */
    creditReturned: text('credit_returned', { enum: ['yes', 'no'] }),
    /** When the change was made: clock_timestamp(), not now() (the transaction's start), so a change that waited
     *  for the session's row lock sorts after the one it waited for. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('appointment_changes_appointment_idx').on(t.appointmentId, t.createdAt)],
);

/**
 * One row per reminder sent: the key (appointment, kind, the start it announced) makes each reminder go out once
 * however many API instances run the job, and a rescheduled session gets its reminders again for the new time.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['24h', '2h'] }).notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    /** One reminder per channel: an SMS and an e-mail are claimed (and sent) independently. */
    channel: text('channel', { enum: ['sms', 'email'] })
      .notNull()
      .default('sms'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appointment_reminders_once').on(t.appointmentId, t.kind, t.start, t.channel)],
);

/**
 * Refunds of unused credits (issue 18; sketched here so the order's credit arithmetic has its last term:
 * credits = quantity − live or consumed sessions − refunded credits).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    credits: integer('credits').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    /**
     * request: asked through `POST /api/orders/{id}/refund`; external: made in the provider's dashboard and learnt
     * from its webhook (recorded processed, its credits taken off what is left; possibly none were left).
     */
    source: text('source', { enum: ['request', 'external'] })
      .notNull()
      .default('request'),
    requestedBy: text('requested_by').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'refunds_credits_positive',
      sql`${t.credits} > 0 OR (${t.source} = 'external' AND ${t.credits} = 0)`,
    ),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    index('refunds_order_idx').on(t.orderId),
  ],
);
