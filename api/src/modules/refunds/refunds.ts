/**
 * Refunds of unused session credits (issue 18 point 4, DESIGN.md §3a): `POST /api/orders/{id}/refund` gives back
 * every credit of a paid order that is neither scheduled, used nor refunded, through the payment provider.
 *
 * The life of a refund row: pending → processed | failed, each transition once (a conditional UPDATE … WHERE
 * status = 'pending' under the order's row lock), whoever learns of it first (the provider's answer or its webhook).
 * A pending refund holds its credits (the credit arithmetic counts every refund that did not fail), so nobody can
 * schedule them while the money is on its way; a failed one gives them back by its status alone.
 *
 * 1. One transaction decides, holding `SELECT … FOR UPDATE` on the order row — the lock the credit trigger takes
 *    before counting (migration 0010) — so two refunds, or a refund and a booking, are counted one after the other:
 *    the order is paid, credits are left, the amount is at least ₹1; the pending row is inserted.
 * 2. After commit, the provider is asked once, by the request that inserted the row; our refund id goes along as
 *    the refund's `receipt`, so a webhook finds our row even before we stored the provider's refund id.
 * 3. Its answer is recorded in a second transaction (same lock): processed, failed, or still pending until the
 *    `refund.processed` / `refund.failed` webhook. Only a provider that refused (a 4xx answer) fails the refund and
 *    gives the credits back; an unknown outcome (a timeout, a 5xx, the network) leaves it pending — the provider may
 *    have made it — until its webhook or reconciliation (modules/refunds/reconcile-refunds.ts) reads the provider's own record. So the
 *    credits of a refund that may have been paid are never refunded a second time.
 * A processed refund the provider confirms after we had marked it failed wins: it becomes processed, the doctor's
 * share leaves the ledger, and sessions scheduled meanwhile on the credits it paid back are cancelled (an alert for
 * the operator either way). A refund made in the provider's dashboard arrives as a webhook for a refund we have no
 * row of: it is recorded (`recordExternalRefund`) with the credits its amount covers.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CHANGE_MESSAGES,
  CHANGES,
  formatDate,
  PACKAGE_MESSAGES,
  todayInIndia,
  type Refund,
  type RefundQuote,
  type RefundRequest,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { orders, receipts, refunds } from '../../platform/db/schema';
import { conflict } from '../../platform/http/errors';
import { type ProviderRefund, type WebhookDelivery } from '../../platform/providers/payments';
import type { AuthUser } from '../../platform/http/auth-user';
import { type OrderRow } from '../orders';
import {
  lockOrder,
  orderFor,
  providerRefused,
  refundAmountPaise,
  refundError,
  toRefund,
  type RefundRow,
} from './refund-rows';
import { recordRefundOutcome } from './refund-outcomes';
import type { RefundsContext } from './refunds-context';
import { refundReceiptNumber } from '../billing';
import { orderCredits } from '../scheduling';

/**
 * What a refund of the order would be now: every unused credit and its amount (refundAmountPaise). 409 NOT_PAID,
 * NOTHING_TO_REFUND, REFUND_TOO_SMALL. Under the order's lock (reserveRefund) it is the decision; without, a quote.
 */
async function refundFor(db: Executor, order: OrderRow | null): Promise<RefundQuote> {
  if (!order || order.status !== 'paid' || !order.paymentId)
    throw conflict(CHANGE_MESSAGES.notPaid, 'NOT_PAID');
  if (order.creditsValidUntil && todayInIndia() > order.creditsValidUntil)
    throw conflict(PACKAGE_MESSAGES.expired(formatDate(order.creditsValidUntil)), 'CREDITS_EXPIRED');
  const [credits] = await orderCredits(db, eq(orders.id, order.id));
  const unused = credits?.remaining ?? 0;
  if (unused <= 0) throw conflict(CHANGE_MESSAGES.nothingToRefund, 'NOTHING_TO_REFUND');
  const [earlier] = await db
    .select({
      credits: sql<number>`coalesce(sum(${refunds.credits}), 0)::int`,
      paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), sql`${refunds.status} <> 'failed'`));
  const amount = refundAmountPaise({
    paidPaise: order.amountPaise,
    quantity: order.quantity,
    refundedCredits: Number(earlier?.credits ?? 0),
    refundedPaise: Number(earlier?.paise ?? 0),
    credits: unused,
  });
  if (amount < CHANGES.minRefundPaise) throw conflict(CHANGE_MESSAGES.refundTooSmall, 'REFUND_TOO_SMALL');
  return { order_id: order.providerOrderId ?? order.id, credits: unused, amount };
}

/** Step 1: the decision, in one transaction under the order's lock; the pending row holds the credits. */
async function reserveRefund(
  db: Executor,
  orderId: string,
  requestedBy: string,
): Promise<{ refund: RefundRow; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const { credits, amount } = await refundFor(tx, order);
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId, credits, amountPaise: amount, requestedBy })
      .returning();
    return { refund: refund!, order: order! };
  });
}

/**
 * `GET /api/orders/{id}/refund`: what `POST` would refund now (credits and amount), for the confirmation dialog
 * to show before anyone confirms. The order's patient or its doctor; the POST decides again under the lock.
 */
export async function quoteRefund(db: Executor, user: AuthUser, ref: string): Promise<RefundQuote> {
  return refundFor(db, await orderFor(db, user, ref));
}

/**
 * `POST /api/orders/{id}/refund`: the owner patient or the order's doctor refunds every unused credit. 404 unknown
 * order, 403 someone else, 409 NOT_PAID / NOTHING_TO_REFUND / REFUND_TOO_SMALL, REFUND_FAILED when the provider
 * refuses (409) or cannot be reached (502) — the credits are back then. `webhooks` lets a provider that simulates
 * itself (the sandbox) send its refund webhooks to our handler.
 */
export async function requestRefund(
  ctx: RefundsContext,
  user: AuthUser,
  orderRef: string,
  input: RefundRequest,
  webhooks?: WebhookDelivery,
): Promise<Refund> {
  const found = await orderFor(ctx.db, user, orderRef);
  const { refund, order } = await reserveRefund(ctx.db, found.id, user.id);
  let answer: ProviderRefund;
  try {
    answer = await ctx.provider.refund({
      paymentId: order.paymentId!,
      amount: refund.amountPaise,
      receipt: refund.id,
      notes: {
        order_id: order.providerOrderId ?? order.id,
        refund_id: refund.id,
        credits: String(refund.credits),
        ...(input.reason ? { reason: input.reason.slice(0, 250) } : {}),
      },
    });
  } catch (err) {
    if (!providerRefused(err)) {
      // No answer, a 5xx or a timeout: the provider may have made the refund. It stays pending (its credits held)
      // until the webhook or reconciliation reads the provider's own record.
      ctx.log.warn(
        { err, refundId: refund.id, orderId: order.id },
        'refund outcome unknown (no clear answer from the payment provider): left pending for reconciliation',
      );
      return toRefund(refund, order, null);
    }
    ctx.log.error({ err, refundId: refund.id, orderId: order.id }, 'the payment provider refused the refund');
    const reason = err instanceof Error ? err.message : 'The payment provider refused the refund';
    await recordRefundOutcome(ctx, refund, {
      status: 'failed',
      providerRefundId: null,
      failureReason: reason.slice(0, 500),
    });
    throw refundError(409);
  }
  let row = await recordRefundOutcome(ctx, refund, {
    status: answer.status,
    providerRefundId: answer.id,
    failureReason: answer.status === 'failed' ? 'The payment provider failed the refund' : null,
  });
  if (ctx.provider.simulator && webhooks) {
    await ctx.provider.simulator.announceRefund(answer, webhooks);
    row = (await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id)).limit(1))[0] ?? row;
  }
  if (row.status === 'failed') throw refundError(409);
  return toRefund(row, order, await refundReceiptNumber(ctx.db, row.id));
}

/** Refund answers with their receipt numbers, in one query. */
async function withReceipts(
  db: Executor,
  rows: RefundRow[],
  order: Pick<OrderRow, 'id' | 'providerOrderId'>,
): Promise<Refund[]> {
  const numbers = rows.length
    ? await db
        .select({ refundId: receipts.refundId, number: receipts.number })
        .from(receipts)
        .where(
          inArray(
            receipts.refundId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byRefund = new Map(numbers.map((n) => [n.refundId, n.number]));
  return rows.map((r) => toRefund(r, order, byRefund.get(r.id) ?? null));
}

/** `GET /api/orders/{id}/refunds`: the order's refunds, newest first (its patient, its doctor). */
export async function listRefunds(db: Executor, user: AuthUser, orderRef: string): Promise<Refund[]> {
  const order = await orderFor(db, user, orderRef);
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, order.id))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return withReceipts(db, rows, order);
}
