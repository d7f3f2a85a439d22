/**
 * Refunds left pending are settled from the provider's own record: the API may stop between the refund's commit
 * and the provider call, a webhook may be lost, or the answer may not have been stored. Runs with the payment
 * reconciliation (modules/payments/reconcile-orders.ts), on refunds older than `reconcileAfterMs` (2 min by default, far past the
 * provider call's 20 s timeout, so the request that made the refund is done with it). A refund the provider lists
 * (by its id, or our id as its receipt) takes the provider's state; one it does not list and whose provider id we
 * never got never reached it, and fails, giving its credits back. Refunds failed that way (no provider id) are
 * looked at again for a day: one the provider lists processed after all becomes processed (modules/refunds/refunds.ts
 * `applyRefundOutcome`), its credits and the doctor's share following.
 */
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { orders, refunds } from '../../platform/db/schema';
import { PaymentProviderError } from '../../platform/providers/payments';
import type { RefundsContext } from './refunds-context';
import { recordRefundOutcome } from './refund-outcomes';

/** How long a refund failed without the provider's word is looked at again. */
export const FAILED_RECHECK_MS = 24 * 3_600_000;

export interface RefundReconcileReport {
  checked: number;
  processed: number;
  failed: number;
  errors: number;
}

/** What the provider says of our refund: found by its refund id, else by our id sent as its receipt. */
export async function reconcileRefunds(
  ctx: RefundsContext,
  now = new Date(),
  limit = 100,
): Promise<RefundReconcileReport> {
  const report: RefundReconcileReport = { checked: 0, processed: 0, failed: 0, errors: 0 };
  const pending = await ctx.db
    .select({ refund: refunds, paymentId: orders.paymentId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        or(
          eq(refunds.status, 'pending'),
          and(
            eq(refunds.status, 'failed'),
            isNull(refunds.providerRefundId),
            gt(refunds.createdAt, new Date(now.getTime() - FAILED_RECHECK_MS)),
          ),
        ),
        eq(orders.provider, ctx.provider.name),
        lt(refunds.createdAt, new Date(now.getTime() - ctx.reconcileAfterMs)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  for (const { refund, paymentId } of pending) {
    report.checked += 1;
    try {
      const known = paymentId ? await ctx.provider.fetchRefunds(paymentId) : [];
      const theirs = known.find(
        (r) => (refund.providerRefundId && r.id === refund.providerRefundId) || r.receipt === refund.id,
      );
      if (!theirs) {
        if (refund.status === 'failed') continue;
        if (refund.providerRefundId) {
          ctx.log.warn(
            { refundId: refund.id },
            'the provider does not list a refund it answered: left pending',
          );
          continue;
        }
        // The provider never got it (the call was never made or never arrived): the credits come back.
        const r = await recordRefundOutcome(ctx, refund, {
          status: 'failed',
          providerRefundId: null,
          failureReason: 'The refund never reached the payment provider',
        });
        if (r.status === 'failed') report.failed += 1;
        continue;
      }
      if (theirs.amount !== refund.amountPaise) {
        ctx.log.error(
          { refundId: refund.id, amount: theirs.amount },
          'provider refund amount differs from ours',
        );
        report.errors += 1;
        continue;
      }
      const r = await recordRefundOutcome(ctx, refund, {
        status: theirs.status,
        providerRefundId: theirs.id,
      });
      if (r.status !== refund.status && r.status === 'processed') report.processed += 1;
      if (r.status !== refund.status && r.status === 'failed') report.failed += 1;
    } catch (err) {
      report.errors += 1;
      if (!(err instanceof PaymentProviderError))
        ctx.log.error({ err, refundId: refund.id }, 'refund reconciliation failed');
      else
        ctx.log.warn(
          { err, refundId: refund.id },
          'refund reconciliation could not reach the payment provider',
        );
    }
  }
  return report;
}
