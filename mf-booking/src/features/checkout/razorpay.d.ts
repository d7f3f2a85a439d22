import type { CheckoutConstructor } from '@physio/shared-contracts';

/** checkout.js (Razorpay, or the sandbox script with the same interface) defines window.Razorpay. */
declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}
