/**
 * What a refund becomes once the provider has answered (or its webhook, or reconciliation, says so): processed,
 * failed, or a failed one the provider made after all; the credits and the doctor's share follow.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appointmentChanges, appointments, orders, refunds } from '../../platform/db/schema';
import { type ProviderRefundStatus } from '../../platform/providers/payments';
import { mailRefundOutcome } from '../notifications';
import { lockOrder, type RefundRow } from './refund-rows';
import type { RefundsContext } from './refunds-context';
import { debitDoctorForRefund, issueRefundReceipt } from '../billing';
import { orderCredits } from '../scheduling';

export interface RefundOutcome {
  status: ProviderRefundStatus;
  providerRefundId: string | null;
  failureReason?: string | null;
}

/**
 * The hook of a processed refund, run once in the transaction that marks it processed (the provider's answer or
 * its `refund.processed` webhook): the doctor's share of the refunded amount leaves their payout balance as a new
 * ledger line, an order left without credits loses its undated "to schedule" session, and the refund gets its receipt
 * (gap-free numbers: a rollback gives the number back). E-mail goes after the commit.
 */
export async function afterRefundProcessed(
  ctx: Pick<RefundsContext, 'sharePercent'>,
  tx: Executor,
  refund: RefundRow,
): Promise<void> {
  await debitDoctorForRefund(tx, {
    orderId: refund.orderId,
    refundId: refund.id,
    refundAmountPaise: refund.amountPaise,
    sharePercent: ctx.sharePercent,
  });
  const [credits] = await orderCredits(tx, eq(orders.id, refund.orderId));
  if (credits && credits.remaining === 0) {
    const now = refund.processedAt ?? new Date();
    const cancelled = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'system',
        cancelReason: 'refunded',
        updatedAt: now,
      })
      .where(
        and(
          eq(appointments.orderId, refund.orderId),
          isNull(appointments.start),
          eq(appointments.status, 'scheduled'),
        ),
      )
      .returning({ id: appointments.id });
    if (cancelled.length) {
      await tx.insert(appointmentChanges).values(
        cancelled.map((a) => ({
          appointmentId: a.id,
          kind: 'cancelled' as const,
          changedBy: 'system',
          reason: 'refunded',
          creditReturned: 'no' as const,
        })),
      );
    }
  }
  await issueRefundReceipt(tx, refund.id);
}

/**
 * Moves a refund to what the provider says, once; the caller holds the order's lock. A pending refund takes any
 * final state; a failed one becomes processed when the provider confirms it made it after all (its credits and the
 * doctor's share follow, see `afterOverride`); a processed one never changes. Returns the row as it now is and
 * whether this call made the transition. A late answer contradicting a final state (failed after processed) changes
 * nothing and is logged for a person to look at.
 */
export async function applyRefundOutcome(
  ctx: Pick<RefundsContext, 'sharePercent' | 'log'>,
  tx: Executor,
  refundId: string,
  outcome: RefundOutcome,
): Promise<{ refund: RefundRow | null; transitioned: boolean }> {
  const now = new Date();
  const current = (await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1))[0] ?? null;
  if (!current) return { refund: null, transitioned: false };
  const overrides = current.status === 'failed' && outcome.status === 'processed';
  if (current.status !== 'pending' && !overrides) {
    if (outcome.status !== 'pending' && current.status !== outcome.status) {
      ctx.log.error(
        {
          refundId,
          was: current.status,
          reported: outcome.status,
          providerRefundId: outcome.providerRefundId,
        },
        'the payment provider reports a refund state contradicting ours: check it by hand',
      );
    }
    return { refund: current, transitioned: false };
  }
  const providerRefundId = outcome.providerRefundId
    ? sql`coalesce(${refunds.providerRefundId}, ${outcome.providerRefundId})`
    : sql`${refunds.providerRefundId}`;
  const final =
    outcome.status === 'processed'
      ? { status: 'processed' as const, processedAt: now, failureReason: null }
      : outcome.status === 'failed'
        ? {
            status: 'failed' as const,
            failureReason: outcome.failureReason ?? 'The payment provider failed the refund',
          }
        : {};
  const moved = await tx
    .update(refunds)
    .set({ ...final, providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, current.status)))
    .returning();
  const row = moved[0] ?? current;
  if (!moved[0]) return { refund: row, transitioned: false };
  if (row.status === 'processed') await afterRefundProcessed(ctx, tx, row);
  if (overrides) await afterOverride(ctx, tx, row, now);
  // The patient hears of a refund's final state once: its e-mail is enqueued with the transition.
  if (outcome.status !== 'pending') await mailRefundOutcome(tx, row);
  return { refund: row, transitioned: outcome.status !== 'pending' };
}

/**
 * A refund we had marked failed turned out processed: its credits had come back to the order and may have been
 * scheduled since. Sessions not yet started on those credits are cancelled (latest first, no credit back) until
 * the order's dated sessions fit what is left; what cannot be undone (sessions already held) is left to a person.
 */
async function afterOverride(
  ctx: Pick<RefundsContext, 'log'>,
  tx: Executor,
  refund: RefundRow,
  now: Date,
): Promise<void> {
  const [credits] = await orderCredits(tx, eq(orders.id, refund.orderId));
  const over = credits ? credits.scheduled + credits.refunded - credits.total : 0;
  const cancelled: string[] = [];
  if (over > 0) {
    const future = await tx
      .select({ id: appointments.id, start: appointments.start })
      .from(appointments)
      .where(
        and(
          eq(appointments.orderId, refund.orderId),
          eq(appointments.status, 'scheduled'),
          sql`${appointments.start} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(appointments.start))
      .limit(over);
    for (const a of future) {
      await tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: 'system',
          cancelReason: 'refunded',
          updatedAt: now,
        })
        .where(eq(appointments.id, a.id));
      await tx.insert(appointmentChanges).values({
        appointmentId: a.id,
        kind: 'cancelled',
        fromStart: a.start,
        changedBy: 'system',
        reason: 'refunded',
        creditReturned: 'no',
      });
      cancelled.push(a.id);
    }
  }
  ctx.log.error(
    {
      alert: 'refund_override',
      refundId: refund.id,
      orderId: refund.orderId,
      cancelledSessions: cancelled,
      stillOverdrawn: Math.max(0, over - cancelled.length),
    },
    'the payment provider made a refund we had marked failed: recorded as processed, its credits taken back',
  );
}

/** The provider's answer (or its error) recorded under the order's lock: the request, and reconciliation. */
export async function recordRefundOutcome(
  ctx: RefundsContext,
  refund: RefundRow,
  outcome: RefundOutcome,
): Promise<RefundRow> {
  const settled = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, refund.orderId);
    return applyRefundOutcome(ctx, tx, refund.id, outcome);
  });
  return settled.refund ?? refund;
}
