/** One interface, one file per gateway (DESIGN.md §7). */
export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Sends a one-time code; throws SmsError when the gateway refuses or is unreachable. */
  sendOtp(mobile: string, code: string): Promise<void>;
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
