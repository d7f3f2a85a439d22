/**
 * The scheduler's turns (platform/jobs/define-job.ts): a woken job takes a turn at once instead of at its next tick, a
 * wake during a turn is followed by exactly one more turn, and a stopped job does not wake.
 */
import { defineJob } from './define-job';

const log = { error: jest.fn() };
const HOUR = 60 * 60_000;

/** A job whose turns wait for the test to let them finish. */
function gatedJob() {
  const turns: Array<() => void> = [];
  const job = defineJob(
    {
      name: 'gated',
      every: HOUR,
      run: () => new Promise<void>((resolve) => turns.push(resolve)),
    },
    log,
  );
  return { job, turns };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('defineJob wake', () => {
  it('takes a turn at once when woken, long before its next tick', async () => {
    const { job, turns } = gatedJob();
    job.start();
    job.wake();
    await settle();
    expect(turns).toHaveLength(1);
    turns[0]!();
    job.stop();
  });

  it('follows a turn under way with one more turn, however many wakes came during it', async () => {
    const { job, turns } = gatedJob();
    job.start();
    job.wake();
    await settle();
    job.wake();
    job.wake();
    await settle();
    expect(turns).toHaveLength(1);
    turns[0]!();
    await settle();
    await settle();
    expect(turns).toHaveLength(2);
    turns[1]!();
    await settle();
    await settle();
    expect(turns).toHaveLength(2);
    job.stop();
  });

  it('does nothing when woken while stopped', async () => {
    const { job, turns } = gatedJob();
    job.wake();
    job.start();
    job.stop();
    job.wake();
    await settle();
    expect(turns).toHaveLength(0);
  });
});

describe('defineJob stop', () => {
  it('lets go of a lock it was still taking when stopped (an app closed just after it started)', async () => {
    let grant: (ok: boolean) => void = () => undefined;
    let held = false;
    const lock = {
      acquire: () =>
        new Promise<boolean>((resolve) => {
          grant = (ok) => {
            held = ok;
            resolve(ok);
          };
        }),
      release: jest.fn(async () => {
        held = false;
      }),
    };
    const run = jest.fn(async () => undefined);
    const job = defineJob({ name: 'locked', every: HOUR, lock, run }, log);
    job.start();
    job.wake();
    await settle();
    job.stop();
    grant(true);
    await settle();
    await settle();
    expect(run).not.toHaveBeenCalled();
    expect(held).toBe(false);
  });
});
