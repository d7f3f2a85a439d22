import type { FastifyBaseLogger } from 'fastify';
import {
  confirmationVariables,
  maskMobile,
  SmsError,
  type OrderConfirmation,
  type DoctorNotice,
  type SessionReminder,
  type SmsProvider,
  type WaitlistOfferSms,
  type CreditsExpirySms,
  type ExerciseReminderSms,
} from './types';

export interface Msg91Options {
  authKey: string;
  /** MSG91 flow/template id whose text holds the ##otp## variable. */
  templateId: string;
  /** DLT template id registered with the operator (TRAI), sent along when set. */
  dltTemplateId?: string;
  /**
   * Flow/template id of the order confirmation (MSG91_CONFIRMATION_TEMPLATE_ID): CONFIRMATION_TEMPLATE's fixed
   * text with the ##amount## and ##order_id## variables. Without it sendConfirmation logs a warning and sends nothing.
   */
  confirmationTemplateId?: string;
  /** DLT template id of the confirmation template (MSG91_CONFIRMATION_DLT_TEMPLATE_ID). */
  confirmationDltTemplateId?: string;
  /**
   * Flow/template id of the confirmation of a scheduled session (MSG91_SCHEDULED_TEMPLATE_ID):
   * SCHEDULED_CONFIRMATION_TEMPLATE with ##amount##, ##order_id##, ##session##, ##doctor##, ##date##, ##time##.
   * Without it such a confirmation logs a warning and sends nothing (never the "we will call you" text).
   */
  scheduledTemplateId?: string;
  /** DLT template id of the scheduled confirmation template (MSG91_SCHEDULED_DLT_TEMPLATE_ID). */
  scheduledDltTemplateId?: string;
  /** Flow/template id of REMINDER_TEMPLATE (MSG91_REMINDER_TEMPLATE_ID): ##session##, ##doctor##, ##date##, ##time##. */
  reminderTemplateId?: string;
  /** DLT template id of the reminder template (MSG91_REMINDER_DLT_TEMPLATE_ID). */
  reminderDltTemplateId?: string;
  /** Flow/template id of DOCTOR_NOTICE_TEMPLATE (MSG91_DOCTOR_NOTICE_TEMPLATE_ID): ##change##, ##patient##, ##session##, ##when##. */
  doctorNoticeTemplateId?: string;
  doctorNoticeDltTemplateId?: string;
  /** Flow/template id of WAITLIST_OFFER_TEMPLATE (MSG91_WAITLIST_TEMPLATE_ID): the reminder's variables and ##link##. */
  waitlistTemplateId?: string;
  waitlistDltTemplateId?: string;
  /** Flow/template id of CREDITS_EXPIRY_TEMPLATE (MSG91_CREDITS_EXPIRY_TEMPLATE_ID): ##sessions##, ##package##, ##doctor##, ##date##. */
  creditsExpiryTemplateId?: string;
  creditsExpiryDltTemplateId?: string;
  exerciseTemplateId?: string;
  exerciseDltTemplateId?: string;
  senderId?: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: FastifyBaseLogger;
}

/** MSG91 Flow API (v5): POST /api/v5/flow with the authkey header and one recipient. */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91' as const;
  constructor(private readonly options: Msg91Options) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    const { templateId, dltTemplateId } = this.options;
    await this.flow(templateId, dltTemplateId, { mobiles: `91${mobile}`, otp: code });
  }

  sendConfirmation(mobile: string, confirmation: OrderConfirmation): Promise<void> {
    const { confirmationTemplateId, confirmationDltTemplateId, scheduledTemplateId, scheduledDltTemplateId } =
      this.options;
    const recipient = { mobiles: `91${mobile}`, ...confirmationVariables(confirmation) };
    return confirmation.session
      ? this.transactional(
          'MSG91_SCHEDULED_TEMPLATE_ID',
          scheduledTemplateId,
          scheduledDltTemplateId,
          recipient,
        )
      : this.transactional(
          'MSG91_CONFIRMATION_TEMPLATE_ID',
          confirmationTemplateId,
          confirmationDltTemplateId,
          recipient,
        );
  }

  sendDoctorNotice(mobile: string, notice: DoctorNotice): Promise<void> {
    const { doctorNoticeTemplateId, doctorNoticeDltTemplateId } = this.options;
    return this.transactional(
      'MSG91_DOCTOR_NOTICE_TEMPLATE_ID',
      doctorNoticeTemplateId,
      doctorNoticeDltTemplateId,
      { mobiles: `91${mobile}`, ...notice },
    );
  }

  sendReminder(mobile: string, reminder: SessionReminder): Promise<void> {
    const { reminderTemplateId, reminderDltTemplateId } = this.options;
    return this.transactional('MSG91_REMINDER_TEMPLATE_ID', reminderTemplateId, reminderDltTemplateId, {
      mobiles: `91${mobile}`,
      ...reminder,
    });
  }

  sendWaitlistOffer(mobile: string, offer: WaitlistOfferSms): Promise<void> {
    const { waitlistTemplateId, waitlistDltTemplateId } = this.options;
    return this.transactional('MSG91_WAITLIST_TEMPLATE_ID', waitlistTemplateId, waitlistDltTemplateId, {
      mobiles: `91${mobile}`,
      ...offer,
    });
  }

  sendCreditsExpiry(mobile: string, expiry: CreditsExpirySms): Promise<void> {
    const { creditsExpiryTemplateId, creditsExpiryDltTemplateId } = this.options;
    return this.transactional(
      'MSG91_CREDITS_EXPIRY_TEMPLATE_ID',
      creditsExpiryTemplateId,
      creditsExpiryDltTemplateId,
      { mobiles: `91${mobile}`, ...expiry },
    );
  }

  sendExerciseReminder(mobile: string, reminder: ExerciseReminderSms): Promise<void> {
    const { exerciseTemplateId, exerciseDltTemplateId } = this.options;
    return this.transactional('MSG91_EXERCISE_TEMPLATE_ID', exerciseTemplateId, exerciseDltTemplateId, {
      mobiles: `91${mobile}`,
      ...reminder,
    });
  }

  /** A templated message that never throws: without its template id, or when the gateway fails, it logs. */
  private async transactional(
    setting: string,
    templateId: string | undefined,
    dltTemplateId: string | undefined,
    recipient: Record<string, string>,
  ): Promise<void> {
    const { log } = this.options;
    const mobile = maskMobile(recipient.mobiles ?? '');
    if (!templateId) {
      log?.warn({ mobile }, `${setting} is not set: transactional SMS not sent`);
      return;
    }
    try {
      await this.flow(templateId, dltTemplateId, recipient);
    } catch (err) {
      log?.error({ err, mobile }, 'transactional SMS failed');
    }
  }

  private async flow(
    templateId: string,
    dltTemplateId: string | undefined,
    recipient: Record<string, string>,
  ): Promise<void> {
    const { authKey, senderId, baseUrl, timeoutMs = 10_000 } = this.options;
    const body: Record<string, unknown> = {
      template_id: templateId,
      short_url: '0',
      recipients: [recipient],
    };
    if (senderId) body.sender = senderId;
    if (dltTemplateId) body.DLT_TE_ID = dltTemplateId;
    const doFetch = this.options.fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await doFetch(new URL('/api/v5/flow', baseUrl), {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsError(`SMS gateway unreachable: ${(err as Error).name}`);
    }
    const text = await response.text();
    let parsed: { type?: string; message?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // not JSON: judged by the status alone
    }
    if (!response.ok || parsed.type === 'error') {
      throw new SmsError(
        `SMS gateway refused the message (${response.status}${parsed.message ? `: ${parsed.message}` : ''})`,
        response.status,
      );
    }
  }
}
