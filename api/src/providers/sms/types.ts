/** One interface, one file per gateway (DESIGN.md §7). */
export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Sends a one-time code; throws SmsError when the gateway refuses or is unreachable. */
  sendOtp(mobile: string, code: string): Promise<void>;
  /**
   * Sends the order confirmation (CONFIRMATION_TEMPLATE with its variables). Best effort: never throws, so a paid
   * order is never held up or undone by the SMS; a failure or a gateway without a template for it is logged and
   * skipped. Optional so that stand-in gateways (tests) need only sendOtp; both real providers implement it.
   */
  sendConfirmation?(mobile: string, confirmation: OrderConfirmation): Promise<void>;
}

/** The variables of the order confirmation (scheduling will add the session's date and time). */
export interface OrderConfirmation {
  /** Rupees with paise, e.g. "449.10". */
  amount: string;
  /** The id the patient quotes (the payment provider's order id). */
  orderId: string;
}

/**
 * The confirmation's fixed text as registered on the DLT platform (MSG91_CONFIRMATION_TEMPLATE_ID): operators
 * refuse a template that is one free-text variable, so only the amount and the order id vary (##amount##,
 * ##order_id##, MSG91's variable names; DLT shows each as {#var#}).
 */
export const CONFIRMATION_TEMPLATE =
  'PhysioCare: payment of Rs. ##amount## received. Your booking is confirmed. Order ID: ##order_id##. We will call you to schedule your session.';

export const confirmationText = (c: OrderConfirmation) =>
  CONFIRMATION_TEMPLATE.replace('##amount##', c.amount).replace('##order_id##', c.orderId);

export class SmsError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export const otpText = (code: string) =>
  `${code} is your PhysioCare verification code. It is valid for 5 minutes. Do not share it with anyone.`;

/** The last four digits only: numbers stay out of the logs. */
export const maskMobile = (mobile: string) => `******${mobile.slice(-4)}`;
