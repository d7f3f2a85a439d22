/** The public site: the contact form, and the dev outbox's messages. */
import '../zod-config';
import { z } from 'zod/mini';
import { MESSAGES } from '../messages';
import { LETTERS_AND_SPACES } from '../validation';
import { NAME_MAX_LENGTH } from '../limits';
import { safeEmailSchema, textSchema } from '../primitives';

export const contactRequestSchema = z.object({
  // (The pattern's \s would let a tab or a line break through: textSchema turns them into spaces first.)
  name: textSchema(NAME_MAX_LENGTH).check(
    z.minLength(1, { message: MESSAGES.contact.nameEmpty, abort: true }),
    z.regex(LETTERS_AND_SPACES, MESSAGES.contact.nameLetters),
  ),
  email: safeEmailSchema(MESSAGES.contact.emailInvalid, MESSAGES.contact.emailEmpty),
  message: textSchema(5000, { multiline: true }).check(z.minLength(1, MESSAGES.contact.messageEmpty)),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

// ── dev outbox ──────────────────────────────────────────────────────────────
export const outboxMessageSchema = z.object({
  mobile: z.string(),
  message: z.string(),
  otp: z.nullable(z.string()),
  /** How the message travels (issue 30): GSM-7 (English) or UCS-2 (Hindi), and the SMS parts it takes. */
  encoding: z.optional(z.enum(['GSM-7', 'UCS-2'])),
  parts: z.optional(z.int()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** A message of the console WhatsApp provider's outbox: a template (with its quick replies) or a session text. */
export const whatsappOutboxMessageSchema = z.object({
  mobile: z.string(),
  template: z.nullable(z.string()),
  message: z.string(),
  buttons: z.array(z.object({ text: z.string(), payload: z.string() })),
  created_at: z.string(),
});
export type WhatsAppOutboxMessage = z.infer<typeof whatsappOutboxMessageSchema>;

/** A patient's consent to WhatsApp messages: in force now, and where and when it was given or withdrawn. */
export const whatsappConsentSchema = z.object({
  opted_in: z.boolean(),
  source: z.nullable(z.enum(['patient_area', 'chat', 'booking'])),
  at: z.nullable(z.string()),
});
export type WhatsAppConsentView = z.infer<typeof whatsappConsentSchema>;
export const whatsappConsentRequestSchema = z.object({ opted_in: z.boolean() });
