/**
 * The sandbox checkout's Success / Failure buttons: the order is taken back if a restart emptied the
 * sandbox's memory, the attempt is settled, and the webhooks Razorpay would send are built, signed
 * and delivered to the API's own webhook handler (a failure at once, a capture after a delay, so the
 * capture races the browser's callback like Razorpay's does).
 */
import type { CheckoutFailureResponse } from '@physio/shared-contracts';
import { providerId } from './ids';
import { sandboxCheckoutScript } from './sandbox-checkout';
import type { CheckoutSimulator, ProviderPayment, SignedWebhook, SimulatedOutcome } from './types';

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
}

type WebhookPayment = Pick<ProviderPayment, 'id' | 'order_id' | 'amount' | 'status'> &
  Partial<Pick<ProviderPayment, 'error_code' | 'error_description'>>;

export function createSandboxSimulator(
  sandbox: SandboxLedger,
  /** Delay of the simulated `payment.captured` after a success; null = none. */
  webhookDelayMs: number | null,
): CheckoutSimulator {
  const webhook = (event: 'payment.captured' | 'payment.failed', payment: WebhookPayment): SignedWebhook => {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: ['payment'],
      payload: { payment: { entity: { entity: 'payment', currency: 'INR', ...payment } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { rawBody, signature: sandbox.signWebhook(rawBody), eventId: providerId('evt') };
  };
  const pending = new Set<NodeJS.Timeout>();

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
      if (webhookDelayMs !== null) {
        // Razorpay also sends payment.captured: it races the callback, and exactly one of them wins.
        const timer = setTimeout(() => {
          pending.delete(timer);
          webhooks
            .deliver(
              webhook('payment.captured', {
                id: payment.id,
                order_id: order.id,
                amount: payment.amount,
                status: 'captured',
              }),
            )
            .catch(webhooks.onError);
        }, webhookDelayMs);
        timer.unref();
        pending.add(timer);
      }
      return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature };
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
