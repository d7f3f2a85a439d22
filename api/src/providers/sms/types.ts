/** One interface, one file per gateway (DESIGN.md §7). */
export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Sends a one-time code; throws SmsError when the gateway refuses or is unreachable. */
  sendOtp(mobile: string, code: string): Promise<void>;
  /**
   * Sends a transactional message (order confirmations). Best effort: never throws, so a paid order is never
   * held up or undone by the SMS; a failure or a gateway without a template for it is logged and skipped.
   * Optional so that stand-in gateways (tests) need only sendOtp; both real providers implement it.
   */
  sendMessage?(mobile: string, text: string): Promise<void>;
}

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
