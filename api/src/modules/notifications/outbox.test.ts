/**
 * The transactional outbox (modules/notifications/outbox.ts) on the test database (PGlite, and PostgreSQL in its pass): what a
 * rolled-back change enqueues (nothing), once per key, retries with exponential backoff until the attempts run
 * out, and two drainers at once sending each message once.
 */
import crypto from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { appointments, outbox } from '../../platform/db/schema';
import { createTestApp, drainOutbox, loginAsPatient, type TestApp } from '../../../test/helpers';
import { drainOutboxJob } from './drain-outbox';
import { mailSessionCancelled } from './mail';
import {
  drainOutbox as drainWith,
  enqueue,
  OUTBOX_RETRY,
  outboxKey,
  retryDelayMs,
  type OutboxMessage,
  type OutboxRow,
} from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: jest.fn(), error: jest.fn() };
beforeEach(() => jest.clearAllMocks());

/** A message of a test of its own (the drain claims whatever is due: each test sends only its own). */
const message = (ref = crypto.randomUUID()): OutboxMessage => ({
  kind: 'refund.failed',
  channel: 'email',
  ref,
  payload: { ref },
});
const rowOf = async (m: OutboxMessage) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, outboxKey(m)))
  )[0];

describe('enqueue', () => {
  it('writes nothing when the change it belongs to rolls back, and its message when it commits', async () => {
    await loginAsPatient(t.app, '9400000901');
    const [a] = await t.db
      .insert(appointments)
      .values({ patientId: '9400000901', status: 'scheduled', mode: 'online' })
      .returning();
    const cancel = (fail: boolean) =>
      t.db.transaction(async (tx) => {
        await tx.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, a!.id));
        await mailSessionCancelled(tx, { appointmentId: a!.id, by: 'patient', creditReturned: true });
        if (fail) throw new Error('the change failed after its message was enqueued');
      });
    await expect(cancel(true)).rejects.toThrow('the change failed');
    const mine = () =>
      t.db
        .select()
        .from(outbox)
        .where(like(outbox.key, `%/${a!.id}`));
    expect(await mine()).toHaveLength(0);
    const [unchanged] = await t.db.select().from(appointments).where(eq(appointments.id, a!.id));
    expect(unchanged!.status).toBe('scheduled');
    await cancel(false);
    expect(await mine()).toEqual([
      expect.objectContaining({
        kind: 'session.cancelled',
        channel: 'email',
        attempts: 0,
        sentAt: null,
        payload: { appointmentId: a!.id, by: 'patient', reason: null, creditReturned: true },
      }),
    ]);
    // Sent by the drain (the appointment has no time: nothing to say, so nothing goes out, and it is done).
    await drainOutbox(t.app);
    expect((await mine())[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('enqueues a key once, and the drain sends it once', async () => {
    const m = message();
    expect(await enqueue(t.db, m)).toBe(1);
    expect(await enqueue(t.db, { ...m, payload: { other: true } })).toBe(0);
    const sent: string[] = [];
    const deliver = async (row: OutboxRow) => void sent.push(row.key);
    expect(await drainWith(t.db, deliver, silent)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await drainWith(t.db, deliver, silent)).toMatchObject({ claimed: 0, sent: 0 });
    // Enqueued again after it was sent (a retried request, a replayed webhook): still once.
    expect(await enqueue(t.db, m)).toBe(0);
    expect(await drainWith(t.db, deliver, silent, { now: new Date(Date.now() + 86_400_000) })).toMatchObject({
      claimed: 0,
    });
    expect(sent).toEqual([outboxKey(m)]);
    expect(await rowOf(m)).toMatchObject({ attempts: 1, payload: { ref: m.ref }, lastError: null });
  });
});

describe('wake on commit', () => {
  const reply = (): OutboxMessage => ({
    kind: 'whatsapp.reply',
    channel: 'whatsapp',
    ref: crypto.randomUUID(),
    payload: { mobile: '9400000902', text: 'Your session is confirmed.' },
  });

  it('notifies the drain when a transaction that enqueued commits, and never when it rolls back', async () => {
    let notified = 0;
    const unlisten = await t.database.listen('outbox', () => void (notified += 1));
    try {
      await expect(
        t.db.transaction(async (tx) => {
          await enqueue(tx, reply());
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(notified).toBe(0);
      await t.db.transaction((tx) => enqueue(tx, reply()));
      await drainWith(t.db, async () => undefined, silent);
      for (let i = 0; i < 40 && !notified; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(notified).toBe(1);
    } finally {
      await unlisten();
    }
  });

  it("sends a message as soon as its transaction commits, long before the drain's next turn", async () => {
    const app = t.app;
    const job = drainOutboxJob(
      { db: t.db, mail: app.mail, sms: app.sms, whatsapp: app.whatsapp, log: app.log },
      60 * 60_000,
      undefined,
      t.database.listen,
    );
    job.start();
    try {
      expect(await job.listening()).toBe(true);
      const first = reply();
      await t.db.transaction((tx) => enqueue(tx, first));
      const sentSoon = async (m: OutboxMessage) => {
        for (let i = 0; i < 60; i += 1) {
          if ((await rowOf(m))?.sentAt) return true;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return false;
      };
      expect(await sentSoon(first)).toBe(true);
      const second = reply();
      await t.db.transaction((tx) => enqueue(tx, second));
      expect(await sentSoon(second)).toBe(true);
    } finally {
      job.stop();
    }
  });
});

describe('drain', () => {
  it('tries a failing message again with exponential backoff, then marks it failed and logs it', async () => {
    const m = message();
    await enqueue(t.db, m);
    const retry = { ...OUTBOX_RETRY, maxAttempts: 4 };
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error(`mail server down (${calls})`);
    };
    let now = new Date(Date.now() + 1_000);
    const waits: number[] = [];
    for (let attempt = 1; attempt < retry.maxAttempts; attempt++) {
      expect(await drainWith(t.db, failing, silent, { now, retry })).toMatchObject({
        claimed: 1,
        retrying: 1,
      });
      const row = (await rowOf(m))!;
      expect(row).toMatchObject({ attempts: attempt, sentAt: null, failedAt: null });
      expect(row.lastError).toBe(`mail server down (${attempt})`);
      waits.push(row.nextAttemptAt.getTime() - now.getTime());
      // Not due a moment before its next attempt.
      expect(
        await drainWith(t.db, failing, silent, { now: new Date(row.nextAttemptAt.getTime() - 1), retry }),
      ).toMatchObject({ claimed: 0 });
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
    expect(silent.warn).toHaveBeenCalledTimes(3);
    // The last attempt fails for good: marked failed, logged as an error, never tried again.
    expect(await drainWith(t.db, failing, silent, { now, retry })).toMatchObject({ claimed: 1, failed: 1 });
    const failed = (await rowOf(m))!;
    expect(failed).toMatchObject({ attempts: 4, sentAt: null, lastError: 'mail server down (4)' });
    expect(failed.failedAt).toBeInstanceOf(Date);
    expect(silent.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: failed.id, kind: 'refund.failed', attempts: 4 }),
      'outbox message failed for good: not tried again',
    );
    const later = new Date(now.getTime() + 365 * 86_400_000);
    expect(await drainWith(t.db, failing, silent, { now: later, retry })).toMatchObject({ claimed: 0 });
    expect(calls).toBe(4);
  });

  it('waits twice as long after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('sends once a message that succeeds on its second attempt', async () => {
    const m = message();
    await enqueue(t.db, m);
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('timeout');
    };
    expect(await drainWith(t.db, flaky, silent)).toMatchObject({ retrying: 1 });
    const next = (await rowOf(m))!.nextAttemptAt;
    expect(await drainWith(t.db, flaky, silent, { now: next })).toMatchObject({ sent: 1 });
    expect(await rowOf(m)).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(await drainWith(t.db, flaky, silent, { now: new Date(next.getTime() + 3_600_000) })).toMatchObject(
      {
        claimed: 0,
      },
    );
    expect(calls).toBe(2);
  });

  it('two drainers at once (two API instances) send each message once', async () => {
    const messages = Array.from({ length: 12 }, () => message());
    await enqueue(t.db, ...messages);
    const deliveries = new Map<string, number>();
    const slow = async (row: OutboxRow) => {
      await new Promise((r) => setTimeout(r, 5));
      deliveries.set(row.key, (deliveries.get(row.key) ?? 0) + 1);
    };
    const reports = await Promise.all(
      Array.from({ length: 2 }, () => drainWith(t.db, slow, silent, { limit: 4 })),
    );
    // Each drainer claims its batch; whatever is still due after them goes in the next turns.
    const rest = await Promise.all(
      Array.from({ length: 2 }, () => drainWith(t.db, slow, silent, { limit: 20 })),
    );
    const total = [...reports, ...rest].reduce((n, r) => n + r.sent, 0);
    expect(total).toBe(12);
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
    expect(deliveries.size).toBe(12);
    for (const m of messages) expect((await rowOf(m))!.sentAt).toBeInstanceOf(Date);
  });
});
