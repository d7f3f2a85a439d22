/**
 * The WhatsApp templates of the booking confirmation and the session reminders (issue 30), each with the quick
 * replies Confirm / Reschedule / Cancel whose payloads name the session. Built when the outbox sends them.
 */
import type { Language } from '@physio/shared-contracts';
import { sessionWords, type SessionReminder } from '../../platform/providers/sms/types';
import {
  fillTemplate,
  HINDI_TEMPLATE_LANGUAGE,
  QUICK_REPLIES,
  quickReplyPayload,
  type TemplateMessage,
  type TemplateNames,
  WHATSAPP_TEMPLATE_TEXTS,
} from '../../platform/providers/whatsapp/types';

/** The Cloud API's code of the template's translation in the patient's language. */
const languageCode = (templates: TemplateNames, language: Language) =>
  language === 'hi' ? HINDI_TEMPLATE_LANGUAGE : templates.language;

const quickReplies = (appointmentId: string) =>
  QUICK_REPLIES.map(({ action }) => quickReplyPayload(action, appointmentId));

export function confirmationTemplate(
  templates: TemplateNames,
  c: { appointmentId: string; session: SessionReminder; orderId: string },
  language: Language = 'en',
): TemplateMessage {
  const session = sessionWords(c.session, language);
  const body = [session.session, session.doctor, session.date, session.time, c.orderId];
  return {
    name: templates.confirmation,
    language: languageCode(templates, language),
    body,
    quickReplies: quickReplies(c.appointmentId),
    preview: fillTemplate(WHATSAPP_TEMPLATE_TEXTS.confirmation[language], body),
  };
}

export function reminderTemplate(
  templates: TemplateNames,
  r: { appointmentId: string; reminder: SessionReminder },
  language: Language = 'en',
): TemplateMessage {
  const reminder = sessionWords(r.reminder, language);
  const body = [reminder.session, reminder.doctor, reminder.date, reminder.time];
  return {
    name: templates.reminder,
    language: languageCode(templates, language),
    body,
    quickReplies: quickReplies(r.appointmentId),
    preview: fillTemplate(WHATSAPP_TEMPLATE_TEXTS.reminder[language], body),
  };
}
