/**
 * The transactional outbox: a service writes the messages its change owes with `enqueue(tx, …)` in the change's own
 * transaction (a rollback takes them back with it), and the drain job (modules/notifications/drain-outbox.ts) sends them after the
 * commit, so a crash or a deploy between the commit and the send delays a message instead of losing it.
 *
 * A message is enqueued once per key (kind, channel and what it is about: a second enqueue of a key is ignored),
 * and sent once: a drainer claims due rows with FOR UPDATE SKIP LOCKED and pushes their next attempt past a lease
 * before it sends, so another drainer (another API instance) neither waits for nor takes them; a sent row is
 * never due again. A failed send is tried again with exponential backoff, at most `maxAttempts` times; then the
 * row is marked failed and logged. An enqueue NOTIFYs the drain, which wakes on the commit instead of waiting for its
 * next turn. (A process killed in the middle of a send, after the provider took the message
 * and before the row was marked, sends that message again when the lease runs out: at least once, never lost.)
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/db/client';
import { NOTIFY_CHANNELS } from '../../platform/db/notify-channels';
import { outbox } from '../../platform/db/schema';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
export type OutboxRow = typeof outbox.$inferSelect;

/** What happened, and so which message is built when it is sent (modules/notifications/deliver-message.ts). */
export type OutboxKind =
  | 'booking.confirmed'
  | 'session.scheduled'
  | 'session.moved'
  | 'session.cancelled'
  | 'prescription.added'
  | 'refund.processed'
  | 'refund.failed'
  | 'session.reminder'
  | 'doctor.notice'
  /** An answer to a patient's WhatsApp reply (a session message, modules/whatsapp). */
  | 'whatsapp.reply'
  | 'waitlist.offer'
  /** A package's unused sessions expire in a week (modules/packages). */
  | 'credits.expiring'
  /** The patient's daily home-exercise reminder, at the time they picked (modules/clinical/exercise-reminders.ts). */
  | 'exercise.reminder';

export interface OutboxMessage {
  kind: OutboxKind;
  channel: OutboxChannel;
  /** What the message is about (an order, a change, a refund …): with kind and channel, its idempotency key. */
  ref: string;
  /** JSON: ids and the facts of the change the message is built from when it is sent. */
  payload: Record<string, unknown>;
}

export const outboxKey = (m: Pick<OutboxMessage, 'kind' | 'channel' | 'ref'>) =>
  `${m.kind}/${m.channel}/${m.ref}`;

/** The `ref` of a row's key (kind/channel/ref). */
export const refOf = (row: Pick<OutboxRow, 'kind' | 'channel' | 'key'>) =>
  row.key.slice(`${row.kind}/${row.channel}/`.length);

/**
 * A send that can never succeed (the provider refused the message, the patient withdrew consent…): thrown by a
 * sender, it ends the row's attempts at once instead of retrying for hours. Providers mark theirs `permanent`.
 */
export class PermanentFailure extends Error {
  readonly permanent = true;
}

const isPermanent = (err: unknown) =>
  err instanceof Error && (err as { permanent?: unknown }).permanent === true;

/** Writes messages in the caller's transaction; a key already enqueued is left as it is. How many were new. */
export async function enqueue(tx: Executor, ...messages: OutboxMessage[]): Promise<number> {
  if (!messages.length) return 0;
  // The insert is the database's enqueue_outbox (migration 0036; book_series writes its messages with it too):
  // the messages in their order, a key already there left as it is, the NOTIFY when any row is new, delivered when
  // the transaction commits (never on a rollback): the drain takes the new rows at once.
  const result = await tx.execute(
    sql`select enqueue_outbox(${JSON.stringify(outboxRows(messages))}::jsonb, ${NOTIFY_CHANNELS.outbox}) as "added"`,
  );
  return Number((result as unknown as { rows: { added: number }[] }).rows[0]!.added);
}

/** Messages as enqueue_outbox takes them (the JSON of its first argument): each with its key. */
export const outboxRows = (messages: OutboxMessage[]) =>
  messages.map((m) => ({ kind: m.kind, channel: m.channel, key: outboxKey(m), payload: m.payload }));

export interface OutboxRetry {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each next one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed row is left to its drainer before another may take it (a send never takes this long). */
  leaseMs: number;
}

export const OUTBOX_RETRY: OutboxRetry = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** The wait before the next attempt, after `attempts` failed ones (1, 2, …). */
export const retryDelayMs = (attempts: number, retry: OutboxRetry = OUTBOX_RETRY) =>
  Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** Math.max(0, attempts - 1));

/** Sends one message; throws when it was not sent (the drain tries again later). */
export type DeliverMessage = (row: OutboxRow) => Promise<void>;

export interface DrainReport {
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

export interface DrainOptions {
  now?: Date;
  /** Rows claimed in one go. */
  limit?: number;
  retry?: OutboxRetry;
  /**
   * The message that replaces one that failed for good (its attempts ran out or it failed permanently), enqueued in
   * the transaction that marks it failed: a WhatsApp message falls back to the SMS of the same kind and ref.
   */
  fallback?: (row: OutboxRow) => OutboxMessage | null;
}

/**
 * Due at `at`, else at the database's now(): the column's default, in microseconds, so a message enqueued within the
 * current millisecond of the JavaScript clock is already due.
 */
const due = (at: Date | undefined) =>
  and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, at ?? sql`now()`));

/** Claims up to `limit` due rows for this drainer: locked rows (another drainer's) are skipped. */
async function claim(
  db: Db,
  at: Date | undefined,
  now: Date,
  limit: number,
  retry: OutboxRetry,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(due(at))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!rows.length) return [];
    return tx
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + retry.leaseMs),
      })
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
  });
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** One pass: claims the due messages and sends each, marking it sent, to retry, or failed. */
export async function drainOutbox(
  db: Db,
  deliver: DeliverMessage,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  options: DrainOptions = {},
): Promise<DrainReport> {
  const now = options.now ?? new Date();
  const retry = options.retry ?? OUTBOX_RETRY;
  const rows = await claim(db, options.now, now, options.limit ?? 50, retry);
  const report: DrainReport = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
  for (const row of rows) {
    try {
      await deliver(row);
      await db
        .update(outbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
      report.sent += 1;
    } catch (err) {
      const lastError = errorText(err);
      const context = { outboxId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts };
      if (isPermanent(err) || row.attempts >= retry.maxAttempts) {
        const instead = options.fallback?.(row) ?? null;
        await db.transaction(async (tx) => {
          await tx.update(outbox).set({ failedAt: new Date(), lastError }).where(eq(outbox.id, row.id));
          if (instead) await enqueue(tx, instead);
        });
        if (instead)
          log.warn(
            { ...context, err, fallback: instead.channel },
            'outbox message not sent: its fallback is enqueued',
          );
        else log.error({ ...context, err }, 'outbox message failed for good: not tried again');
        report.failed += 1;
      } else {
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts, retry));
        await db.update(outbox).set({ nextAttemptAt, lastError }).where(eq(outbox.id, row.id));
        log.warn({ ...context, err, nextAttemptAt }, 'outbox message not sent: tried again later');
        report.retrying += 1;
      }
    }
  }
  return report;
}

/** Drains until nothing is due (tests, and the drain job's turn). */
export async function drainAll(...args: Parameters<typeof drainOutbox>): Promise<DrainReport> {
  const total: DrainReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const r = await drainOutbox(...args);
    total.claimed += r.claimed;
    total.sent += r.sent;
    total.retrying += r.retrying;
    total.failed += r.failed;
    if (r.claimed < (args[3]?.limit ?? 50)) return total;
  }
}
