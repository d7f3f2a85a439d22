import { z } from 'zod';
import { optionalString } from './env-values';

/**
 * MSG91's settings (SMS_PROVIDER=msg91): the account, and one DLT-registered template per message. Every
 * message's template is optional; without it that message goes by e-mail (or, for the OTP, not at all).
 */

/** The templates after the OTP's, by their settings' stems: MSG91_<NAME>_TEMPLATE_ID and _DLT_TEMPLATE_ID. */
const TEMPLATE_STEMS = {
  confirmation: 'MSG91_CONFIRMATION',
  scheduled: 'MSG91_SCHEDULED',
  reminder: 'MSG91_REMINDER',
  doctorNotice: 'MSG91_DOCTOR_NOTICE',
  waitlist: 'MSG91_WAITLIST',
  creditsExpiry: 'MSG91_CREDITS_EXPIRY',
  exercise: 'MSG91_EXERCISE',
} as const;

/** The patient's SMS templates that have a Hindi twin (sms/types.ts SMS_TEMPLATES), and their settings' stems. */
export const MSG91_HINDI_SETTINGS = {
  otp: 'MSG91_OTP_HI',
  confirmation: 'MSG91_CONFIRMATION_HI',
  scheduledConfirmation: 'MSG91_SCHEDULED_HI',
  reminder: 'MSG91_REMINDER_HI',
  waitlistOffer: 'MSG91_WAITLIST_HI',
  creditsExpiry: 'MSG91_CREDITS_EXPIRY_HI',
  exerciseReminder: 'MSG91_EXERCISE_HI',
} as const;
export type Msg91HindiTemplate = keyof typeof MSG91_HINDI_SETTINGS;
export interface Msg91Template {
  templateId: string;
  dltTemplateId?: string;
}

type TemplateName = keyof typeof TEMPLATE_STEMS;
type TemplateIds = { [N in TemplateName as `${N}TemplateId` | `${N}DltTemplateId`]?: string };

export interface Msg91Config extends TemplateIds {
  authKey?: string;
  /** The OTP's template (MSG91_TEMPLATE_ID, required with SMS_PROVIDER=msg91) and its DLT id. */
  templateId?: string;
  dltTemplateId?: string;
  senderId?: string;
  baseUrl: string;
  /*
   * The others, each optional (TemplateIds):
   * - confirmation: the order confirmation, fixed DLT text with ##amount## and ##order_id##;
   * - scheduled: the confirmation of a payment that scheduled a session (its date, time and doctor);
   * - reminder: the session reminder; without it no reminder SMS is sent;
   * - doctorNotice: the doctor's same-day notice; without it doctors get e-mail only;
   * - waitlist: a freed slot offered to the waitlist; without it offers go by e-mail only;
   * - creditsExpiry: a package's sessions about to expire; without it by e-mail only;
   * - exercise: the daily home-exercise reminder; without it reminders go by e-mail only.
   */
  /**
   * The Hindi twin of each patient's template (issue 30; the texts are SMS_TEMPLATES' `hi`, sent UCS-2):
   * MSG91_<NAME>_HI_TEMPLATE_ID and MSG91_<NAME>_HI_DLT_TEMPLATE_ID. A Hindi-reading patient gets the English
   * template while its Hindi one is not set.
   */
  hindi: Partial<Record<Msg91HindiTemplate, Msg91Template>>;
}

type Stem = (typeof TEMPLATE_STEMS)[TemplateName] | (typeof MSG91_HINDI_SETTINGS)[Msg91HindiTemplate];
/** Every template's two settings: MSG91_CONFIRMATION_TEMPLATE_ID, MSG91_CONFIRMATION_DLT_TEMPLATE_ID, … */
type TemplateSetting = `${Stem}_TEMPLATE_ID` | `${Stem}_DLT_TEMPLATE_ID`;

const idSettings = (stem: Stem): TemplateSetting[] => [`${stem}_TEMPLATE_ID`, `${stem}_DLT_TEMPLATE_ID`];

/** The env schema's MSG91 part (config.ts spreads it into its own). */
export const msg91EnvShape = {
  MSG91_AUTH_KEY: optionalString,
  MSG91_TEMPLATE_ID: optionalString,
  MSG91_DLT_TEMPLATE_ID: optionalString,
  MSG91_SENDER_ID: optionalString,
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  ...Object.fromEntries(
    [...Object.values(TEMPLATE_STEMS), ...Object.values(MSG91_HINDI_SETTINGS)]
      .flatMap(idSettings)
      .map((name) => [name, optionalString] as const),
  ),
} as {
  MSG91_AUTH_KEY: typeof optionalString;
  MSG91_TEMPLATE_ID: typeof optionalString;
  MSG91_DLT_TEMPLATE_ID: typeof optionalString;
  MSG91_SENDER_ID: typeof optionalString;
  MSG91_BASE_URL: z.ZodDefault<z.ZodString>;
} & Record<TemplateSetting, typeof optionalString>;

type Msg91Env = {
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATE_ID?: string;
  MSG91_DLT_TEMPLATE_ID?: string;
  MSG91_SENDER_ID?: string;
  MSG91_BASE_URL: string;
} & Partial<Record<TemplateSetting, string>>;

/** A setting's trimmed text; blank is unset. */
const setting = (e: Msg91Env, key: TemplateSetting) => e[key]?.trim() || undefined;

export function msg91Config(e: Msg91Env): Msg91Config {
  const config: Msg91Config = {
    authKey: e.MSG91_AUTH_KEY,
    templateId: e.MSG91_TEMPLATE_ID,
    dltTemplateId: e.MSG91_DLT_TEMPLATE_ID,
    senderId: e.MSG91_SENDER_ID,
    baseUrl: e.MSG91_BASE_URL,
    hindi: {},
  };
  for (const [name, stem] of Object.entries(TEMPLATE_STEMS) as [TemplateName, Stem][]) {
    config[`${name}TemplateId`] = setting(e, `${stem}_TEMPLATE_ID`);
    config[`${name}DltTemplateId`] = setting(e, `${stem}_DLT_TEMPLATE_ID`);
  }
  for (const [name, stem] of Object.entries(MSG91_HINDI_SETTINGS) as [Msg91HindiTemplate, Stem][]) {
    const templateId = setting(e, `${stem}_TEMPLATE_ID`);
    const dltTemplateId = setting(e, `${stem}_DLT_TEMPLATE_ID`);
    if (templateId) config.hindi[name] = { templateId, ...(dltTemplateId ? { dltTemplateId } : {}) };
  }
  return config;
}
