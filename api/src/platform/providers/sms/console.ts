import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@physio/shared-contracts';
import type { Executor } from '../../db/client';
import { placeholders, statement } from '../../db/prepared';
import { smsOutbox } from '../../db/schema';
import {
  confirmationText,
  doctorNoticeText,
  maskMobile,
  otpText,
  reminderText,
  waitlistOfferText,
  exerciseReminderText,
  type ExerciseReminderSms,
  type WaitlistOfferSms,
  type CreditsExpirySms,
  creditsExpiryText,
  type DoctorNotice,
  type OrderConfirmation,
  type SessionReminder,
  type SmsProvider,
} from './types';

const insertMessage = statement('sms_outbox_insert', (db) =>
  db.insert(smsOutbox).values(placeholders(['mobile', 'message', 'otp'] as const)),
);

/**
 * Development gateway: the message goes to the dev outbox (GET /api/dev/sms), never to a phone. With `logCodes`
 * (local mode: `docker compose up`, `npm start`) the one-time code is also printed in the log, so whoever runs
 * the site can log in from its log alone; production mode never logs a code.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  constructor(
    private readonly db: Executor,
    private readonly log?: FastifyBaseLogger,
    private readonly logCodes = false,
  ) {}

  async sendOtp(mobile: string, code: string, language: Language = 'en'): Promise<void> {
    await insertMessage(this.db, { mobile, message: otpText(code, language), otp: code });
    if (this.logCodes) this.log?.info(`dev SMS: one-time code ${code} for ${mobile} (local mode, not sent)`);
    else this.log?.info({ mobile: maskMobile(mobile) }, 'one-time code written to the dev SMS outbox');
  }

  sendConfirmation(
    mobile: string,
    confirmation: OrderConfirmation,
    language: Language = 'en',
  ): Promise<void> {
    return this.keep(mobile, confirmationText(confirmation, language));
  }

  sendReminder(mobile: string, reminder: SessionReminder, language: Language = 'en'): Promise<void> {
    return this.keep(mobile, reminderText(reminder, language));
  }

  sendDoctorNotice(mobile: string, notice: DoctorNotice): Promise<void> {
    return this.keep(mobile, doctorNoticeText(notice));
  }

  sendWaitlistOffer(mobile: string, offer: WaitlistOfferSms, language: Language = 'en'): Promise<void> {
    return this.keep(mobile, waitlistOfferText(offer, language));
  }

  sendCreditsExpiry(mobile: string, expiry: CreditsExpirySms, language: Language = 'en'): Promise<void> {
    return this.keep(mobile, creditsExpiryText(expiry, language));
  }

  sendExerciseReminder(
    mobile: string,
    reminder: ExerciseReminderSms,
    language: Language = 'en',
  ): Promise<void> {
    return this.keep(mobile, exerciseReminderText(reminder, language));
  }

  /** A transactional message into the outbox; never throws (logs instead), as the interface promises. */
  private async keep(mobile: string, message: string): Promise<void> {
    try {
      await insertMessage(this.db, { mobile, message, otp: null });
      this.log?.info({ mobile: maskMobile(mobile) }, 'message written to the dev SMS outbox');
    } catch (err) {
      this.log?.error(
        { err, mobile: maskMobile(mobile) },
        'could not write the message to the dev SMS outbox',
      );
    }
  }
}
