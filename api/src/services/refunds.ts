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
 *    `refund.processed` / `refund.failed` webhook. A provider error marks the refund failed (the credits come back).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHANGE_MESSAGES,
  CHANGES,
  type Refund,
  type RefundQuote,
  type RefundRequest,
} from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { appointmentChanges, appointments, orders, receipts, refunds } from '../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../lib/errors';
import {
  PaymentProviderError,
  type ProviderRefund,
  type ProviderRefundStatus,
  type WebhookDelivery,
} from '../providers/payments';
import type { AuthUser } from '../types';
import { findOrder, type OrderRow } from './orders';
import { mailRefundOutcome } from './mail';
import type { PaymentsContext } from './payments-context';
import { debitDoctorForRefund, orderEarning } from './payouts';
import { issueRefundReceipt, refundReceiptNumber } from './receipts';
import { orderCredits, orderDoctor } from './sessions';

export type RefundRow = typeof refunds.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The amount of a refund, in paise. Rule: after every refund, the order's refunded total is
 * `floor(paid × refunded credits / quantity)`, where `paid` is what the order charged (the coupon already taken
 * off, so the discount is shared by the credits in proportion). A refund of `credits` more credits therefore
 * returns `floor(paid × (earlier + credits) / quantity) − already refunded`: each refund is rounded down, the
 * paise rounded away come back with the order's later refunds, and the last credits of the order take the exact
 * remainder. The refunded total can never exceed what was paid, however the credits are split between refunds.
 */
export function refundAmountPaise(input: {
  /** What the order charged, in paise (after its coupon). */
  paidPaise: number;
  quantity: number;
  /** Credits and paise of the order's earlier refunds that did not fail. */
  refundedCredits: number;
  refundedPaise: number;
  /** Credits refunded now. */
  credits: number;
}): number {
  const { paidPaise, quantity, refundedCredits, refundedPaise, credits } = input;
  const total = Math.min(quantity, refundedCredits + credits);
  const cumulative = Math.floor((paidPaise * total) / quantity);
  return Math.max(0, Math.min(paidPaise - refundedPaise, cumulative - refundedPaise));
}

/** The answer's shape; `receiptNumber` is the refund's receipt once it is processed. */
export const toRefund = (
  row: RefundRow,
  order: Pick<OrderRow, 'id' | 'providerOrderId'>,
  receiptNumber: string | null,
): Refund => ({
  id: row.id,
  order_id: order.providerOrderId ?? order.id,
  credits: row.credits,
  amount: row.amountPaise,
  status: row.status,
  failure_reason: row.failureReason,
  receipt_number: receiptNumber,
  created_at: row.createdAt.toISOString(),
  processed_at: row.processedAt ? row.processedAt.toISOString() : null,
});

const refundError = (status: number) => new HttpError(status, CHANGE_MESSAGES.refundFailed, 'REFUND_FAILED');

/** The doctor an order's money went to (its 'order' ledger line), else the doctor of its sessions. */
export async function orderDoctorId(db: Executor, orderId: string): Promise<string | null> {
  return (await orderEarning(db, orderId))?.doctorId ?? (await orderDoctor(db, orderId));
}

/** The order by the id the browser knows, readable by its patient and its doctor only (404, 403). */
async function orderFor(db: Executor, user: AuthUser, ref: string): Promise<OrderRow> {
  const order = await findOrder(db, ref);
  if (!order) throw notFound('No order with this ID', 'ORDER_NOT_FOUND');
  const allowed =
    user.role === 'patient'
      ? order.patientId === user.id
      : user.role === 'doctor' && (await orderDoctorId(db, order.id)) === user.id;
  if (!allowed) throw forbidden('Only the patient of this order or their doctor can do this');
  return order;
}

/** Takes the order's row lock: the one the credit trigger takes before counting. */
async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return rows[0] ?? null;
}

/**
 * What a refund of the order would be now: every unused credit and its amount (refundAmountPaise). 409 NOT_PAID,
 * NOTHING_TO_REFUND, REFUND_TOO_SMALL. Under the order's lock (reserveRefund) it is the decision; without, a quote.
 */
async function refundFor(db: Executor, order: OrderRow | null): Promise<RefundQuote> {
  if (!order || order.status !== 'paid' || !order.paymentId)
    throw conflict(CHANGE_MESSAGES.notPaid, 'NOT_PAID');
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
  ctx: Pick<PaymentsContext, 'sharePercent'>,
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
 * Moves a pending refund to what the provider says, once; the caller holds the order's lock. Returns the row as
 * it now is and whether this call made the transition. A late answer contradicting a final state (processed
 * after failed, or the reverse) changes nothing and is logged for a person to look at.
 */
export async function settleRefund(
  ctx: Pick<PaymentsContext, 'sharePercent' | 'log'>,
  tx: Executor,
  refundId: string,
  outcome: RefundOutcome,
): Promise<{ refund: RefundRow | null; transitioned: boolean }> {
  const now = new Date();
  const providerRefundId = outcome.providerRefundId
    ? sql`coalesce(${refunds.providerRefundId}, ${outcome.providerRefundId})`
    : sql`${refunds.providerRefundId}`;
  const final =
    outcome.status === 'processed'
      ? { status: 'processed' as const, processedAt: now }
      : outcome.status === 'failed'
        ? {
            status: 'failed' as const,
            failureReason: outcome.failureReason ?? 'The payment provider failed the refund',
          }
        : {};
  const moved = await tx
    .update(refunds)
    .set({ ...final, providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (moved[0]) {
    if (moved[0].status === 'processed') await afterRefundProcessed(ctx, tx, moved[0]);
    return { refund: moved[0], transitioned: outcome.status !== 'pending' };
  }
  const current = (await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1))[0] ?? null;
  if (current && outcome.status !== 'pending' && current.status !== outcome.status) {
    ctx.log.error(
      { refundId, was: current.status, reported: outcome.status, providerRefundId: outcome.providerRefundId },
      'the payment provider reports a refund state contradicting ours: check it by hand',
    );
  }
  return { refund: current, transitioned: false };
}

/** The provider's answer (or its error) recorded under the order's lock: the request, and reconciliation. */
export async function recordRefundOutcome(
  ctx: PaymentsContext,
  refund: RefundRow,
  outcome: RefundOutcome,
): Promise<RefundRow> {
  const settled = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, refund.orderId);
    return settleRefund(ctx, tx, refund.id, outcome);
  });
  // Committed: the patient hears of a refund's final state once (only the call that moved it sends).
  if (settled.transitioned && settled.refund) mailRefundOutcome(ctx.mail, settled.refund);
  return settled.refund ?? refund;
}

/**
 * `POST /api/orders/{id}/refund`: the owner patient or the order's doctor refunds every unused credit. 404 unknown
 * order, 403 someone else, 409 NOT_PAID / NOTHING_TO_REFUND / REFUND_TOO_SMALL, REFUND_FAILED when the provider
 * refuses (409) or cannot be reached (502) — the credits are back then. `webhooks` lets a provider that simulates
 * itself (the sandbox) send its refund webhooks to our handler.
 */
export async function requestRefund(
  ctx: PaymentsContext,
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
    ctx.log.error({ err, refundId: refund.id, orderId: order.id }, 'the payment provider refused the refund');
    const reason = err instanceof Error ? err.message : 'The payment provider could not be reached';
    await recordRefundOutcome(ctx, refund, {
      status: 'failed',
      providerRefundId: null,
      failureReason: reason.slice(0, 500),
    });
    const refused = err instanceof PaymentProviderError && err.statusCode !== null && err.statusCode < 500;
    throw refundError(refused ? 409 : 502);
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

/** A refund entity of a provider webhook (Razorpay's `payload.refund.entity`). */
export interface WebhookRefund {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  receipt?: string | null;
  notes?: Record<string, unknown> | unknown[];
}

/** Our refund named by a webhook: by the provider's refund id, else by our id sent as its receipt (or notes). */
export async function findRefundForWebhook(db: Executor, entity: WebhookRefund): Promise<RefundRow | null> {
  if (typeof entity.id === 'string' && entity.id.length <= 64) {
    const byProvider = await db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, entity.id))
      .limit(1);
    if (byProvider[0]) return byProvider[0];
  }
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const ours = [entity.receipt, notes.refund_id].find(
    (v): v is string => typeof v === 'string' && UUID.test(v),
  );
  if (!ours) return null;
  return (await db.select().from(refunds).where(eq(refunds.id, ours)).limit(1))[0] ?? null;
}

/**
 * `refund.processed` / `refund.failed` from the provider, inside the webhook's transaction (which holds the
 * order's lock and has recorded the event id: a replay never gets here). 'processed' when it moved our refund,
 * 'duplicate' when the refund was already in that state (the provider's answer got there first), 'ignored' when it
 * names nothing we know of or an amount differing from ours.
 */
export async function applyRefundWebhook(
  ctx: Pick<PaymentsContext, 'sharePercent' | 'log'>,
  tx: Executor,
  event: 'refund.processed' | 'refund.failed',
  refund: RefundRow | null,
  entity: WebhookRefund,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (!refund) {
    ctx.log.warn(
      { event, providerRefundId: entity.id },
      'webhook for a refund we have no record of: acknowledged',
    );
    return 'ignored';
  }
  if (entity.amount !== undefined && entity.amount !== refund.amountPaise) {
    ctx.log.error(
      { refundId: refund.id, amount: entity.amount, ours: refund.amountPaise },
      'refund webhook amount differs from our refund: not applied',
    );
    return 'ignored';
  }
  const settled = await settleRefund(ctx, tx, refund.id, {
    status: event === 'refund.processed' ? 'processed' : 'failed',
    providerRefundId: typeof entity.id === 'string' ? entity.id : null,
    failureReason: event === 'refund.failed' ? 'The payment provider failed the refund' : null,
  });
  return settled.transitioned ? 'processed' : 'duplicate';
}
