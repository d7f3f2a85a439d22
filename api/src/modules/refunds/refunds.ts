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
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHANGE_MESSAGES,
  CHANGES,
  type Refund,
  type RefundQuote,
  type RefundRequest,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointmentChanges, appointments, orders, receipts, refunds } from '../../platform/db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../platform/http/errors';
import {
  PaymentProviderError,
  type ProviderRefund,
  type ProviderRefundStatus,
  type WebhookDelivery,
} from '../../platform/providers/payments';
import type { AuthUser } from '../../platform/http/auth-user';
import { findOrder, type OrderRow } from '../orders';
import { mailRefundOutcome } from '../notifications';
import type { RefundsContext } from './refunds-context';
import { debitDoctorForRefund, orderEarning, issueRefundReceipt, refundReceiptNumber } from '../billing';
import { orderCredits, orderDoctor } from '../scheduling';

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

/**
 * Whether a provider error says the refund was NOT made: the provider answered and refused it (a 4xx other than a
 * request timeout). Anything else — no answer, a 5xx, a timeout — may hide a refund the provider did make.
 */
const providerRefused = (err: unknown): boolean =>
  err instanceof PaymentProviderError &&
  err.statusCode !== null &&
  err.statusCode >= 400 &&
  err.statusCode < 500 &&
  err.statusCode !== 408;

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
 * The credits a refund of `amountPaise` pays back: the most unused credits whose refund (by `refundAmountPaise`)
 * it covers in full. A partial refund pays back none (its paise still count: later refunds of the order take them
 * off), one larger than every unused credit pays them all back.
 */
export function creditsCoveredBy(input: {
  amountPaise: number;
  paidPaise: number;
  quantity: number;
  refundedCredits: number;
  refundedPaise: number;
  unused: number;
}): number {
  let credits = 0;
  while (credits < input.unused && refundAmountPaise({ ...input, credits: credits + 1 }) <= input.amountPaise)
    credits += 1;
  return credits;
}

/**
 * A `refund.processed` webhook for a refund we have no row of: made in the provider's dashboard (or by another
 * system). Inside the webhook's transaction, under the order's lock: recorded as a processed refund of source
 * 'external' with the credits its amount covers, so those credits can no longer be scheduled or refunded again, the
 * doctor's share leaves the ledger and the refund gets its receipt; an alert for the operator in the log (and the
 * `physio_refunds_external_total` metric). 'ignored' when it names no order of ours or no positive amount.
 */
export async function recordExternalRefund(
  ctx: Pick<RefundsContext, 'sharePercent' | 'log'>,
  tx: Executor,
  order: OrderRow | null,
  entity: WebhookRefund,
): Promise<'processed' | 'ignored'> {
  const amount = entity.amount;
  if (
    !order ||
    order.status !== 'paid' ||
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount <= 0
  ) {
    ctx.log.error(
      {
        alert: 'external_refund_unmatched',
        providerRefundId: entity.id,
        paymentId: entity.payment_id,
        amount,
      },
      'refund webhook for a refund and payment we cannot match: acknowledged, check it by hand',
    );
    return 'ignored';
  }
  const [credits] = await orderCredits(tx, eq(orders.id, order.id));
  const [earlier] = await tx
    .select({
      credits: sql<number>`coalesce(sum(${refunds.credits}), 0)::int`,
      paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), sql`${refunds.status} <> 'failed'`));
  const unused = credits?.remaining ?? 0;
  const covered = creditsCoveredBy({
    amountPaise: amount,
    paidPaise: order.amountPaise,
    quantity: order.quantity,
    refundedCredits: Number(earlier?.credits ?? 0),
    refundedPaise: Number(earlier?.paise ?? 0),
    unused,
  });
  const now = new Date();
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      credits: covered,
      amountPaise: amount,
      status: 'processed',
      source: 'external',
      providerRefundId: typeof entity.id === 'string' ? entity.id.slice(0, 64) : null,
      requestedBy: 'provider',
      processedAt: now,
    })
    .returning();
  await afterRefundProcessed(ctx, tx, row!);
  const allUnused = refundAmountPaise({
    paidPaise: order.amountPaise,
    quantity: order.quantity,
    refundedCredits: Number(earlier?.credits ?? 0),
    refundedPaise: Number(earlier?.paise ?? 0),
    credits: unused,
  });
  ctx.log.error(
    {
      alert: 'external_refund',
      refundId: row!.id,
      orderId: order.id,
      providerRefundId: entity.id,
      amount,
      credits: covered,
      beyondUnusedCredits: Math.max(0, amount - allUnused),
    },
    'a refund was made outside the API (payment provider dashboard): recorded, its credits and the doctor’s share taken off',
  );
  return 'processed';
}

/**
 * `refund.processed` / `refund.failed` from the provider, inside the webhook's transaction (which holds the
 * order's lock and has recorded the event id: a replay never gets here). 'processed' when it moved our refund or
 * recorded one made outside the API, 'duplicate' when the refund was already in that state (the provider's answer
 * got there first), 'ignored' when it names nothing we know of or an amount differing from ours.
 */
export async function applyRefundWebhook(
  ctx: Pick<RefundsContext, 'sharePercent' | 'log'>,
  tx: Executor,
  event: 'refund.processed' | 'refund.failed',
  refund: RefundRow | null,
  entity: WebhookRefund,
  order: OrderRow | null,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (!refund) {
    if (event === 'refund.processed') return recordExternalRefund(ctx, tx, order, entity);
    ctx.log.warn(
      { event, providerRefundId: entity.id },
      'webhook for a failed refund we have no record of: acknowledged',
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
  const settled = await applyRefundOutcome(ctx, tx, refund.id, {
    status: event === 'refund.processed' ? 'processed' : 'failed',
    providerRefundId: typeof entity.id === 'string' ? entity.id : null,
    failureReason: event === 'refund.failed' ? 'The payment provider failed the refund' : null,
  });
  return settled.transitioned ? 'processed' : 'duplicate';
}
