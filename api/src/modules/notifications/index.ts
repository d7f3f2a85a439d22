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
  mailSessionReminder,
  mailSessionRescheduled,
  mailSessionScheduled,
  noticeDoctor,
  offerToWaitlist,
} from './mail';
export { enqueue } from './outbox';
export { listOutboxMessages } from './sms-outbox';
export { reminderVariables } from './sms-texts';
