/**
 * The sandbox checkout's Success / Failure buttons: the order is taken back if a restart emptied the
 * sandbox's memory, the attempt is settled, and the webhooks Razorpay would send are built, signed
 * and delivered to the API's own webhook handler (a failure at once, a capture after a delay, so the
 * capture races the browser's callback like Razorpay's does).
 */
import type { CheckoutFailureResponse } from '@physio/shared-contracts';
import { providerId } from './ids';
import { sandboxCheckoutScript } from './sandbox-checkout';
import type {
  CheckoutSimulator,
  ProviderPayment,
  ProviderRefund,
  SignedWebhook,
  SimulatedOutcome,
} from './types';

/** Razorpay's failure payload fields (`payment.failed` in checkout.js and in webhooks), without the ids. */
export type SandboxFailure = Omit<CheckoutFailureResponse['error'], 'metadata'>;

export const SANDBOX_FAILURE: SandboxFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed because the bank declined it (sandbox Failure button).',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
};

export interface SandboxPayResult {
  payment: ProviderPayment;
  /** Only for a success: HMAC(key secret, `order_id|payment_id`), as Razorpay's checkout returns. */
  signature: string | null;
}

/** The sandbox's own order book, as the simulator uses it (sandbox.ts keeps it). */
export interface SandboxLedger {
  /** Settles one attempt at the sandbox checkout; unknown orders are a PaymentProviderError 404. */
  pay(orderId: string, outcome: SimulatedOutcome): SandboxPayResult;
  /** Signs a webhook body the way Razorpay does, for the webhook-equivalent path. */
  signWebhook(rawBody: string): string;
  /** Takes back an order the API still has on record after a restart emptied the sandbox's memory. */
  adopt(order: { id: string; amount: number; receipt: string }): void;
  /** True for a refund the sandbox answered pending because it is going to fail (its failure trigger). */
  refundFails(refundId: string): boolean;
}

type WebhookPayment = Pick<ProviderPayment, 'id' | 'order_id' | 'amount' | 'status'> &
  Partial<Pick<ProviderPayment, 'error_code' | 'error_description'>>;

export function createSandboxSimulator(
  sandbox: SandboxLedger,
  /** Delay of the simulated `payment.captured` after a success; null = none. */
  webhookDelayMs: number | null,
): CheckoutSimulator {
  const pending = new Set<NodeJS.Timeout>();
  const signed = (event: string, payload: Record<string, { entity: unknown }>): SignedWebhook => {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return { rawBody, signature: sandbox.signWebhook(rawBody), eventId: providerId('evt') };
  };
  const webhook = (event: 'payment.captured' | 'payment.failed', payment: WebhookPayment): SignedWebhook =>
    signed(event, { payment: { entity: { entity: 'payment', currency: 'INR', ...payment } } });
  /** Razorpay's refund events carry the refund and its payment. */
  const refundWebhook = (refund: ProviderRefund, failed: boolean): SignedWebhook =>
    signed(failed ? 'refund.failed' : 'refund.processed', {
      refund: {
        entity: {
          entity: 'refund',
          currency: 'INR',
          ...refund,
          status: failed ? 'failed' : 'processed',
          speed_processed: 'normal',
          speed_requested: 'normal',
        },
      },
      payment: { entity: { entity: 'payment', id: refund.payment_id, currency: 'INR' } },
    });
  const later = (deliver: () => Promise<unknown>, onError: (err: unknown) => void) => {
    if (webhookDelayMs === null) return;
    const timer = setTimeout(() => {
      pending.delete(timer);
      deliver().catch(onError);
    }, webhookDelayMs);
    timer.unref();
    pending.add(timer);
  };

  return {
    script: sandboxCheckoutScript,
    async pay(order, outcome, webhooks) {
      // The sandbox keeps its orders in memory: after an API restart it takes them back from our records.
      sandbox.adopt(order);
      const { payment, signature } = sandbox.pay(order.id, outcome);
      if (outcome === 'failure' || !signature) {
        await webhooks.deliver(
          webhook('payment.failed', {
            id: payment.id,
            order_id: order.id,
            amount: payment.amount,
            status: 'failed',
            error_code: SANDBOX_FAILURE.code,
            error_description: SANDBOX_FAILURE.description,
          }),
        );
        return { error: { ...SANDBOX_FAILURE, metadata: { order_id: order.id, payment_id: payment.id } } };
      }
      // Razorpay also sends payment.captured: it races the callback, and exactly one of them wins.
      later(
        () =>
          webhooks.deliver(
            webhook('payment.captured', {
              id: payment.id,
              order_id: order.id,
              amount: payment.amount,
              status: 'captured',
            }),
          ),
        webhooks.onError,
      );
      return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature };
    },
    async announceRefund(refund, webhooks) {
      if (refund.status === 'failed' || sandbox.refundFails(refund.id)) {
        await webhooks.deliver(refundWebhook(refund, true));
        return;
      }
      // A processed refund's webhook races the API's own record of the answer: either one settles it.
      later(() => webhooks.deliver(refundWebhook(refund, false)), webhooks.onError);
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
