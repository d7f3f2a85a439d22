/**
 * Every PostgreSQL advisory lock key the API takes, one number per purpose (no key is written anywhere else).
 * Leader locks (platform/db/client.ts `leaderLock`) are held by one API instance for as long as it lives and decide which
 * instance runs a job (platform/jobs/define-job.ts); the others are taken for one statement or transaction.
 */
export const ADVISORY_LOCKS = {
  /** Migrations at start-up: instances starting together wait in turn. */
  migrate: 7_014_350_001,
  /** Leader of the payment reconciliation job (modules/payments/reconcile-orders.ts). */
  reconcile: 7_014_350_002,
  /** Demo data seeding at start-up. */
  seed: 7_014_350_003,
  /** Leader of the reminders job (modules/notifications/reminders.ts). */
  remindersJob: 7_014_350_004,
  /** Leader of the outbox drain (modules/notifications/drain-outbox.ts). */
  outbox: 7_014_350_005,
  /** Leader of the lapsed holds job (modules/scheduling/lapsed-holds.ts: releases and offers to the waitlist). */
  lapsedHoldsJob: 7_014_350_006,
  /** Leader of the package expiry reminders (modules/packages/expiry-reminders.ts). */
  packageExpiryJob: 7_014_350_007,
  /** Leader of the daily exercise reminders (modules/clinical/exercise-reminders.ts). */
  exerciseRemindersJob: 7_014_350_008,
  /** Leader of the retention purge (modules/privacy/purge.ts). */
  privacyPurgeJob: 7_014_350_009,
  /** One reminders run at a time, transaction-scoped (pg_try_advisory_xact_lock in runReminders). */
  remindersRun: 7_014_350_017,
  /** First key of the two-key locks that serialise one-time-code requests per number (modules/identity/otp.ts). */
  otpNamespace: 7301,
  /** First key of the two-key locks that let the claims of one freed slot take turns (modules/scheduling/waitlist-claims.ts). */
  waitlistSlotNamespace: 7302,
  /** First key of the two-key locks that make one doctor's home-visit bookings take turns (the road check, modules/scheduling/slots.ts). */
  homeVisitsNamespace: 7303,
} as const;
