/**
 * Holds lapse by time, so a job gives their slots back: every `every` ms (15 s by default) the lapsed holds are
 * released and each freed time is offered to the waitlist in the same transaction (sessions.ts releaseExpiredHolds,
 * waitlist-offers.ts). The reminders job releases lapsed holds too, once a minute; whichever comes first releases a
 * hold (the update takes only rows still held) and offers its time, once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, LeaderLock } from '../../platform/db/client';
import { defineJob, type Job } from '../../platform/jobs/define-job';
import { releaseExpiredHolds } from './holds';

/** One turn: lapsed holds released and their times offered, together. How many were released. */
export const releaseLapsedHolds = (db: Db, now = new Date()): Promise<number> =>
  db.transaction((tx) => releaseExpiredHolds(tx, now));

export function lapsedHoldsJob(
  deps: { db: Db; log: FastifyBaseLogger },
  every = 15_000,
  lock?: LeaderLock,
): Job {
  return defineJob(
    {
      name: 'lapsed holds job',
      every,
      lock,
      run: async () => {
        const released = await releaseLapsedHolds(deps.db);
        if (released) deps.log.info({ released }, 'lapsed holds released and offered to the waitlist');
      },
    },
    deps.log,
  );
}
