/** Razorpay through the official SDK (Orders API); signatures are verified by our own helpers. */
import Razorpay from 'razorpay';
import * as sig from './signature';
import {
  PaymentProviderError,
  type CheckoutConfig,
  type CreateProviderOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type PaymentSignatureInput,
  type CreateProviderRefundInput,
  type ProviderRefund,
  type ProviderRefundStatus,
} from './types';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Overrides https://api.razorpay.com (tests point it at a local fake server). */
  apiUrl?: string;
  /** Milliseconds before a provider call gives up. */
  timeoutMs?: number;
}

interface RawOrder {
  id: string;
  amount: number | string;
  currency: string;
  receipt?: string | null;
  status: string;
}
interface RawPayment {
  id: string;
  order_id: string;
  amount: number | string;
  status: string;
  error_code?: string | null;
  error_description?: string | null;
}

interface RawRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  receipt?: string | null;
}

const REFUND_STATUSES: readonly ProviderRefundStatus[] = ['pending', 'processed', 'failed'];

/** An unknown refund status is kept pending: the webhook or a later look settles it. */
function toRefund(raw: RawRefund): ProviderRefund {
  return {
    id: raw.id,
    payment_id: raw.payment_id,
    amount: Number(raw.amount),
    status: REFUND_STATUSES.find((s) => s === raw.status) ?? 'pending',
    receipt: raw.receipt ?? null,
  };
}

const ORDER_STATUSES: readonly ProviderOrderStatus[] = ['created', 'attempted', 'paid'];
const PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

function toOrder(raw: RawOrder): ProviderOrder {
  const status = ORDER_STATUSES.find((s) => s === raw.status);
  if (!status || raw.currency !== 'INR') {
    throw new PaymentProviderError(
      `Unexpected order from Razorpay: ${raw.status} ${raw.currency}`,
      null,
      null,
    );
  }
  return { id: raw.id, amount: Number(raw.amount), currency: 'INR', receipt: raw.receipt ?? '', status };
}

function toPayment(raw: RawPayment): ProviderPayment {
  const status = PAYMENT_STATUSES.find((s) => s === raw.status) ?? 'created';
  return {
    id: raw.id,
    order_id: raw.order_id,
    amount: Number(raw.amount),
    status,
    error_code: raw.error_code ?? null,
    error_description: raw.error_description ?? null,
  };
}

/** The SDK rejects with `{ statusCode, error }`, or a TypeError when there was no HTTP answer. */
function providerError(err: unknown): PaymentProviderError {
  if (err && typeof err === 'object' && 'statusCode' in err) {
    const e = err as { statusCode?: number; error?: { code?: string; description?: string } };
    return new PaymentProviderError(
      e.error?.description ?? 'Razorpay request failed',
      e.statusCode ?? null,
      e.error?.code ?? null,
    );
  }
  return new PaymentProviderError('Razorpay could not be reached', null, null);
}

function requireSecret(name: string, value: string): void {
  if (!value || !value.trim()) throw new Error(`${name} is required for the Razorpay payment provider`);
}

export function createRazorpayProvider(options: RazorpayProviderOptions): PaymentProvider {
  requireSecret('RAZORPAY_KEY_ID', options.keyId);
  requireSecret('RAZORPAY_KEY_SECRET', options.keySecret);
  requireSecret('RAZORPAY_WEBHOOK_SECRET', options.webhookSecret);
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK hard-codes its host; its axios instance is the supported seam for another base URL.
  const http = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } })
    .api.rq;
  http.defaults.baseURL = options.apiUrl ?? RAZORPAY_API_URL;
  http.defaults.timeout = options.timeoutMs ?? 20_000;

  const call = async <T>(run: () => Promise<unknown>): Promise<T> => {
    try {
      return (await run()) as T;
    } catch (err) {
      throw providerError(err);
    }
  };

  return {
    name: 'razorpay',
    checkoutConfig(): CheckoutConfig {
      return { provider: 'razorpay', key: options.keyId, checkout_script_url: RAZORPAY_CHECKOUT_SCRIPT_URL };
    },
    async createOrder(input: CreateProviderOrderInput) {
      const raw = await call<RawOrder>(() =>
        client.orders.create({
          amount: input.amount,
          currency: 'INR',
          receipt: input.receipt,
          notes: input.notes ?? {},
        }),
      );
      return toOrder(raw);
    },
    async fetchOrder(orderId: string) {
      return toOrder(await call<RawOrder>(() => client.orders.fetch(orderId)));
    },
    async fetchPayments(orderId: string) {
      const list = await call<{ items?: RawPayment[] }>(() => client.orders.fetchPayments(orderId));
      return (list.items ?? []).map(toPayment);
    },
    async refund(input: CreateProviderRefundInput) {
      const raw = await call<RawRefund>(() =>
        client.payments.refund(input.paymentId, {
          amount: input.amount,
          speed: 'normal',
          receipt: input.receipt,
          notes: input.notes ?? {},
        }),
      );
      return toRefund(raw);
    },
    async fetchRefunds(paymentId: string) {
      const list = await call<{ items?: RawRefund[] }>(() =>
        client.payments.fetchMultipleRefund(paymentId, { count: 100 }),
      );
      return (list.items ?? []).map(toRefund);
    },
    verifyPaymentSignature(input: PaymentSignatureInput) {
      return sig.verifyPaymentSignature(options.keySecret, input.orderId, input.paymentId, input.signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return sig.verifyWebhookSignature(options.webhookSecret, rawBody, signature);
    },
  };
}
