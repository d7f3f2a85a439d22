/** What the refund services share: the row, the amount rule, the answer's shape, the order's lock. */
import { eq } from 'drizzle-orm';
import { CHANGE_MESSAGES, type Refund } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { orders, refunds } from '../../platform/db/schema';
import { forbidden, HttpError, notFound } from '../../platform/http/errors';
import { PaymentProviderError } from '../../platform/providers/payments';
import type { AuthUser } from '../../platform/http/auth-user';
import { findOrder, type OrderRow } from '../orders';
import { orderEarning } from '../billing';
import { orderDoctor } from '../scheduling';

export type RefundRow = typeof refunds.$inferSelect;

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

export const refundError = (status: number) =>
  new HttpError(status, CHANGE_MESSAGES.refundFailed, 'REFUND_FAILED');

/**
 * Whether a provider error says the refund was NOT made: the provider answered and refused it (a 4xx other than a
 * request timeout). Anything else — no answer, a 5xx, a timeout — may hide a refund the provider did make.
 */
export const providerRefused = (err: unknown): boolean =>
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
export async function orderFor(db: Executor, user: AuthUser, ref: string): Promise<OrderRow> {
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
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return rows[0] ?? null;
}
