/**
 * The sandbox provider: orders and payments are kept by the API itself, and checkout happens in
 * the dialog of sandbox-checkout.ts. A success is signed with the sandbox secret and goes through
 * the very same verification code as a Razorpay payment.
 */
import { providerId } from './ids';
import {
  createSandboxSimulator,
  SANDBOX_FAILURE,
  type SandboxLedger,
  type SandboxPayResult,
} from './sandbox-simulator';
import * as sig from './signature';
import {
  PaymentProviderError,
  type SimulatedOutcome,
  type CheckoutConfig,
  type CreateProviderOrderInput,
  type PaymentProvider,
  type PaymentSignatureInput,
  type ProviderOrder,
  type ProviderPayment,
  type CheckoutSimulator,
  type CreateProviderRefundInput,
  type ProviderRefund,
} from './types';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

/**
 * The sandbox's failed refund: a refund whose notes carry a `reason` containing this text is answered pending and
 * then fails with a `refund.failed` webhook (Razorpay's way of failing a normal refund), so tests and the e2e
 * journey can exercise a failed refund (`POST /api/orders/{id}/refund` with `{ "reason": "sandbox:fail-refund" }`).
 * Every other refund is processed at once.
 */
export const SANDBOX_REFUND_FAILURE_TRIGGER = 'sandbox:fail-refund';

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

export interface SandboxOptions extends SandboxSecrets {
  /** Delay of the simulated `payment.captured` webhook after a success; null or absent = none. */
  webhookDelayMs?: number | null;
}

export interface SandboxPaymentProvider extends PaymentProvider, SandboxLedger {
  readonly name: 'sandbox';
  /** The checkout dialog's buttons: adopt, pay, and the signed webhooks (sandbox-simulator.ts). */
  readonly simulator: CheckoutSimulator;
}

interface StoredOrder extends ProviderOrder {
  payments: ProviderPayment[];
}

/** Keeps at most this many orders in memory (oldest dropped first). */
const MAX_ORDERS = 50_000;

export function createSandboxProvider(secrets: SandboxOptions): SandboxPaymentProvider {
  if (!secrets.keySecret || !secrets.webhookSecret)
    throw new Error('The sandbox payment provider needs its secrets');
  const orders = new Map<string, StoredOrder>();
  /** Paise refunded per payment, its refunds as they end, and the refunds that are going to fail. */
  const refunded = new Map<string, number>();
  const refundsOf = new Map<string, ProviderRefund[]>();
  const failing = new Set<string>();

  const find = (orderId: string): StoredOrder => {
    const order = orders.get(orderId);
    if (!order) throw new PaymentProviderError('The id provided does not exist', 404, 'BAD_REQUEST_ERROR');
    return order;
  };

  const provider: Omit<SandboxPaymentProvider, 'simulator'> = {
    name: 'sandbox',
    checkoutConfig(): CheckoutConfig {
      return { provider: 'sandbox', key: SANDBOX_KEY_ID, checkout_script_url: SANDBOX_CHECKOUT_SCRIPT_PATH };
    },
    async createOrder(input: CreateProviderOrderInput) {
      if (!Number.isInteger(input.amount) || input.amount < 100) {
        throw new PaymentProviderError(
          'Order amount less than minimum amount allowed',
          400,
          'BAD_REQUEST_ERROR',
        );
      }
      const order: StoredOrder = {
        id: providerId('order'),
        amount: input.amount,
        currency: 'INR',
        receipt: input.receipt,
        status: 'created',
        payments: [],
      };
      if (orders.size >= MAX_ORDERS) {
        const oldest = orders.keys().next();
        if (!oldest.done) orders.delete(oldest.value);
      }
      orders.set(order.id, order);
      const { payments: _payments, ...copy } = order;
      return copy;
    },
    async fetchOrder(orderId: string) {
      const { payments: _payments, ...copy } = find(orderId);
      return copy;
    },
    async fetchPayments(orderId: string) {
      return find(orderId).payments.map((p) => ({ ...p }));
    },
    pay(orderId: string, outcome: SimulatedOutcome): SandboxPayResult {
      const order = find(orderId);
      const success = outcome === 'success';
      const payment: ProviderPayment = {
        id: providerId('pay'),
        order_id: order.id,
        amount: order.amount,
        status: success ? 'captured' : 'failed',
        error_code: success ? null : SANDBOX_FAILURE.code,
        error_description: success ? null : SANDBOX_FAILURE.description,
      };
      order.payments.push(payment);
      if (success) order.status = 'paid';
      else if (order.status === 'created') order.status = 'attempted';
      return {
        payment: { ...payment },
        signature: success ? sig.paymentSignature(secrets.keySecret, order.id, payment.id) : null,
      };
    },
    /**
     * Refunds a captured payment it knows (never more than is left of it); a payment it does not remember (the
     * API restarted and emptied its memory) is refunded on the API's word, as `adopt` takes orders back.
     */
    async refund(input: CreateProviderRefundInput): Promise<ProviderRefund> {
      if (!Number.isInteger(input.amount) || input.amount < 100) {
        throw new PaymentProviderError('The amount must be at least INR 1.00', 400, 'BAD_REQUEST_ERROR');
      }
      const payment = [...orders.values()].flatMap((o) => o.payments).find((p) => p.id === input.paymentId);
      if (payment && payment.status !== 'captured' && payment.status !== 'refunded') {
        throw new PaymentProviderError('The payment has not been captured', 400, 'BAD_REQUEST_ERROR');
      }
      const before = refunded.get(input.paymentId) ?? 0;
      if (payment && before + input.amount > payment.amount) {
        throw new PaymentProviderError(
          'The refund amount provided is greater than amount captured',
          400,
          'BAD_REQUEST_ERROR',
        );
      }
      const fails = (input.notes?.reason ?? '').toLowerCase().includes(SANDBOX_REFUND_FAILURE_TRIGGER);
      const refund: ProviderRefund = {
        id: providerId('rfnd'),
        payment_id: input.paymentId,
        amount: input.amount,
        status: fails ? 'pending' : 'processed',
        receipt: input.receipt,
      };
      refundsOf.set(input.paymentId, [
        ...(refundsOf.get(input.paymentId) ?? []),
        { ...refund, status: fails ? 'failed' : 'processed' },
      ]);
      if (fails) failing.add(refund.id);
      else {
        refunded.set(input.paymentId, before + input.amount);
        if (payment && before + input.amount === payment.amount) payment.status = 'refunded';
      }
      return refund;
    },
    async fetchRefunds(paymentId: string) {
      return (refundsOf.get(paymentId) ?? []).map((r) => ({ ...r }));
    },
    refundFails(refundId: string) {
      return failing.has(refundId);
    },
    adopt(order) {
      if (orders.has(order.id)) return;
      orders.set(order.id, { ...order, currency: 'INR', status: 'created', payments: [] });
    },
    signWebhook(rawBody: string) {
      return sig.hmacSha256Hex(secrets.webhookSecret, rawBody);
    },
    verifyPaymentSignature(input: PaymentSignatureInput) {
      return sig.verifyPaymentSignature(secrets.keySecret, input.orderId, input.paymentId, input.signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return sig.verifyWebhookSignature(secrets.webhookSecret, rawBody, signature);
    },
  };
  return { ...provider, simulator: createSandboxSimulator(provider, secrets.webhookDelayMs ?? null) };
}
