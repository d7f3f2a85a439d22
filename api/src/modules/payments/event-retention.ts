/**
 * Webhook payloads are kept for a while (to look into a disputed payment) and then cleared: a payload carries the
 * payer's e-mail, phone and card or UPI details. The event row stays — its event id keeps a replayed webhook from
 * being applied twice, and source, event, order, payment id and time remain for the audit trail. Runs with the
 * payment reconciliation (modules/payments/reconcile-orders.ts), a batch per turn; PAYMENT_EVENT_RETENTION_DAYS (90).
 */
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { paymentEvents } from '../../platform/db/schema';

/** Clears the payloads of events older than `retentionMs`, at most `batch` of them; how many it cleared. */
export async function clearOldEventPayloads(
  db: Executor,
  now: Date,
  retentionMs: number,
  batch = 1000,
): Promise<number> {
  const old = db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        isNotNull(paymentEvents.payload),
        lt(paymentEvents.createdAt, new Date(now.getTime() - retentionMs)),
      ),
    )
    .limit(batch);
  const cleared = await db
    .update(paymentEvents)
    .set({ payload: null })
    .where(inArray(paymentEvents.id, old))
    .returning({ id: paymentEvents.id });
  return cleared.length;
}
