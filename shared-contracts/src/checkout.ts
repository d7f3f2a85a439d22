/**
 * Razorpay checkout options shared by the booking UI and the API's sandbox checkout.
 * Pass CHECKOUT_DISPLAY_CONFIG as the `config` option: UPI first, then cards, netbanking, wallets.
 */
export const CHECKOUT_DISPLAY_CONFIG = {
  display: {
    blocks: {
      upi: { name: 'Pay using UPI', instruments: [{ method: 'upi' }] },
      cards: { name: 'Cards', instruments: [{ method: 'card' }] },
      netbanking: { name: 'Netbanking', instruments: [{ method: 'netbanking' }] },
      wallets: { name: 'Wallets', instruments: [{ method: 'wallet' }] },
    },
    sequence: ['block.upi', 'block.cards', 'block.netbanking', 'block.wallets'],
    preferences: { show_default_blocks: false },
  },
} as const;

/** What checkout.js hands to `handler` (and POSTs to `callback_url`) after a successful payment. */
export interface CheckoutSuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event payload (Razorpay's error fields). */
export interface CheckoutFailureResponse {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** The constructor options of `window.Razorpay` that this site uses. */
export interface CheckoutOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name?: string;
  description?: string;
  image?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  /** Razorpay POSTs the success response here (form POST) instead of calling `handler`. */
  callback_url?: string;
  redirect?: boolean;
  handler?: (response: CheckoutSuccessResponse) => void;
  modal?: { ondismiss?: () => void; escape?: boolean; confirm_close?: boolean };
  config?: typeof CHECKOUT_DISPLAY_CONFIG;
}

export interface CheckoutInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: CheckoutFailureResponse) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;
