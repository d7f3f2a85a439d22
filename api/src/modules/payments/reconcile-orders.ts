/**
 * Callbacks and webhooks can be lost: this asks the provider about orders left unsettled, settles
 * the ones that were captured, records failures and expires abandoned orders.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { orders } from '../../platform/db/schema';
import { PaymentProviderError } from '../../platform/providers/payments';
import type { OrderRow } from '../orders';
import type { PaymentsContext } from './payments-context';
import { markFailed, markOrderPaid } from './mark-order-paid';
import { reconcileRefunds } from '../refunds';
import { clearOldEventPayloads } from './event-retention';
import { defineJob, type Job, type JobDefinition } from '../../platform/jobs/define-job';

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  expired: number;
  errors: number;
}

/** Orders older than this are no longer asked about (Razorpay keeps unpaid orders for days). */
const LOOKBACK_MS = 7 * 24 * 60 * 60_000;

export async function reconcileOrder(
  ctx: PaymentsContext,
  order: OrderRow,
  now: Date,
  report: ReconcileReport,
): Promise<void> {
  report.checked += 1;
  let payments: Awaited<ReturnType<PaymentsContext['provider']['fetchPayments']>> = [];
  try {
    if (order.providerOrderId) payments = await ctx.provider.fetchPayments(order.providerOrderId);
  } catch (err) {
    // The sandbox forgets orders when the API restarts (404): those can only expire.
    if (!(err instanceof PaymentProviderError && err.statusCode === 404)) {
      report.errors += 1;
      ctx.log.warn({ err, orderId: order.id }, 'reconciliation could not reach the payment provider');
      return;
    }
  }
  const captured = payments.find((p) => p.status === 'captured' && p.amount === order.amountPaise);
  if (captured) {
    const r = await markOrderPaid(ctx, order, captured.id, 'reconcile', { payment: captured });
    if (r.transitioned) report.paid += 1;
    return;
  }
  const lastFailure = [...payments].reverse().find((p) => p.status === 'failed');
  const stillRunning = payments.some((p) => p.status === 'created' || p.status === 'authorized');
  if (lastFailure && !stillRunning && order.status !== 'failed') {
    await markFailed(ctx.db, order.id, {
      code: lastFailure.error_code,
      description: lastFailure.error_description,
    });
    report.failed += 1;
  }
  if (!stillRunning && (order.status === 'created' || order.status === 'attempted') && !lastFailure) {
    if (now.getTime() - order.createdAt.getTime() >= ctx.orderTtlMs) {
      const rows = await ctx.db
        .update(orders)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'attempted'])))
        .returning({ id: orders.id });
      report.expired += rows.length;
    }
  }
  await ctx.db.update(orders).set({ reconciledAt: now }).where(eq(orders.id, order.id));
}

/** One pass over unsettled orders (oldest first, at most `limit`). */
export async function reconcileOrders(
  ctx: PaymentsContext,
  now = new Date(),
  limit = 200,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, paid: 0, failed: 0, expired: 0, errors: 0 };
  const candidates = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['created', 'attempted', 'failed']),
        isNotNull(orders.providerOrderId),
        eq(orders.provider, ctx.provider.name),
        lt(orders.createdAt, new Date(now.getTime() - ctx.reconcileAfterMs)),
        gte(orders.createdAt, new Date(now.getTime() - LOOKBACK_MS)),
      ),
    )
    .orderBy(sql`${orders.reconciledAt} asc nulls first`, asc(orders.createdAt))
    .limit(limit);
  for (const order of candidates) {
    try {
      await reconcileOrder(ctx, order, now, report);
    } catch (err) {
      report.errors += 1;
      ctx.log.error({ err, orderId: order.id }, 'reconciliation failed for an order');
    }
  }
  return report;
}

/** One turn of the payment job: orders, then refunds, then webhook payloads past their retention. */
export async function reconcilePayments(ctx: PaymentsContext): Promise<void> {
  const r = await reconcileOrders(ctx);
  if (r.paid || r.failed || r.expired || r.errors) ctx.log.info({ reconcile: r }, 'payment reconciliation');
  const refunds = await reconcileRefunds(ctx);
  if (refunds.processed || refunds.failed || refunds.errors)
    ctx.log.info({ refunds }, 'refund reconciliation');
  const cleared = await clearOldEventPayloads(ctx.db, new Date(), ctx.eventRetentionMs);
  if (cleared) ctx.log.info({ cleared }, 'webhook payloads past their retention cleared');
}

/**
 * The reconciliation every `every` ms, by the API instance holding `lock` (PostgreSQL advisory lock): the others
 * skip their turn, so it runs once however many instances there are.
 */
export function reconcileJob(
  ctx: PaymentsContext,
  every: number,
  options: Pick<JobDefinition, 'lock' | 'onTurn'> = {},
): Job {
  return defineJob(
    { name: 'payment reconciliation', every, ...options, run: () => reconcilePayments(ctx) },
    ctx.log,
  );
}
