/**
 * Payment verification and the order life: created → attempted → paid | failed (failed may still
 * become paid; paid is final; unpaid orders expire). Every paid transition happens once, in one
 * transaction: conditional UPDATE … WHERE status <> 'paid', plus the unique order_id of
 * coupon_redemptions, appointments and doctor_earnings.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { placeholders, statement, value } from '../db/prepared';
import { couponRedemptions, orders, paymentEvents, smsOutbox } from '../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/errors';
import { providerId } from '../providers/payments/ids';
import { confirmationText, type OrderConfirmation } from '../providers/sms/types';
import { isSandbox, SANDBOX_FAILURE, type SandboxOutcome } from '../providers/payments';
import { createAppointmentForPaidOrder } from './appointments';
import { findOrder, type OrderRow } from './orders';
import type { PaymentsContext } from './payments-context';
import { markPatientReturning } from './patients';
import { creditDoctorForOrder } from './payouts';

export type EventSource = 'webhook' | 'callback' | 'verify' | 'reconcile' | 'sandbox';

/** payment_events.event of the one row written when an order becomes paid. */
export const PAID_TRANSITION = 'order.settled';

export interface PaidResult {
  /** True for the one call that moved the order to paid. */
  transitioned: boolean;
  order: OrderRow;
}

const markOrderPaid = statement('order_mark_paid', (db) =>
  db
    .update(orders)
    .set({
      status: 'paid',
      paymentId: value('paymentId'),
      paidAt: value('now'),
      updatedAt: value('now'),
      failureCode: null,
      failureReason: null,
    })
    .where(and(eq(orders.id, sql.placeholder('id')), ne(orders.status, 'paid')))
    .returning(),
);
const insertPaidTransition = statement('payment_event_paid', (db) =>
  db.insert(paymentEvents).values(placeholders(['source', 'event', 'orderId', 'paymentId'] as const)),
);
const insertRedemption = statement('coupon_redemption_insert', (db) =>
  db
    .insert(couponRedemptions)
    .values(
      placeholders(['couponCode', 'orderId', 'patientId', 'discountPercentage', 'discountPaise'] as const),
    ),
);

/** Marks an order paid with its payment, once; the caller's transaction carries every side effect. */
async function applyPaid(
  ctx: PaymentsContext,
  tx: Executor,
  order: OrderRow,
  paymentId: string,
  source: EventSource,
): Promise<PaidResult> {
  const updated = await markOrderPaid(tx, { id: order.id, paymentId, now: new Date() });
  const paid = updated[0];
  if (!paid) {
    const current = (await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0] ?? order;
    if (current.paymentId !== paymentId) {
      // A second successful payment for a paid order: money to give back, never a second booking.
      ctx.log.error(
        { orderId: order.id, paymentId, paidWith: current.paymentId, source },
        'duplicate payment for a paid order: refund it',
      );
    }
    return { transitioned: false, order: current };
  }
  // One row per paid transition; a partial unique index makes a second one impossible.
  await insertPaidTransition(tx, { source, event: PAID_TRANSITION, orderId: paid.id, paymentId });
  if (paid.couponCode && paid.discountPercentage !== null) {
    const gross = paid.unitPricePaise * paid.quantity;
    await insertRedemption(tx, {
      couponCode: paid.couponCode,
      orderId: paid.id,
      patientId: paid.patientId,
      discountPercentage: paid.discountPercentage,
      discountPaise: Math.max(0, gross - paid.amountPaise),
    });
  }
  const appointment = await createAppointmentForPaidOrder(tx, {
    orderId: paid.id,
    patientId: paid.patientId,
    sessions: paid.quantity,
    booking: {
      mode: paid.mode,
      ...(paid.address ? { address: paid.address } : {}),
      ...(paid.pincode ? { pincode: paid.pincode } : {}),
      ...(paid.preferredDate ? { preferred_date: paid.preferredDate } : {}),
      ...(paid.preferredTime ? { preferred_time: paid.preferredTime } : {}),
    },
  });
  await markPatientReturning(tx, paid.patientId, appointment.doctorId);
  if (appointment.doctorId) {
    await creditDoctorForOrder(tx, {
      doctorId: appointment.doctorId,
      orderId: paid.id,
      orderAmountPaise: paid.amountPaise,
      sharePercent: ctx.sharePercent,
    });
  } else {
    ctx.log.warn({ orderId: paid.id }, 'paid order without an active doctor to assign');
  }
  return { transitioned: true, order: paid };
}

/** The confirmation's variables: the amount and the order id the patient can quote. */
export const orderConfirmation = (order: OrderRow): OrderConfirmation => ({
  amount: (order.amountPaise / 100).toFixed(2),
  orderId: order.providerOrderId ?? order.id,
});

/** After commit: the SMS must never undo or block a payment. */
async function sendConfirmation(ctx: PaymentsContext, order: OrderRow): Promise<void> {
  const confirmation = orderConfirmation(order);
  try {
    if (ctx.sms.sendConfirmation) await ctx.sms.sendConfirmation(order.patientId, confirmation);
    else if (ctx.sms.name === 'console')
      await ctx.db
        .insert(smsOutbox)
        .values({ mobile: order.patientId, message: confirmationText(confirmation), otp: null });
    else
      ctx.log.warn({ orderId: order.id }, 'SMS gateway has no transactional template: confirmation not sent');
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'confirmation SMS failed');
  }
}

async function recordEvent(
  tx: Executor,
  values: {
    source: EventSource;
    event: string;
    orderId: string | null;
    paymentId: string | null;
    payload?: unknown;
    eventId?: string;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      source: values.source,
      event: values.event,
      orderId: values.orderId,
      paymentId: values.paymentId,
      payload: values.payload ?? null,
      eventId: values.eventId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Settles an order as paid (own transaction) and sends the confirmation once. */
export async function settlePaid(
  ctx: PaymentsContext,
  order: OrderRow,
  paymentId: string,
  source: EventSource,
  payload?: unknown,
): Promise<PaidResult> {
  let result: PaidResult;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const r = await applyPaid(ctx, tx, order, paymentId, source);
      if (payload !== undefined) {
        await recordEvent(tx, { source, event: 'payment.checked', orderId: order.id, paymentId, payload });
      }
      return r;
    });
  } catch (err) {
    // Two racing transactions: the unique order_id / payment_id constraints stop the second one.
    if (!isUniqueViolation(err)) throw err;
    const current = (await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0] ?? order;
    result = { transitioned: false, order: current };
  }
  if (result.transitioned) await sendConfirmation(ctx, result.order);
  return result;
}

/** A failed attempt: never touches a paid order; a failed order may still be paid later. */
export async function markFailed(
  db: Executor,
  orderId: string,
  failure: { code: string | null; description: string | null },
): Promise<void> {
  await db
    .update(orders)
    .set({
      status: 'failed',
      failureCode: failure.code,
      failureReason: failure.description,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['created', 'attempted', 'failed'])));
}

export async function markAttempted(db: Executor, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'attempted', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

export interface CheckoutResponse {
  razorpay_order_id?: string | undefined;
  razorpay_payment_id?: string | undefined;
  razorpay_signature?: string | undefined;
}

export type VerifyOutcome =
  { ok: true; order: OrderRow; paymentId: string } | { ok: false; order: OrderRow | null };

/**
 * The checkout's answer (callback form POST or handler): the signature is checked against the
 * provider order id in OUR record, never trusted from the browser alone.
 */
export async function verifyCheckout(
  ctx: PaymentsContext,
  response: CheckoutResponse,
  source: 'callback' | 'verify',
  /** Throws to refuse the caller before anything changes (the handler path checks the owner). */
  authorize?: (order: OrderRow) => void,
): Promise<VerifyOutcome> {
  const orderRef = response.razorpay_order_id?.trim();
  const paymentId = response.razorpay_payment_id?.trim();
  if (!orderRef || !paymentId || orderRef.length > 64 || paymentId.length > 64)
    return { ok: false, order: null };
  const order = await findOrder(ctx.db, orderRef);
  if (!order || !order.providerOrderId || order.provider !== ctx.provider.name) return { ok: false, order };
  authorize?.(order);
  const valid = ctx.provider.verifyPaymentSignature({
    orderId: order.providerOrderId,
    paymentId,
    signature: response.razorpay_signature,
  });
  if (!valid) {
    ctx.log.warn({ orderId: order.id, source }, 'payment signature rejected');
    return { ok: false, order };
  }
  const result = await settlePaid(ctx, order, paymentId, source);
  if (result.order.status !== 'paid') return { ok: false, order: result.order };
  return { ok: true, order: result.order, paymentId: result.order.paymentId ?? paymentId };
}

/** Where the browser goes after a verified payment (DESIGN.md §3). */
export function successRedirect(order: OrderRow): string {
  if (order.kind === 'physio') {
    const q = new URLSearchParams({
      order_id: order.providerOrderId ?? order.id,
      payment_id: order.paymentId ?? '',
    });
    return `/paymentsuccessphysio?${q.toString()}`;
  }
  return `/thankyou?${new URLSearchParams({ email: order.email }).toString()}`;
}
export const FAILURE_REDIRECT = '/paymentfailed';

interface WebhookPayment {
  id?: string;
  order_id?: string;
  amount?: number;
  status?: string;
  error_code?: string | null;
  error_description?: string | null;
}
interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: WebhookPayment }; order?: { entity?: { id?: string; amount?: number } } };
}

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/**
 * A provider webhook: HMAC over the raw body with the webhook secret, deduplicated by the event id
 * (payment_events.event_id is unique) in the same transaction as its effect.
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer | string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookResult> {
  if (!ctx.provider.verifyWebhookSignature(rawBody, signature))
    throw badRequest('Invalid webhook signature', 'INVALID_SIGNATURE');
  if (!eventId || eventId.length > 100) throw badRequest('Missing x-razorpay-event-id', 'MISSING_EVENT_ID');
  let body: WebhookBody;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw badRequest('The webhook body is not JSON', 'INVALID_BODY');
  }
  const event = typeof body.event === 'string' ? body.event : 'unknown';
  const payment = body.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  const order = providerOrderId ? await findOrder(ctx.db, providerOrderId) : null;

  let paidOrder: OrderRow | null = null;
  const outcome = await ctx.db
    .transaction(async (tx): Promise<WebhookResult> => {
      // Lock the order first: the event row's foreign key would otherwise take a key-share lock
      // that deadlocks with a racing transaction's UPDATE of the (unique) payment_id.
      if (order) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
      const fresh = await recordEvent(tx, {
        source: 'webhook',
        event,
        orderId: order?.id ?? null,
        paymentId: payment?.id ?? null,
        payload: body,
        eventId,
      });
      if (!fresh) return 'duplicate';
      if (!order || !payment?.id) return 'ignored';
      switch (event) {
        case 'payment.captured':
        case 'order.paid': {
          if (payment.amount !== undefined && payment.amount !== order.amountPaise) {
            ctx.log.error(
              { orderId: order.id, amount: payment.amount },
              'captured amount differs from the order: not marked paid',
            );
            return 'ignored';
          }
          const r = await applyPaid(ctx, tx, order, payment.id, 'webhook');
          if (r.transitioned) paidOrder = r.order;
          return 'processed';
        }
        case 'payment.failed':
          await markFailed(tx, order.id, {
            code: payment.error_code ?? null,
            description: payment.error_description ?? null,
          });
          return 'processed';
        case 'payment.authorized':
          await markAttempted(tx, order.id);
          return 'processed';
        default:
          return 'ignored';
      }
    })
    .catch(async (err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      // Lost a race on the event id or on the paid transition: the other writer did the work.
      return 'duplicate' as const;
    });
  if (paidOrder) await sendConfirmation(ctx, paidOrder);
  return outcome;
}

export interface SandboxPayAnswer {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
  error?: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** Builds and delivers a signed webhook exactly as Razorpay would, through handleWebhook. */
export async function deliverSandboxWebhook(
  ctx: PaymentsContext,
  event: 'payment.captured' | 'payment.failed',
  payment: WebhookPayment & { id: string; order_id: string },
): Promise<WebhookResult> {
  if (!isSandbox(ctx.provider)) throw new Error('sandbox webhooks need the sandbox provider');
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { entity: 'payment', currency: 'INR', ...payment } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return handleWebhook(ctx, body, ctx.provider.signWebhook(body), providerId('evt'));
}

/** The sandbox checkout's Success / Failure buttons (sandbox provider only). */
export async function sandboxPay(
  ctx: PaymentsContext,
  providerOrderId: string,
  outcome: SandboxOutcome,
): Promise<SandboxPayAnswer> {
  const provider = ctx.provider;
  if (!isSandbox(provider)) throw notFound('The sandbox checkout is not enabled', 'NOT_FOUND');
  const order = await findOrder(ctx.db, providerOrderId);
  if (!order || order.providerOrderId !== providerOrderId || order.provider !== 'sandbox') {
    throw notFound('No sandbox order with this ID', 'ORDER_NOT_FOUND');
  }
  if (order.status === 'paid') throw conflict('This order is already paid', 'ORDER_PAID');
  if (order.status === 'expired')
    throw conflict('This order has expired. Please start the booking again.', 'ORDER_EXPIRED');
  await markAttempted(ctx.db, order.id);
  // The sandbox keeps its orders in memory: after an API restart it takes them back from our records.
  provider.adopt({ id: providerOrderId, amount: order.amountPaise, receipt: order.id });
  const { payment, signature } = provider.pay(providerOrderId, outcome);
  if (outcome === 'failure' || !signature) {
    await deliverSandboxWebhook(ctx, 'payment.failed', {
      id: payment.id,
      order_id: providerOrderId,
      amount: payment.amount,
      status: 'failed',
      error_code: SANDBOX_FAILURE.code,
      error_description: SANDBOX_FAILURE.description,
    });
    return { error: { ...SANDBOX_FAILURE, metadata: { order_id: providerOrderId, payment_id: payment.id } } };
  }
  if (ctx.sandboxWebhookDelayMs !== null) {
    // Razorpay also sends payment.captured: it races the callback, and exactly one of them wins.
    const timer = setTimeout(() => {
      deliverSandboxWebhook(ctx, 'payment.captured', {
        id: payment.id,
        order_id: providerOrderId,
        amount: payment.amount,
        status: 'captured',
      }).catch((err: unknown) => ctx.log.error({ err }, 'sandbox webhook failed'));
    }, ctx.sandboxWebhookDelayMs);
    timer.unref();
  }
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: providerOrderId,
    razorpay_signature: signature,
  };
}
