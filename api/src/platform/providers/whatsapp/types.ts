import type { Language } from '@physio/shared-contracts';

/** One interface, one file per provider (DESIGN.md §7), as for SMS and e-mail. */
export interface WhatsAppProvider {
  readonly name: 'console' | 'cloud';
  /** The approved templates of the account: their names and language. */
  readonly templates: TemplateNames;
  /**
   * Sends an approved template (outside the 24 h customer-service window only templates may be sent). Throws
   * WhatsAppError: `permanent` when the API refused the message (retrying cannot help: the outbox falls back to
   * SMS at once), otherwise after the retries. Answers the id the provider gave the message (its delivery
   * statuses name it).
   */
  sendTemplate(mobile: string, message: TemplateMessage): Promise<string>;
  /** A free-text session message: an answer to the patient's own reply, inside the 24 h window. Throws like sendTemplate. */
  sendText(mobile: string, text: string): Promise<string>;
}

/** WHATSAPP_CONFIRMATION_TEMPLATE, WHATSAPP_REMINDER_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE. */
export interface TemplateNames {
  confirmation: string;
  reminder: string;
  language: string;
}

export type QuickReplyAction = 'confirm' | 'reschedule' | 'cancel';

/** The approved templates' buttons, in their order: the labels are part of the template, the payloads ours. */
export const QUICK_REPLIES: readonly { action: QuickReplyAction; text: string; hi: string }[] = [
  { action: 'confirm', text: 'Confirm', hi: 'पुष्टि करें' },
  { action: 'reschedule', text: 'Reschedule', hi: 'समय बदलें' },
  { action: 'cancel', text: 'Cancel', hi: 'रद्द करें' },
];

/**
 * The language code of a template's Hindi translation as the Cloud API takes it (`template.language.code`): one
 * approved template name holds both translations; English's code is the account's (WHATSAPP_TEMPLATE_LANGUAGE).
 */
export const HINDI_TEMPLATE_LANGUAGE = 'hi';

/** A quick reply's payload names what the tap acts on: `confirm:<appointment id>`. */
export const quickReplyPayload = (action: QuickReplyAction, appointmentId: string) =>
  `${action}:${appointmentId}`;

export interface TemplateMessage {
  /** The approved template's name (WHATSAPP_CONFIRMATION_TEMPLATE / WHATSAPP_REMINDER_TEMPLATE). */
  name: string;
  language: string;
  /** The body's variables {{1}}, {{2}}, … in order. */
  body: string[];
  /** One payload per quick-reply button, in the template's button order. */
  quickReplies: string[];
  /** The text as the template reads when filled in (the dev outbox shows it; the Cloud API is sent only variables). */
  preview: string;
}

/**
 * The approved texts, as registered with Meta (the variables are {{1}}…): the booking confirmation and the session
 * reminder, each with the three quick-reply buttons of QUICK_REPLIES.
 */
export const CONFIRMATION_TEMPLATE_TEXT =
  'PhysioCare: your {{1}} with {{2}} is booked for {{3}} at {{4}} IST. Order ID: {{5}}. Tap Confirm if you will come, or Reschedule or Cancel.';
export const REMINDER_TEMPLATE_TEXT =
  'PhysioCare: reminder of your {{1}} with {{2}} on {{3}} at {{4}} IST. Tap Confirm if you will come, or Reschedule or Cancel.';

/** Both templates in both languages (issue 30): the Hindi translations registered under the same names. */
export const WHATSAPP_TEMPLATE_TEXTS: Record<'confirmation' | 'reminder', Record<Language, string>> = {
  confirmation: {
    en: CONFIRMATION_TEMPLATE_TEXT,
    hi: 'PhysioCare: {{2}} के साथ आपका {{1}} {{3}} को {{4}} बजे (IST) के लिए बुक हो गया है। ऑर्डर ID: {{5}}। अगर आप आएँगे तो "पुष्टि करें" दबाएँ, या "समय बदलें" या "रद्द करें" चुनें।',
  },
  reminder: {
    en: REMINDER_TEMPLATE_TEXT,
    hi: 'PhysioCare: याद दिला दें, {{2}} के साथ आपका {{1}} {{3}} को {{4}} बजे (IST) है। अगर आप आएँगे तो "पुष्टि करें" दबाएँ, या "समय बदलें" या "रद्द करें" चुनें।',
  },
};

export const fillTemplate = (text: string, body: string[]) =>
  text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => body[Number(n) - 1] ?? '');

export class WhatsAppError extends Error {
  constructor(
    message: string,
    /** The API refused the message (a 4xx other than 429): not worth another attempt. */
    public readonly permanent: boolean,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

/** Meta's form of an Indian number: the country code without "+". */
export const waNumber = (mobile: string) => `91${mobile}`;
