/**
 * The API's jobs, each a defineJob (platform/jobs/define-job.ts) under its own leader lock (platform/db/advisory-locks.ts): payment
 * reconciliation, session reminders, the release of lapsed holds (offering their times to the waitlist), the retention
 * purge, and the outbox drain.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS } from './platform/db/advisory-locks';
import type { Database } from './platform/db/client';
import { type Mailer, drainOutboxJob } from './modules/notifications';
import { lapsedHoldsJob, remindersJob } from './modules/scheduling';
import { exerciseRemindersJob } from './modules/clinical';
import { type PaymentsContext, reconcileJob } from './modules/payments';
import { packageExpiryJob } from './modules/packages';
import { privacyPurgeJob } from './modules/privacy';
import type { SmsProvider } from './platform/providers/sms/types';
import type { WhatsAppProvider } from './platform/providers/whatsapp/types';
import { jobGroup, type Job, type JobTurn } from './platform/jobs/define-job';

export interface ApiJobsDeps {
  database: Database;
  payments: PaymentsContext;
  mail: Mailer;
  sms: SmsProvider;
  whatsapp: WhatsAppProvider;
  log: FastifyBaseLogger;
  every: { reconcile: number; reminders: number; outbox: number; holds?: number; privacyPurge: number };
  /** PRIVACY_PURGE_MESSAGE_DAYS: how long sent messages are kept. */
  messageDays: number;
  /** PAYMENT_JOBS=off leaves the reconciliation out. */
  reconcile: boolean;
  onReconcileTurn?: (turn: JobTurn) => void;
}

/** The jobs of one app (`app.jobs`): started when the app is ready, stopped on close (letting go of their locks). */
export function createApiJobs(deps: ApiJobsDeps) {
  const { database, log } = deps;
  const jobs: Job[] = [];
  if (deps.reconcile)
    jobs.push(
      reconcileJob(deps.payments, deps.every.reconcile, {
        lock: database.leaderLock(ADVISORY_LOCKS.reconcile),
        onTurn: deps.onReconcileTurn,
      }),
    );
  const outbox = drainOutboxJob(
    { db: database.db, mail: deps.mail, sms: deps.sms, whatsapp: deps.whatsapp, log },
    deps.every.outbox,
    database.leaderLock(ADVISORY_LOCKS.outbox),
    database.listen,
  );
  jobs.push(
    remindersJob(
      { db: database.db, email: true, log },
      deps.every.reminders,
      database.leaderLock(ADVISORY_LOCKS.remindersJob),
    ),
    lapsedHoldsJob(
      { db: database.db, log },
      deps.every.holds,
      database.leaderLock(ADVISORY_LOCKS.lapsedHoldsJob),
    ),
    packageExpiryJob(
      { db: database.db, log },
      deps.every.reminders,
      database.leaderLock(ADVISORY_LOCKS.packageExpiryJob),
    ),
    exerciseRemindersJob(
      { db: database.db, log },
      deps.every.reminders,
      database.leaderLock(ADVISORY_LOCKS.exerciseRemindersJob),
    ),
    privacyPurgeJob(
      { db: database.db, log, messageDays: deps.messageDays },
      deps.every.privacyPurge,
      database.leaderLock(ADVISORY_LOCKS.privacyPurgeJob),
    ),
    outbox,
  );
  return Object.assign(jobGroup(jobs), { outbox });
}

export type { Job } from './platform/jobs/define-job';
