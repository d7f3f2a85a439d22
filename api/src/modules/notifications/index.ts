// The notifications module's public face: what other modules may take from it.
export { appointmentCalendar } from './calendar';
export { drainOutboxJob } from './drain-outbox';
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
export { enqueue } from './outbox';
export { remindersJob, reminderVariables } from './reminders';
export { listOutboxMessages } from './sms-outbox';
