/**
 * What the checkout and the provider send back, and where the browser goes next: the signed
 * checkout answer (callback form POST or handler), the provider's webhooks, and the buttons of a
 * checkout the provider simulates itself. Each ends in the marking of an order paid (mark-order-paid.ts).
 */
import { to } from '@physio/shared-contracts/paths';
import { eq } from 'drizzle-orm';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/http/errors';
import type {
  SimulatedCheckoutAnswer,
  SimulatedOutcome,
  WebhookDelivery,
} from '../../platform/providers/payments';
import { orders } from '../../platform/db/schema';
import { findOrder, findOrderByPayment, type OrderRow } from '../orders';
import type { PaymentsContext } from './payments-context';
import { applyRefundWebhook, findRefundForWebhook, type WebhookRefund } from '../refunds';
import {
  markAttempted,
  markFailed,
  recordPaymentEvent,
  markOrderPaidInTx,
  markOrderPaid,
} from './mark-order-paid';

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
  const result = await markOrderPaid(ctx, order, paymentId, source);
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
  // A package: the patient area, where its sessions and their last day are, says it was bought.
  if (order.kind === 'package')
    return `${to.patientDashboard(order.patientId)}?${new URLSearchParams({ bought: order.providerOrderId ?? order.id }).toString()}`;
  // The e-mail is the spec's; the order id lets /thankyou show the session that was just booked.
  const q = new URLSearchParams({ email: order.email, order_id: order.providerOrderId ?? order.id });
  return `/thankyou?${q.toString()}`;
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
  payload?: {
    payment?: { entity?: WebhookPayment };
    order?: { entity?: { id?: string; amount?: number } };
    refund?: { entity?: WebhookRefund };
  };
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
  // Refund events name our refund (its order comes from our row); payment events name the provider order.
  const refundEntity = event.startsWith('refund.') ? body.payload?.refund?.entity : undefined;
  const refund = refundEntity ? await findRefundForWebhook(ctx.db, refundEntity) : null;
  const providerOrderId = refund?.orderId ?? payment?.order_id ?? body.payload?.order?.entity?.id;
  // A refund made outside the API names only its payment.
  const refundPaymentId = refundEntity?.payment_id;
  const order = providerOrderId
    ? await findOrder(ctx.db, providerOrderId)
    : typeof refundPaymentId === 'string' && refundPaymentId.length <= 64
      ? await findOrderByPayment(ctx.db, refundPaymentId)
      : null;

  const outcome = await ctx.db
    .transaction(async (tx): Promise<WebhookResult> => {
      // Lock the order first: the event row's foreign key would otherwise take a key-share lock
      // that deadlocks with a racing transaction's UPDATE of the (unique) payment_id.
      if (order) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
      const fresh = await recordPaymentEvent(tx, {
        source: 'webhook',
        event,
        orderId: order?.id ?? null,
        paymentId: payment?.id ?? refundEntity?.payment_id ?? null,
        payload: body,
        eventId,
      });
      if (!fresh) return 'duplicate';
      if (event === 'refund.processed' || event === 'refund.failed') {
        return applyRefundWebhook(ctx, tx, event, refund, refundEntity ?? {}, order);
      }
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
          await markOrderPaidInTx(ctx, tx, order, payment.id, 'webhook');
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
  return outcome;
}

/**
 * The Success / Failure buttons of a checkout the provider simulates (the sandbox): our order
 * rules first, then the provider settles the attempt and sends its signed webhooks to handleWebhook.
 */
export async function simulateCheckout(
  ctx: PaymentsContext,
  providerOrderId: string,
  outcome: SimulatedOutcome,
): Promise<SimulatedCheckoutAnswer> {
  const simulator = ctx.provider.simulator;
  if (!simulator) throw notFound('The sandbox checkout is not enabled', 'NOT_FOUND');
  const order = await findOrder(ctx.db, providerOrderId);
  if (!order || order.providerOrderId !== providerOrderId || order.provider !== ctx.provider.name) {
    throw notFound('No sandbox order with this ID', 'ORDER_NOT_FOUND');
  }
  if (order.status === 'paid') throw conflict('This order is already paid', 'ORDER_PAID');
  if (order.status === 'expired')
    throw conflict('This order has expired. Please start the booking again.', 'ORDER_EXPIRED');
  await markAttempted(ctx.db, order.id);
  return simulator.pay(
    { id: providerOrderId, amount: order.amountPaise, receipt: order.id },
    outcome,
    simulatedWebhooks(ctx),
  );
}

/** Where a provider that simulates itself (the sandbox) delivers its signed webhooks: our own handler. */
export const simulatedWebhooks = (ctx: PaymentsContext): WebhookDelivery => ({
  deliver: (webhook) => handleWebhook(ctx, webhook.rawBody, webhook.signature, webhook.eventId),
  onError: (err) => ctx.log.error({ err }, 'sandbox webhook failed'),
});
