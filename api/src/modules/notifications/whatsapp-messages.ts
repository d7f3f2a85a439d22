/**
 * The WhatsApp templates of the booking confirmation and the session reminders (issue 30), each with the quick
 * replies Confirm / Reschedule / Cancel whose payloads name the session. Built when the outbox sends them.
 */
import type { SessionReminder } from '../../platform/providers/sms/types';
import {
  CONFIRMATION_TEMPLATE_TEXT,
  fillTemplate,
  QUICK_REPLIES,
  quickReplyPayload,
  REMINDER_TEMPLATE_TEXT,
  type TemplateMessage,
  type TemplateNames,
} from '../../platform/providers/whatsapp/types';

const quickReplies = (appointmentId: string) =>
  QUICK_REPLIES.map(({ action }) => quickReplyPayload(action, appointmentId));

export function confirmationTemplate(
  templates: TemplateNames,
  c: { appointmentId: string; session: SessionReminder; orderId: string },
): TemplateMessage {
  const body = [c.session.session, c.session.doctor, c.session.date, c.session.time, c.orderId];
  return {
    name: templates.confirmation,
    language: templates.language,
    body,
    quickReplies: quickReplies(c.appointmentId),
    preview: fillTemplate(CONFIRMATION_TEMPLATE_TEXT, body),
  };
}

export function reminderTemplate(
  templates: TemplateNames,
  r: { appointmentId: string; reminder: SessionReminder },
): TemplateMessage {
  const body = [r.reminder.session, r.reminder.doctor, r.reminder.date, r.reminder.time];
  return {
    name: templates.reminder,
    language: templates.language,
    body,
    quickReplies: quickReplies(r.appointmentId),
    preview: fillTemplate(REMINDER_TEMPLATE_TEXT, body),
  };
}
