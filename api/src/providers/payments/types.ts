/** One interface for every payment provider: Razorpay for real money, the sandbox everywhere else. */

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

export interface PaymentProvider {
  readonly name: ProviderName;
  checkoutConfig(): CheckoutConfig;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
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
