export { createMailer, Mailer, type MailerDeps } from './mailer';
export {
  mailBookingConfirmation,
  mailRefundFailed,
  mailRefundOutcome,
  mailRefundProcessed,
  mailSessionCancelled,
  mailSessionRescheduled,
  sessionReminderMail,
  type RefundMail,
  type SessionCancelledMail,
  type SessionRescheduledMail,
} from './events';
