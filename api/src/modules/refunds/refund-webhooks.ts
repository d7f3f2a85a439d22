/** Refund webhooks: our refunds' outcomes, and a refund made in the provider's dashboard, recorded with its credits. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { orders, refunds } from '../../platform/db/schema';
import { type OrderRow } from '../orders';
import { refundAmountPaise, type RefundRow } from './refund-rows';
import { isUuid } from '../../platform/lib/uuid';
import { afterRefundProcessed, applyRefundOutcome } from './refund-outcomes';
import type { RefundsContext } from './refunds-context';
import { orderCredits } from '../scheduling';

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
  const ours = [entity.receipt, notes.refund_id].find((v): v is string => typeof v === 'string' && isUuid(v));
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
