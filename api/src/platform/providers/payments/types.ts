/** One interface for every payment provider: Razorpay for real money, the sandbox everywhere else. */
import type { CheckoutFailureResponse, CheckoutSuccessResponse } from '@physio/shared-contracts';

export type ProviderName = 'razorpay' | 'sandbox';

/** Razorpay's order states (the sandbox mirrors them). */
export type ProviderOrderStatus = 'created' | 'attempted' | 'paid';
/** Razorpay's payment states (the sandbox mirrors them). */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
  status: ProviderOrderStatus;
}

export interface ProviderPayment {
  id: string;
  order_id: string;
  /** Paise. */
  amount: number;
  status: ProviderPaymentStatus;
  error_code: string | null;
  error_description: string | null;
}

/** Razorpay's refund states: a normal refund may stay pending until its `refund.processed` / `refund.failed` webhook. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  id: string;
  payment_id: string;
  /** Paise. */
  amount: number;
  status: ProviderRefundStatus;
  /** Our refund id, as we sent it. */
  receipt: string | null;
}

export interface CreateProviderRefundInput {
  /** The captured payment to refund (our order's payment_id). */
  paymentId: string;
  /** Paise, a positive integer, at most what is left of the payment. */
  amount: number;
  /** Our refund id (refunds.id): Razorpay keeps it as the refund's `receipt`, so a webhook can find our row. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface CreateProviderOrderInput {
  /** Paise, a positive integer. */
  amount: number;
  /** Our own order id, so the provider's dashboard can be matched with our records. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface PaymentSignatureInput {
  /** Taken from OUR records, never from what the browser sent back. */
  orderId: string;
  paymentId: string;
  signature: string | undefined;
}

/** What the browser needs to load the checkout (`GET /api/payments/config`). */
export interface CheckoutConfig {
  provider: ProviderName;
  key: string;
  checkout_script_url: string;
}

export type SimulatedOutcome = 'success' | 'failure';

/** What the simulated checkout.js hands the page: Razorpay's success fields or its `payment.failed` payload. */
export type SimulatedCheckoutAnswer = CheckoutSuccessResponse | CheckoutFailureResponse;

/** A webhook exactly as the provider would POST it: raw body, its signature and the event id header. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

export interface WebhookDelivery {
  /** Hands a signed webhook to the API's webhook handler, as if the provider had sent it. */
  deliver(webhook: SignedWebhook): Promise<unknown>;
  /** A delayed delivery failed (nobody awaits it). */
  onError(err: unknown): void;
}

/** A checkout the provider runs itself, with no money moving (the sandbox). */
export interface CheckoutSimulator {
  /** The checkout.js served at `checkoutConfig().checkout_script_url`. */
  script(): string;
  /**
   * Settles one attempt at an order the API has on record, answers what checkout.js hands the page,
   * and delivers the webhooks the real provider would send (a failure at once, a capture later).
   */
  pay(
    order: { id: string; amount: number; receipt: string },
    outcome: SimulatedOutcome,
    webhooks: WebhookDelivery,
  ): Promise<SimulatedCheckoutAnswer>;
  /**
   * Sends the webhook the real provider would send about a refund it answered: `refund.failed` at once (awaited),
   * `refund.processed` after the configured delay (none without one, like `payment.captured`).
   */
  announceRefund(refund: ProviderRefund, webhooks: WebhookDelivery): Promise<void>;
  /** Drops the webhooks not yet delivered (the app is closing). */
  close(): void;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Only a provider that simulates its checkout (the sandbox) has one; Razorpay's runs at Razorpay. */
  readonly simulator?: CheckoutSimulator;
  checkoutConfig(): CheckoutConfig;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds part or all of a captured payment (Razorpay: a normal-speed refund). */
  refund(input: CreateProviderRefundInput): Promise<ProviderRefund>;
  /** The refunds of a payment (reconciliation of refunds left pending). */
  fetchRefunds(paymentId: string): Promise<ProviderRefund[]>;
  verifyPaymentSignature(input: PaymentSignatureInput): boolean;
  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean;
}

/** A provider call that failed (network, 4xx/5xx from the provider). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly providerCode: string | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
