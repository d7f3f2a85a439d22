import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { otpText, type SmsProvider } from './types';

/** Development gateway: the message goes to the dev outbox (GET /api/dev/sms), never to a phone. */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  constructor(
    private readonly db: Executor,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobile, message: otpText(code), otp: code });
    // The code is deliberately not logged: read it from the dev outbox.
    this.log?.info({ mobile: `******${mobile.slice(-4)}` }, 'one-time code written to the dev SMS outbox');
  }
}
