// The notifications module's public face: what other modules may take from it.
export { appointmentCalendar, calendarSequence, icsCalendar, sessionEvent, treatedBy } from './calendar';
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
  doctorNoticeEmail,
  noticeDoctor,
  noticeMaySms,
  offerToWaitlist,
  sessionScheduledMessage,
  remindCreditsExpiry,
  type CreditsExpiryPayload,
  remindOfExercises,
} from './mail';
export { fallBackFromFailedDelivery } from './deliver-message';
export { enqueue, outboxKey, outboxRows, type OutboxMessage } from './outbox';
export {
  phoneChannel,
  recordWhatsAppConsent,
  whatsappConsent,
  type WhatsAppConsent,
} from './whatsapp-consent';
export {
  isPurpose,
  purposeConsent,
  purposeConsents,
  type PurposeConsentRow,
  recordBookingConsents,
  recordPurposeConsent,
} from './purpose-consents';
export { patientLanguage } from './language';
export { listWhatsAppOutbox } from './whatsapp-outbox';
export { listOutboxMessages } from './sms-outbox';
export { reminderVariables, sessionDayAndTime } from './sms-texts';
