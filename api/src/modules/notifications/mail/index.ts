export { createMailer, Mailer, type MailerDeps } from './mailer';
export {
  mailBookingConfirmation,
  mailPrescriptionAdded,
  mailSessionScheduled,
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
export { noticeDoctor, sameDayNotice, type DoctorNoticeEvent } from './doctor-notices';
