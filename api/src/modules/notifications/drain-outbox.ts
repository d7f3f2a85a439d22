/**
 * The outbox drain (modules/notifications/outbox.ts): every `every` ms the instance holding the outbox leader lock sends the
 * messages that are due, with retries and backoff, until none is left.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, LeaderLock } from '../../platform/db/client';
import { deliverMessage, type NotifierDeps, smsFallback } from './deliver-message';
import { drainAll } from './outbox';
import { defineJob, type Job } from '../../platform/jobs/define-job';

export interface DrainJobDeps extends NotifierDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/** One drain until nothing is due (the job's turn; tests call it as the drain-now helper). */
export async function drainOutboxNow(deps: DrainJobDeps, now?: Date) {
  const report = await drainAll(deps.db, deliverMessage(deps), deps.log, { now, fallback: smsFallback });
  if (report.claimed) deps.log.info({ outbox: report }, 'outbox drained');
  return report;
}

export function drainOutboxJob(deps: DrainJobDeps, every: number, lock?: LeaderLock): Job {
  return defineJob(
    { name: 'outbox drain', every, lock, run: async () => void (await drainOutboxNow(deps)) },
    deps.log,
  );
}
