import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (modules/notifications/outbox.ts): each message a change owes (an e-mail, an SMS) is written in the
 * change's own transaction and sent by the drain job (modules/notifications/drain-outbox.ts), so a crash between the commit and
 * the send delays it instead of losing it. `key` is unique: a message is enqueued, and sent, once per key.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What happened: booking.confirmed, session.moved, refund.processed, session.reminder, doctor.notice … */
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    /** What the message is built from when it is sent (ids and the facts of the change, never rendered text). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    key: text('key').notNull().unique('outbox_key_unique'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the attempts ran out: the message is not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
