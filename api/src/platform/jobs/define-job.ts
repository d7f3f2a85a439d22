/**
 * The API's one scheduler: a job runs `run` every `every` ms, one turn at a time (a slow turn is never overlapped
 * by the next). With a `lock` (a leader lock, platform/db/client.ts) only the API instance holding it takes its turns; the
 * others skip theirs, so a job runs once however many instances there are. Stopping lets go of the lock, so
 * another instance takes over. Lock keys: platform/db/advisory-locks.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLock } from '../db/client';

export type JobTurn = 'ran' | 'skipped';

export interface JobDefinition {
  name: string;
  /** Milliseconds between turns. */
  every: number;
  lock?: LeaderLock;
  run: () => Promise<void>;
  /** Called after each turn: `ran` (this instance holds the lock) or `skipped` (another one does). */
  onTurn?: (turn: JobTurn) => void;
}

export interface Job {
  readonly name: string;
  /** Starts the timer; a second start while running returns the same stop. */
  start(): () => void;
  /**
   * Takes a turn now instead of at the next tick (a turn already under way is followed by one more), so work
   * announced by an event is done at once; the timer stays the safety net. Does nothing while stopped.
   */
  wake(): void;
  stop(): void;
  readonly running: boolean;
}

export function defineJob(definition: JobDefinition, log: Pick<FastifyBaseLogger, 'error'>): Job {
  const { name, every, lock, run, onTurn } = definition;
  let stopCurrent: (() => void) | null = null;
  let wakeCurrent: (() => void) | null = null;
  const start = () => {
    if (stopCurrent) return stopCurrent;
    let busy = false;
    let again = false;
    let stopped = false;
    const turn = async (): Promise<JobTurn> => {
      if (lock && !(await lock.acquire())) return 'skipped';
      // Stopped while the lock was being taken: the stop's release came before there was anything to let go of, and
      // a lock kept would keep its connection from the pool's end (the app's close would wait forever).
      if (stopped) {
        await lock?.release();
        return 'skipped';
      }
      await run();
      return 'ran';
    };
    const tick = () => {
      if (busy) return;
      busy = true;
      turn()
        .then((t) => onTurn?.(t))
        .catch((err: unknown) => log.error({ err, job: name }, `${name} failed`))
        .finally(() => {
          busy = false;
          if (again && !stopped) {
            again = false;
            tick();
          }
        });
    };
    const timer = setInterval(tick, every);
    timer.unref();
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      if (stopCurrent === stop) stopCurrent = null;
      wakeCurrent = null;
      void lock?.release();
    };
    stopCurrent = stop;
    wakeCurrent = () => {
      if (busy) again = true;
      else tick();
    };
    return stop;
  };
  return {
    name,
    start,
    wake: () => wakeCurrent?.(),
    stop: () => stopCurrent?.(),
    get running() {
      return stopCurrent !== null;
    },
  };
}

/** Several jobs started and stopped together (`app.jobs`). */
export function jobGroup(jobs: Job[]): Job & { readonly jobs: readonly Job[] } {
  return {
    name: 'jobs',
    jobs,
    start() {
      for (const job of jobs) job.start();
      return () => this.stop();
    },
    wake() {
      for (const job of jobs) job.wake();
    },
    stop() {
      for (const job of jobs) job.stop();
    },
    get running() {
      return jobs.some((job) => job.running);
    },
  };
}
