/**
 * The outbox drain (modules/notifications/outbox.ts): every `every` ms the instance holding the outbox leader lock sends the
 * messages that are due, with retries and backoff, until none is left.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, LeaderLock } from '../../platform/db/client';
import { NOTIFY_CHANNELS } from '../../platform/db/notify-channels';
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

export interface DrainOutboxJob extends Job {
  /** Whether the drain listens for commits (once it started): false when LISTEN failed, so only the timer drains. */
  listening(): Promise<boolean>;
}

/**
 * The drain job: a turn every `every` ms, and one as soon as a transaction that enqueued messages commits (the
 * outbox's NOTIFY, through `listen`), so a message leaves within a send of its commit; the timer still takes rows
 * that come due later (retries, a listener that lost its connection).
 */
export function drainOutboxJob(
  deps: DrainJobDeps,
  every: number,
  lock?: LeaderLock,
  listen?: Database['listen'],
): DrainOutboxJob {
  const job = defineJob(
    { name: 'outbox drain', every, lock, run: async () => void (await drainOutboxNow(deps)) },
    deps.log,
  );
  let unlisten: Promise<(() => Promise<void>) | undefined> = Promise.resolve(undefined);
  const stop = () => {
    job.stop();
    // The database may already be closing with the app: its listener then ends with it.
    void unlisten.then((close) => close?.()).catch(() => undefined);
    unlisten = Promise.resolve(undefined);
  };
  return {
    name: job.name,
    get running() {
      return job.running;
    },
    wake: job.wake,
    listening: async () => Boolean(await unlisten),
    start() {
      if (job.running) return stop;
      job.start();
      if (listen)
        unlisten = listen(NOTIFY_CHANNELS.outbox, () => job.wake()).catch((err: unknown) => {
          deps.log.error({ err }, 'outbox drain: cannot listen for new messages; it takes them every turn');
          return undefined;
        });
      return stop;
    },
    stop,
  };
}
