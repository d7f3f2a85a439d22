/**
 * The retention purge on a real database: each run is given its instant (`now`), so rows are placed at fixed
 * instants and the purge is run just inside and just past their periods; nothing here depends on today's date.
 */
import { eq, inArray, like } from 'drizzle-orm';
import {
  appointments,
  clinicalAccessLog,
  clinicalNotes,
  dataRightsRequests,
  orders,
  outbox,
  patients,
  prescriptions,
  receipts,
  refunds,
  smsOutbox,
} from '../../platform/db/schema';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import type { JobTurn } from '../../platform/jobs/define-job';
import type { createApiJobs } from '../../jobs';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay } from '../../../test/scheduling-helpers';
import { loginAsPatient } from '../../../test/helpers';
import { DEMO_DOCTOR } from '../site/seed';
import { ERASED_NAME } from './erase';
import { privacyPurgeJob, purgeExpired, purgedCount, type PurgeReport } from './purge';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

let next = 9351000001;
const fresh = () => String(next++);
const MS_DAY = 86_400_000;
const yearsAfter = (at: Date, years: number, ms = 0) => {
  const d = new Date(at.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return new Date(d.getTime() + ms);
};

/** A patient with a paid, completed session, a prescription and an access-log line; erased unless `keep`. */
async function patientWithRecords(times: { session: Date; paid: Date; requests: Date }, keep = false) {
  const mobile = fresh();
  const placed = await orderAs(t.app, {}, mobile);
  expect(placed.statusCode).toBe(200);
  await pay(t.app, placed.body.data!.id, placed.headers);
  const [order] = await t.db.select().from(orders).where(eq(orders.patientId, mobile));
  await t.db.insert(prescriptions).values({ patientId: mobile, doctorId: DEMO_DOCTOR.id, title: 'Knee' });
  await t.db.insert(clinicalNotes).values({
    patientId: mobile,
    doctorId: DEMO_DOCTOR.id,
    assessment: 'Patellofemoral pain',
    status: 'signed',
    signedAt: times.session,
  });
  await t.db.insert(clinicalAccessLog).values({
    patientId: mobile,
    actorId: DEMO_DOCTOR.id,
    actorRole: 'doctor',
    action: 'read',
    record: 'notes',
  });
  await t.db
    .update(appointments)
    .set({
      status: 'completed',
      start: new Date(times.session.getTime() - 3_600_000),
      end: times.session,
      date: times.session.toISOString().slice(0, 10),
    })
    .where(eq(appointments.patientId, mobile));
  let owner = mobile;
  if (!keep) {
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/users/${mobile}/privacy/erase`,
      headers: placed.headers,
      payload: { confirm: 'ERASE' },
    });
    expect(erased.statusCode).toBe(200);
    owner = await ownerOf(order!.id);
  }
  await t.db.update(orders).set({ paidAt: times.paid }).where(eq(orders.id, order!.id));
  await t.db.update(receipts).set({ issuedAt: times.paid }).where(eq(receipts.orderId, order!.id));
  await t.db
    .update(dataRightsRequests)
    .set({ at: times.requests })
    .where(eq(dataRightsRequests.patientId, owner));
  return { mobile, owner, orderId: order!.id, name: order!.name, email: order!.email };
}

async function ownerOf(orderId: string) {
  const [row] = await t.db.select({ p: orders.patientId }).from(orders).where(eq(orders.id, orderId));
  return row!.p;
}

/** What is left of an account's records (treatment, payments, requests). */
async function left(owner: string, orderId: string) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    bookings: await count(t.db.select().from(appointments).where(eq(appointments.patientId, owner))),
    prescriptions: await count(t.db.select().from(prescriptions).where(eq(prescriptions.patientId, owner))),
    notes: await count(t.db.select().from(clinicalNotes).where(eq(clinicalNotes.patientId, owner))),
    accessLog: await count(
      t.db.select().from(clinicalAccessLog).where(eq(clinicalAccessLog.patientId, owner)),
    ),
    receipts: await count(t.db.select().from(receipts).where(eq(receipts.orderId, orderId))),
    requests: await count(
      t.db.select().from(dataRightsRequests).where(eq(dataRightsRequests.patientId, owner)),
    ),
    order: order && {
      name: order.name,
      email: order.email,
      status: order.status,
      amountPaise: order.amountPaise,
    },
  };
}

const session = new Date('2022-05-10T06:30:00.000Z');
const paid = new Date('2019-02-01T10:00:00.000Z');
const requested = new Date('2021-03-15T12:00:00.000Z');

describe('what erasure kept, purged when its period ends', () => {
  let erased: Awaited<ReturnType<typeof patientWithRecords>>;
  let active: Awaited<ReturnType<typeof patientWithRecords>>;
  beforeAll(async () => {
    erased = await patientWithRecords({ session, paid, requests: requested });
    // Just as old, but the account was never erased: nothing of it is ever purged.
    active = await patientWithRecords({ session, paid, requests: requested }, true);
  });

  it('treatment records stay until 3 years after the last session, then all of the account’s go at once', async () => {
    expect(erased.owner).toMatch(/^erased-[0-9a-f]{32}$/);
    const before = await left(erased.owner, erased.orderId);
    expect(before).toMatchObject({ bookings: 1, prescriptions: 1, notes: 1, accessLog: 1, receipts: 1 });

    const inside = await purgeExpired(t.db, { now: yearsAfter(session, 3) });
    expect(inside.accounts).toBe(0);
    expect(await left(erased.owner, erased.orderId)).toEqual(before);

    const past = await purgeExpired(t.db, { now: yearsAfter(session, 3, 1) });
    expect(past.accounts).toBe(1);
    expect(past.deleted).toMatchObject({ bookings: 1, prescriptions: 1, notes: 1, access_log: 1 });
    // Payments keep their own, longer period.
    expect(past.anonymised).toEqual({});
    expect(await left(erased.owner, erased.orderId)).toEqual({
      ...before,
      bookings: 0,
      prescriptions: 0,
      notes: 0,
      accessLog: 0,
    });
    // The active patient's records, just as old, are all there.
    expect(await left(active.owner, active.orderId)).toMatchObject({
      bookings: 1,
      prescriptions: 1,
      notes: 1,
      accessLog: 1,
      receipts: 1,
    });
  });

  it('a payment stays 8 years from the day it was paid; then its receipt goes and the order keeps only the money facts', async () => {
    const before = await left(erased.owner, erased.orderId);
    expect(before.order).toMatchObject({ name: erased.name, email: erased.email, status: 'paid' });

    const inside = await purgeExpired(t.db, { now: yearsAfter(paid, 8) });
    expect(inside).toMatchObject({ accounts: 0, deleted: {}, anonymised: {} });
    expect(await left(erased.owner, erased.orderId)).toEqual(before);

    const past = await purgeExpired(t.db, { now: yearsAfter(paid, 8, 1) });
    expect(past.anonymised).toEqual({ payments: 1 });
    expect(past.deleted).toEqual({ receipts: 1 });
    const after = await left(erased.owner, erased.orderId);
    expect(after.receipts).toBe(0);
    expect(after.order).toEqual({
      name: ERASED_NAME,
      email: '',
      status: 'paid',
      amountPaise: before.order!.amountPaise,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, erased.orderId));
    expect(row).toMatchObject({ address: null, pincode: null, description: null });
    // The requests log counts from each request: younger than 8 years, still there.
    expect(after.requests).toBe(before.requests);
    expect(before.requests).toBeGreaterThan(0);

    const requestsPast = await purgeExpired(t.db, { now: yearsAfter(requested, 8, 1) });
    expect(requestsPast.deleted).toEqual({ requests: before.requests });
    expect((await left(erased.owner, erased.orderId)).requests).toBe(0);

    // Never the active account's payment, receipt or requests, however old.
    expect(await left(active.owner, active.orderId)).toMatchObject({
      receipts: 1,
      order: { name: active.name, email: active.email },
    });
  });

  it('a second run changes nothing', async () => {
    const late = new Date('2045-01-01T00:00:00.000Z');
    await purgeExpired(t.db, { now: late });
    const snapshot = async () => ({
      erased: await left(erased.owner, erased.orderId),
      active: await left(active.owner, active.orderId),
      patients: (await t.db.select().from(patients)).length,
      outbox: (await t.db.select().from(outbox)).length,
    });
    const before = await snapshot();
    const again = await purgeExpired(t.db, { now: late });
    expect(again).toEqual({ accounts: 0, deleted: {}, anonymised: {}, messages: {} });
    expect(await snapshot()).toEqual(before);
    // The tombstone stays, empty of personal data, as the anonymised order's owner.
    expect(await t.db.select().from(patients).where(eq(patients.id, erased.owner))).toEqual([
      expect.objectContaining({ name: ERASED_NAME, email: '' }),
    ]);
  });
});

describe('an erased account that never paid', () => {
  it('keeps only its requests log; once that has served 8 years the account is gone whole', async () => {
    const mobile = fresh();
    const headers = await loginAsPatient(t.app, mobile, { name: 'Farah Khan' });
    const tombstones = await t.db.select().from(patients).where(like(patients.id, 'erased-%'));
    const before = new Set(tombstones.map((p) => p.id));
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/users/${mobile}/privacy/erase`,
      headers,
      payload: { confirm: 'ERASE' },
    });
    expect(erased.statusCode).toBe(200);
    const [tombstone] = (await t.db.select().from(patients).where(like(patients.id, 'erased-%'))).filter(
      (p) => !before.has(p.id),
    );
    await t.db
      .update(dataRightsRequests)
      .set({ at: requested })
      .where(eq(dataRightsRequests.patientId, tombstone!.id));
    expect(tombstone).toMatchObject({ name: ERASED_NAME });

    const inside = await purgeExpired(t.db, { now: yearsAfter(requested, 8) });
    expect(inside.deleted.tombstones).toBeUndefined();
    expect(await t.db.select().from(patients).where(eq(patients.id, tombstone!.id))).toHaveLength(1);

    const past = await purgeExpired(t.db, { now: yearsAfter(requested, 8, 1) });
    expect(past.deleted).toMatchObject({ requests: 1, tombstones: 1 });
    expect(await t.db.select().from(patients).where(eq(patients.id, tombstone!.id))).toEqual([]);
  });
});

describe('sent messages', () => {
  const now = new Date('2031-07-01T00:00:00.000Z');
  const edge = new Date(now.getTime() - 90 * MS_DAY);

  async function message(key: string, at: { sentAt?: Date; failedAt?: Date; createdAt: Date }) {
    const [row] = await t.db
      .insert(outbox)
      .values({ kind: 'booking.confirmed', channel: 'sms', key, payload: { mobile: '9351999999' }, ...at })
      .returning({ id: outbox.id });
    return row!.id;
  }

  it('sent and failed messages go 90 days after they were done with; one still due stays, however old', async () => {
    const sent = await message('purge-test/sent', { sentAt: edge, createdAt: edge });
    const failed = await message('purge-test/failed', { failedAt: edge, createdAt: edge });
    const due = await message('purge-test/due', { createdAt: new Date('2020-01-01T00:00:00Z') });
    const [sms] = await t.db
      .insert(smsOutbox)
      .values({ mobile: '9351999999', message: 'Your code is 123456', createdAt: edge })
      .returning({ id: smsOutbox.id });
    const ids = [sent, failed, due];
    const remaining = async () => ({
      outbox: (await t.db.select({ key: outbox.key }).from(outbox).where(inArray(outbox.id, ids)))
        .map((r) => r.key)
        .sort(),
      sms: (await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, sms!.id))).length,
    });

    await purgeExpired(t.db, { now });
    expect(await remaining()).toEqual({
      outbox: ['purge-test/due', 'purge-test/failed', 'purge-test/sent'],
      sms: 1,
    });

    const past = await purgeExpired(t.db, { now: new Date(now.getTime() + 1) });
    expect(past.messages).toMatchObject({ outbox: 2, sms_outbox: 1 });
    expect(await remaining()).toEqual({ outbox: ['purge-test/due'], sms: 0 });

    // PRIVACY_PURGE_MESSAGE_DAYS: a shorter period reaches younger messages.
    const recent = await message('purge-test/recent', {
      sentAt: new Date(now.getTime() - 8 * MS_DAY),
      createdAt: now,
    });
    await purgeExpired(t.db, { now, messageDays: 7 });
    expect(await t.db.select().from(outbox).where(eq(outbox.id, recent))).toEqual([]);
  });
});

describe('the purge job', () => {
  it('is one of the app’s jobs', () => {
    expect((t.app.jobs as ReturnType<typeof createApiJobs>).jobs.map((j) => j.name)).toContain(
      'privacy purge',
    );
  });

  it('two instances at once purge each row once, and log counts without personal data', async () => {
    const real = new Date();
    const old = await patientWithRecords({
      session: new Date(real.getTime() - 4 * 366 * MS_DAY),
      paid: new Date(real.getTime() - 9 * 366 * MS_DAY),
      requests: new Date(real.getTime() - 9 * 366 * MS_DAY),
    });
    await t.db.insert(outbox).values(
      Array.from({ length: 5 }, (_, i) => ({
        kind: 'booking.confirmed',
        channel: 'sms' as const,
        key: `purge-job/${i}`,
        payload: { mobile: old.mobile },
        sentAt: new Date(real.getTime() - 100 * MS_DAY),
      })),
    );

    const logged: PurgeReport[] = [];
    const turns: JobTurn[] = [];
    const log = {
      info: (o: { privacyPurge: PurgeReport }) => void logged.push(o.privacyPurge),
      error: (o: unknown) => {
        throw new Error(`purge failed: ${JSON.stringify(o)}`);
      },
    };
    let done: () => void;
    const bothTurned = new Promise<void>((resolve) => (done = resolve));
    const onTurn = (turn: JobTurn) => {
      turns.push(turn);
      if (turns.length === 2) done();
    };
    const jobs = [1, 2].map(() =>
      privacyPurgeJob(
        { db: t.db, log: log as never, onTurn },
        3_600_000,
        t.database.leaderLock(ADVISORY_LOCKS.privacyPurgeJob),
      ),
    );
    // Starting takes a turn at once: both instances at the same moment.
    for (const job of jobs) job.start();
    await bothTurned;
    for (const job of jobs) job.stop();

    // PGlite has one connection (both hold the "lock" and run, taking turns in the database); PostgreSQL lets one run.
    expect(turns.filter((x) => x === 'ran').length).toBe(logged.length);
    if (t.database.driver === 'postgres') expect(turns.sort()).toEqual(['ran', 'skipped']);
    expect(logged.length).toBeGreaterThanOrEqual(1);
    const sum = (pick: (r: PurgeReport) => number) => logged.reduce((n, r) => n + pick(r), 0);
    expect(sum((r) => r.accounts)).toBe(1);
    expect(sum((r) => r.deleted.bookings ?? 0)).toBe(1);
    expect(sum((r) => r.anonymised.payments ?? 0)).toBe(1);
    expect(sum((r) => r.deleted.receipts ?? 0)).toBe(1);
    expect(sum((r) => r.messages.outbox ?? 0)).toBe(5);
    expect(sum(purgedCount)).toBeGreaterThanOrEqual(1 + 1 + 1 + 1 + 5);
    expect(await left(old.owner, old.orderId)).toMatchObject({
      bookings: 0,
      receipts: 0,
      requests: 0,
      order: { name: ERASED_NAME, email: '' },
    });
    const text = JSON.stringify(logged);
    for (const personal of [old.mobile, old.owner, old.name, old.email, old.orderId])
      expect(text).not.toContain(personal);
  });
});

describe('a refund of an erased account', () => {
  it('stays with its order for the ledger; 8 years on, the provider’s free-text reason goes', async () => {
    const erased = await patientWithRecords({ session, paid, requests: requested });
    const [refund] = await t.db
      .insert(refunds)
      .values({
        orderId: erased.orderId,
        credits: 1,
        amountPaise: 49900,
        status: 'failed',
        requestedBy: erased.owner,
        failureReason: `UPI ${erased.mobile}@okbank is not active`,
        createdAt: paid,
      })
      .returning();
    const read = async () => (await t.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0];

    await purgeExpired(t.db, { now: yearsAfter(paid, 8) });
    expect(await read()).toMatchObject({ failureReason: refund!.failureReason });

    const past = await purgeExpired(t.db, { now: yearsAfter(paid, 8, 1) });
    expect(past.anonymised).toMatchObject({ refunds: 1 });
    expect(await read()).toMatchObject({ orderId: erased.orderId, amountPaise: 49900, failureReason: null });
    expect((await purgeExpired(t.db, { now: yearsAfter(paid, 8, 1) })).anonymised).toEqual({});
  });
});
