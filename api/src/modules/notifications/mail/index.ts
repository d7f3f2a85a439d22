export { createMailer, Mailer, type MailerDeps } from './mailer';
export {
  EMAIL_BUILDERS,
  mailBookingConfirmation,
  mailPrescriptionAdded,
  mailSessionScheduled,
  mailRefundOutcome,
  mailSessionCancelled,
  mailSessionReminder,
  mailSessionRescheduled,
  sessionScheduledMessage,
  type EmailKind,
  type RefundMail,
  type SessionCancelledMail,
  type SessionRescheduledMail,
} from './events';
export {
  doctorNoticeMail,
  doctorNoticeEmail,
  noticeDoctor,
  noticeMaySms,
  sameDayNotice,
  type DoctorNoticeEvent,
  type DoctorNoticePayload,
  type DoctorNoticeSms,
} from './doctor-notices';
export { offerToWaitlist, type WaitlistOfferPayload } from './waitlist-offer';
export { remindCreditsExpiry, type CreditsExpiryPayload } from './credits-expiry';
export { remindOfExercises, type ExerciseReminderPayload } from './exercise-reminder';
