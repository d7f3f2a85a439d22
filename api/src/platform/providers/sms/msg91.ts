import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@physio/shared-contracts';
import type { Msg91HindiTemplate, Msg91Template } from '../../msg91-config';
import {
  confirmationVariables,
  creditsExpiryVariables,
  sessionWords,
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
  /**
   * The Hindi twins of the patient's templates (issue 30; MSG91_<NAME>_HI_TEMPLATE_ID): a patient who reads Hindi
   * gets one with the variables in Hindi and `unicode: 1` (the text is UCS-2); without it, the English template.
   */
  hindi?: Partial<Record<Msg91HindiTemplate, Msg91Template>>;
  senderId?: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: FastifyBaseLogger;
}

/** The template a message goes out on, its setting's name (for the warning when unset) and its language. */
interface ChosenTemplate {
  setting: string;
  templateId?: string;
  dltTemplateId?: string;
  language: Language;
}

/** MSG91 Flow API (v5): POST /api/v5/flow with the authkey header and one recipient. */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91' as const;
  constructor(private readonly options: Msg91Options) {}

  async sendOtp(mobile: string, code: string, language: Language = 'en'): Promise<void> {
    const { templateId, dltTemplateId } = this.options;
    const t = this.template('otp', language, { templateId, dltTemplateId });
    await this.flow(t.templateId!, t.dltTemplateId, { mobiles: `91${mobile}`, otp: code }, t.language);
  }

  sendConfirmation(
    mobile: string,
    confirmation: OrderConfirmation,
    language: Language = 'en',
  ): Promise<void> {
    const { confirmationTemplateId, confirmationDltTemplateId, scheduledTemplateId, scheduledDltTemplateId } =
      this.options;
    const t = confirmation.session
      ? this.template('scheduledConfirmation', language, {
          setting: 'MSG91_SCHEDULED_TEMPLATE_ID',
          templateId: scheduledTemplateId,
          dltTemplateId: scheduledDltTemplateId,
        })
      : this.template('confirmation', language, {
          setting: 'MSG91_CONFIRMATION_TEMPLATE_ID',
          templateId: confirmationTemplateId,
          dltTemplateId: confirmationDltTemplateId,
        });
    return this.transactional(t, {
      mobiles: `91${mobile}`,
      ...confirmationVariables(confirmation, t.language),
    });
  }

  sendDoctorNotice(mobile: string, notice: DoctorNotice): Promise<void> {
    const { doctorNoticeTemplateId, doctorNoticeDltTemplateId } = this.options;
    return this.transactional(
      {
        setting: 'MSG91_DOCTOR_NOTICE_TEMPLATE_ID',
        templateId: doctorNoticeTemplateId,
        dltTemplateId: doctorNoticeDltTemplateId,
        language: 'en',
      },
      { mobiles: `91${mobile}`, ...notice },
    );
  }

  sendReminder(mobile: string, reminder: SessionReminder, language: Language = 'en'): Promise<void> {
    const { reminderTemplateId, reminderDltTemplateId } = this.options;
    const t = this.template('reminder', language, {
      setting: 'MSG91_REMINDER_TEMPLATE_ID',
      templateId: reminderTemplateId,
      dltTemplateId: reminderDltTemplateId,
    });
    return this.transactional(t, { mobiles: `91${mobile}`, ...sessionWords(reminder, t.language) });
  }

  sendWaitlistOffer(mobile: string, offer: WaitlistOfferSms, language: Language = 'en'): Promise<void> {
    const { waitlistTemplateId, waitlistDltTemplateId } = this.options;
    const t = this.template('waitlistOffer', language, {
      setting: 'MSG91_WAITLIST_TEMPLATE_ID',
      templateId: waitlistTemplateId,
      dltTemplateId: waitlistDltTemplateId,
    });
    return this.transactional(t, { mobiles: `91${mobile}`, ...sessionWords(offer, t.language) });
  }

  sendCreditsExpiry(mobile: string, expiry: CreditsExpirySms, language: Language = 'en'): Promise<void> {
    const { creditsExpiryTemplateId, creditsExpiryDltTemplateId } = this.options;
    const t = this.template('creditsExpiry', language, {
      setting: 'MSG91_CREDITS_EXPIRY_TEMPLATE_ID',
      templateId: creditsExpiryTemplateId,
      dltTemplateId: creditsExpiryDltTemplateId,
    });
    return this.transactional(t, { mobiles: `91${mobile}`, ...creditsExpiryVariables(expiry, t.language) });
  }

  sendExerciseReminder(
    mobile: string,
    reminder: ExerciseReminderSms,
    language: Language = 'en',
  ): Promise<void> {
    const { exerciseTemplateId, exerciseDltTemplateId } = this.options;
    const t = this.template('exerciseReminder', language, {
      setting: 'MSG91_EXERCISE_TEMPLATE_ID',
      templateId: exerciseTemplateId,
      dltTemplateId: exerciseDltTemplateId,
    });
    return this.transactional(t, { mobiles: `91${mobile}`, ...reminder });
  }

  /**
   * The template a message goes out on: the Hindi one for a patient who reads Hindi when it is configured, else
   * the English one (its variables then in English too, so a Hindi word never lands in an English text).
   */
  private template(
    name: Msg91HindiTemplate,
    language: Language,
    english: { setting?: string; templateId?: string; dltTemplateId?: string },
  ): ChosenTemplate {
    const hindi = language === 'hi' ? this.options.hindi?.[name] : undefined;
    if (hindi) return { setting: english.setting ?? 'MSG91_TEMPLATE_ID', ...hindi, language: 'hi' };
    return { setting: english.setting ?? 'MSG91_TEMPLATE_ID', ...english, language: 'en' };
  }

  /** A templated message that never throws: without its template id, or when the gateway fails, it logs. */
  private async transactional(
    { setting, templateId, dltTemplateId, language }: ChosenTemplate,
    recipient: Record<string, string>,
  ): Promise<void> {
    const { log } = this.options;
    const mobile = maskMobile(recipient.mobiles ?? '');
    if (!templateId) {
      log?.warn({ mobile }, `${setting} is not set: transactional SMS not sent`);
      return;
    }
    try {
      await this.flow(templateId, dltTemplateId, recipient, language);
    } catch (err) {
      log?.error({ err, mobile }, 'transactional SMS failed');
    }
  }

  private async flow(
    templateId: string,
    dltTemplateId: string | undefined,
    recipient: Record<string, string>,
    language: Language = 'en',
  ): Promise<void> {
    const { authKey, senderId, baseUrl, timeoutMs = 10_000 } = this.options;
    const body: Record<string, unknown> = {
      template_id: templateId,
      short_url: '0',
      recipients: [recipient],
    };
    if (senderId) body.sender = senderId;
    if (dltTemplateId) body.DLT_TE_ID = dltTemplateId;
    // A Hindi text is UCS-2: MSG91's flow takes `unicode: 1` for any language but English.
    if (language !== 'en') body.unicode = 1;
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
