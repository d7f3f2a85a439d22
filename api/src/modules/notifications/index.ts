// The notifications module's public face: what other modules may take from it.
export { appointmentCalendar } from './calendar';
export { listEmailOutbox } from './email-outbox';
export {
  createMailer,
  mailBookingConfirmation,
  type Mailer,
  mailPrescriptionAdded,
  mailRefundOutcome,
  mailSessionCancelled,
  mailSessionRescheduled,
  mailSessionScheduled,
  noticeDoctor,
} from './mail';
export { reminderVariables } from './reminders';
export { listOutboxMessages } from './sms-outbox';
