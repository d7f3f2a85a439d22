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
} from './types';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

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
