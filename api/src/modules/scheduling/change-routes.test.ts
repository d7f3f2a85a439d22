/**
 * Changes of plan (issue 18 points 1–3): reschedule, cancel, outcome. Sessions are booked through the API at free
 * slots days ahead, then put at a controlled start (an hour or a day from now) with a direct write where a time
 * window is tried. Runs on PGlite and, with TEST_DB=postgres, on a real pool where the races truly overlap.
 */
import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { CHANGE_MESSAGES, SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import { appointmentChanges, appointments, orders, smsOutbox } from '../../platform/db/schema';
import { runReminders } from './reminders';
import { drainOutbox, loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';

let t: PaymentsTestApp;
let doctor: AuthHeaders;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  doctor = await loginAsDoctor(t.app, DOCTOR);
});
afterAll(() => t.close());

const DOCTOR = '9000000001';
const HOUR = 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// Free slots of the demo doctor, each handed out once; days of their own for the tests that pick times themselves.
const days = testCalendar();
const freeSlot = days.slot;

interface Booked {
  id: string;
  orderId: string;
  providerOrderId: string;
  patientId: string;
  headers: AuthHeaders;
  start: Date;
  videoRoom: string | null;
}

/** A paid single-session order with its session scheduled at a free slot (or then moved to `at` directly). */
async function booked(options: { at?: Date; mode?: 'online' | 'home'; slot?: string } = {}): Promise<Booked> {
  const booking =
    options.mode === 'home'
      ? { mode: 'home', address: '12 MG Road, Pune', pincode: '411001' }
      : { mode: 'online' };
  const start = options.slot ?? freeSlot();
  const o = await orderAs(t.app, { booking, slot: { start, doctor_id: DEMO_DOCTOR.publicId } });
  expect(o.statusCode).toBe(200);
  await pay(t.app, o.body.data!.id, o.headers);
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
  let [row] = await t.db.select().from(appointments).where(eq(appointments.orderId, order!.id));
  expect(row!.status).toBe('scheduled');
  if (options.at) {
    [row] = await t.db
      .update(appointments)
      .set({ start: options.at, end: new Date(options.at.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, row!.id))
      .returning();
  }
  return {
    id: row!.id,
    orderId: order!.id,
    providerOrderId: o.body.data!.id,
    patientId: o.patientId,
    headers: o.headers,
    start: row!.start!,
    videoRoom: row!.videoRoom,
  };
}

/** A start `hours` from now, off the slot grid (minute 7) so it never meets a booked slot. */
let offset = 0;
const fromNow = (hours: number) => {
  const at = new Date(Date.now() + hours * HOUR);
  at.setUTCMinutes(7 + (offset++ % 5), 0, 0);
  return at;
};

const move = (id: string, headers: AuthHeaders | undefined, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}`, headers, payload: payload as object });
const cancel = (id: string, headers: AuthHeaders | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/cancel`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const mark = (id: string, headers: AuthHeaders | undefined, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/status`, headers, payload: { status } });
const listing = async (b: Booked) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/users/${b.patientId}/appointments`, headers: b.headers })
  ).json();
const history = (id: string) =>
  t.db
    .select()
    .from(appointmentChanges)
    .where(eq(appointmentChanges.appointmentId, id))
    .orderBy(appointmentChanges.createdAt);
const freeStarts = async (start: string) => {
  const day = start.slice(0, 10);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/slots?from=${day}&to=${day}&mode=online&doctor_id=${DEMO_DOCTOR.publicId}`,
  });
  return (res.json().data as { start: string }[]).map((s) => s.start);
};

describe('PATCH /api/appointments/{id} (reschedule)', () => {
  it('lets the patient move a session: same row, same video room, old slot freed, no new charge, history kept', async () => {
    const b = await booked();
    const oldStart = slotAtOf(b.start);
    const to = freeSlot();
    const ordersBefore = await t.db.select({ n: count() }).from(orders);
    const [orderBefore] = await t.db.select().from(orders).where(eq(orders.id, b.orderId));

    const res = await move(b.id, b.headers, { start: to });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: b.id,
      status: 'scheduled',
      start: to,
      order_id: b.orderId,
      join_url: `https://meet.jit.si/${b.videoRoom}`,
      last_change: { kind: 'rescheduled', by: 'patient', reason: null, from_start: oldStart, to_start: to },
    });
    expect(data.last_change.at).toMatch(/\+05:30$/);
    // One row, one order, one payment: nothing charged again.
    expect(await t.db.select().from(appointments).where(eq(appointments.orderId, b.orderId))).toHaveLength(1);
    expect(await t.db.select({ n: count() }).from(orders)).toEqual(ordersBefore);
    expect(await t.db.select().from(orders).where(eq(orders.id, b.orderId))).toEqual([orderBefore]);
    // The old time is free again, the new one taken.
    expect(await freeStarts(oldStart)).toContain(oldStart);
    expect(await freeStarts(to)).not.toContain(to);
    const rows = await history(b.id);
    expect(rows.map((r) => r.kind)).toEqual(['scheduled', 'rescheduled']);
    expect(rows[1]).toMatchObject({
      fromStart: b.start,
      toStart: new Date(to),
      changedBy: b.patientId,
      reason: null,
    });
    // The patient's listing and the doctor's show the change; credits are unchanged.
    const mine = await listing(b);
    expect(mine.data[0]).toMatchObject({ id: b.id, start: to, last_change: { kind: 'rescheduled' } });
    expect(mine.credits[0]).toMatchObject({ total: 1, scheduled: 1, remaining: 0 });
    const theirs = (
      await t.app.inject({ method: 'GET', url: `/api/appointments?doctor_id=${DOCTOR}`, headers: doctor })
    ).json().data;
    expect(theirs.find((a: { id: string }) => a.id === b.id).last_change).toMatchObject({
      kind: 'rescheduled',
      by: 'patient',
    });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${b.providerOrderId}`,
      headers: b.headers,
    });
    expect(order.json().data.appointment).toMatchObject({ start: to, last_change: { kind: 'rescheduled' } });
  });

  it('refuses the patient inside 12 hours (409 TOO_LATE) and allows them just outside', async () => {
    const late = await booked({ at: fromNow(11.5) });
    const res = await move(late.id, late.headers, { start: freeSlot() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CHANGE_MESSAGES.tooLateToReschedule, code: 'TOO_LATE' });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, late.id));
    expect(row!.start).toEqual(late.start);

    const inTime = await booked({ at: fromNow(13.5) });
    expect((await move(inTime.id, inTime.headers, { start: freeSlot() })).statusCode).toBe(200);
  });

  it('lets the doctor move any of their sessions at any time, with a reason shown to the patient', async () => {
    const soon = await booked({ at: fromNow(1) });
    const to = freeSlot();
    const res = await move(soon.id, doctor, { start: to, reason: '  Called away to a conference  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.last_change).toMatchObject({
      kind: 'rescheduled',
      by: 'doctor',
      reason: 'Called away to a conference',
    });
    const mine = await listing(soon);
    expect(mine.data[0].last_change).toMatchObject({ by: 'doctor', reason: 'Called away to a conference' });
    expect((await history(soon.id))[1]).toMatchObject({
      changedBy: DOCTOR,
      reason: 'Called away to a conference',
    });
  });

  it('moves a home visit to the next slot (its own travel time does not stand in its way)', async () => {
    const day = days.day();
    const [from, to] = [slotAt(day, '09:00'), slotAt(day, '09:45')];
    const b = await booked({ mode: 'home', slot: from });
    const res = await move(b.id, b.headers, { start: to });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ start: to, mode: 'home', join_url: null });
  });

  it('answers 409 SLOT_TAKEN for a taken time, 400 for times that are not free slots', async () => {
    const b = await booked();
    const other = await booked();
    const taken = await move(b.id, b.headers, { start: slotAtOf(other.start) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    const day = days.day();
    const cases: [unknown, string][] = [
      [{ start: slotAt(day, '14:00') }, 'SLOT_OUT_OF_HOURS'],
      [{ start: slotAt(day, '09:10') }, 'SLOT_OUT_OF_HOURS'],
      [{ start: '2020-01-06T09:00:00+05:30' }, 'SLOT_IN_PAST'],
      [{ start: new Date(Date.now() + 30 * 60_000).toISOString() }, 'SLOT_TOO_SOON'],
      [{ start: slotAtOf(b.start) }, 'SAME_TIME'],
      [{ start: 'next monday' }, 'VALIDATION_FAILED'],
      [{ start: '2030-02-30T09:00:00+05:30' }, 'VALIDATION_FAILED'],
      [{ start: '9999-12-31T23:30:00-12:00' }, 'VALIDATION_FAILED'],
      [{}, 'VALIDATION_FAILED'],
      [{ start: freeSlot(), reason: 'x'.repeat(301) }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const res = await move(b.id, b.headers, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const far = await move(b.id, b.headers, { start: '9999-12-31T23:30:00-12:00' });
    expect(far.json().message).toBe(SCHEDULING_MESSAGES.tooFarAhead);
    const tooLong = await move(b.id, b.headers, { start: freeSlot(), reason: 'x'.repeat(301) });
    expect(tooLong.json().message).toBe(CHANGE_MESSAGES.reason);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, b.id));
    expect(row!.start).toEqual(b.start);
  });

  it('answers 403 for another patient or doctor, 404 for an unknown session, 409 for one no longer live, 401 anonymous', async () => {
    const b = await booked();
    const to = freeSlot();
    const stranger = await loginAsPatient(t.app, '9876500011');
    const res = await move(b.id, stranger, { start: to });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CHANGE_MESSAGES.notYours, code: 'NOT_YOURS' });
    const otherDoctor = await loginAsDoctor(t.app, '9000000003');
    expect((await move(b.id, otherDoctor, { start: to })).statusCode).toBe(403);
    expect((await move(UNKNOWN, b.headers, { start: to })).statusCode).toBe(404);
    expect((await move('not-a-uuid', b.headers, { start: to })).statusCode).toBe(400);
    expect((await move(b.id, undefined, { start: to })).statusCode).toBe(401);
    expect((await cancel(b.id, b.headers)).statusCode).toBe(200);
    const gone = await move(b.id, b.headers, { start: to });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ message: CHANGE_MESSAGES.notLive, code: 'NOT_LIVE' });
  });

  it('reminds of the new time, never of the old one', async () => {
    const b = await booked({ at: fromNow(20) });
    const deps = { db: t.db, log: t.app.log };
    const outbox = async () => {
      await drainOutbox(t.app);
      return t.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, b.patientId), like(smsOutbox.message, '%reminder of your%')))
        .orderBy(desc(smsOutbox.createdAt));
    };
    // The 24 h reminder of the old time went out before the move.
    await runReminders(deps);
    expect(await outbox()).toHaveLength(1);
    const to = freeSlot(6); // beyond the 24 h reminder window of the run 18.5 h from now
    expect((await move(b.id, doctor, { start: to, reason: 'Clinic closed' })).statusCode).toBe(200);
    // Two hours before the old time: nothing for this session any more.
    await runReminders(deps, new Date(b.start.getTime() - 1.5 * HOUR));
    expect(await outbox()).toHaveLength(1);
    // A day before the new time: its 24 h reminder, naming the new time.
    await runReminders(deps, new Date(Date.parse(to) - 23 * HOUR));
    const sent = await outbox();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.message).toContain(`at ${to.slice(11, 16)} IST`);
  });
});

describe('POST /api/appointments/{id}/cancel', () => {
  it('lets the patient cancel 24 h ahead: the credit comes back and can be scheduled again', async () => {
    const b = await booked();
    const slot = slotAtOf(b.start);
    const res = await cancel(b.id, b.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: b.id,
      status: 'cancelled',
      last_change: { kind: 'cancelled', by: 'patient', from_start: slot, to_start: null },
    });
    const [change] = (await history(b.id)).filter((r) => r.kind === 'cancelled');
    expect(change).toMatchObject({ creditReturned: 'yes', changedBy: b.patientId, fromStart: b.start });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, b.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: b.patientId });
    expect((await listing(b)).credits[0]).toMatchObject({ total: 1, scheduled: 0, remaining: 1 });
    expect(await freeStarts(slot)).toContain(slot);
    // The credit is real: the same order schedules a session again (even at the time just given up).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: b.headers,
      payload: { order_id: b.orderId, start: slot, doctor_id: DEMO_DOCTOR.publicId },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'scheduled', start: slot, last_change: null });
    expect((await listing(b)).credits[0]).toMatchObject({ scheduled: 1, remaining: 0 });
  });

  it('refuses the patient inside 24 hours with 409 TOO_LATE; the doctor cancels any time and the credit comes back', async () => {
    const late = await booked({ at: fromNow(23) });
    const res = await cancel(late.id, late.headers, { reason: 'Feeling better' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CHANGE_MESSAGES.tooLateToCancel, code: 'TOO_LATE' });
    const byDoctor = await cancel(late.id, doctor, { reason: 'Unwell today' });
    expect(byDoctor.statusCode).toBe(200);
    expect(byDoctor.json().data.last_change).toMatchObject({
      kind: 'cancelled',
      by: 'doctor',
      reason: 'Unwell today',
    });
    expect((await listing(late)).credits[0]).toMatchObject({ remaining: 1 });
    expect((await history(late.id)).at(-1)).toMatchObject({ creditReturned: 'yes', changedBy: DOCTOR });

    const inTime = await booked({ at: fromNow(25.5) });
    expect((await cancel(inTime.id, inTime.headers, {})).statusCode).toBe(200);
  });

  it('answers 403, 404, 409 NOT_LIVE and 400 like the reschedule', async () => {
    const b = await booked();
    const stranger = await loginAsPatient(t.app, '9876500012');
    expect((await cancel(b.id, stranger)).json()).toEqual({
      message: CHANGE_MESSAGES.notYours,
      code: 'NOT_YOURS',
    });
    expect((await cancel(b.id, await loginAsDoctor(t.app, '9000000003'))).statusCode).toBe(403);
    expect((await cancel(UNKNOWN, b.headers)).statusCode).toBe(404);
    const bad = await cancel(b.id, b.headers, { reason: 'x'.repeat(301) });
    expect([bad.statusCode, bad.json().message]).toEqual([400, CHANGE_MESSAGES.reason]);
    expect((await cancel(b.id, b.headers)).statusCode).toBe(200);
    expect((await cancel(b.id, b.headers)).json().code).toBe('NOT_LIVE');
    expect((await cancel(b.id, doctor)).statusCode).toBe(409);
  });
});

describe('PATCH /api/appointments/{id}/status (outcome)', () => {
  it('lets its doctor mark a started session no-show (the credit stays used) or completed, once', async () => {
    const b = await booked({ at: fromNow(30) });
    const early = await mark(b.id, doctor, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: CHANGE_MESSAGES.outcomeTooEarly, code: 'TOO_EARLY' });
    const started = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(appointments)
      .set({ start: started, end: new Date(started.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, b.id));
    expect((await mark(b.id, b.headers, 'completed')).statusCode).toBe(403);
    expect((await mark(b.id, await loginAsDoctor(t.app, '9000000003'), 'completed')).json()).toEqual({
      message: CHANGE_MESSAGES.notYours,
      code: 'NOT_YOURS',
    });
    expect((await mark(b.id, doctor, 'cancelled')).statusCode).toBe(400);
    expect((await mark(UNKNOWN, doctor, 'completed')).statusCode).toBe(404);
    const res = await mark(b.id, doctor, 'no_show');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'no_show',
      last_change: { kind: 'no_show', by: 'doctor' },
    });
    const again = await mark(b.id, doctor, 'completed');
    expect(again.json()).toEqual({ message: CHANGE_MESSAGES.outcomeNotScheduled, code: 'NOT_SCHEDULED' });
    // A no-show consumes the credit; the patient sees the state and it can be neither moved nor cancelled.
    const mine = await listing(b);
    expect(mine.data[0]).toMatchObject({ status: 'no_show', last_change: { kind: 'no_show' } });
    expect(mine.credits[0]).toMatchObject({ total: 1, scheduled: 1, remaining: 0 });
    expect((await cancel(b.id, doctor)).json().code).toBe('NOT_LIVE');

    const done = await booked({ at: fromNow(-2) });
    const completed = await mark(done.id, doctor, 'completed');
    expect(completed.json().data).toMatchObject({ status: 'completed', last_change: { kind: 'completed' } });
    expect((await listing(done)).credits[0]).toMatchObject({ remaining: 0 });
    const cancelled = await booked();
    await cancel(cancelled.id, doctor);
    expect((await mark(cancelled.id, doctor, 'completed')).json().code).toBe('NOT_SCHEDULED');
  });
});

describe('after the start the doctor only gives the outcome', () => {
  it('refuses to cancel or move a started session (409 ALREADY_STARTED): no credit back, nothing to refund', async () => {
    const b = await booked({ at: fromNow(-0.5) });
    const cancelled = await cancel(b.id, doctor, { reason: 'Forgot to come' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: CHANGE_MESSAGES.alreadyStarted, code: 'ALREADY_STARTED' });
    const moved = await move(b.id, doctor, { start: freeSlot(), reason: 'Later' });
    expect(moved.json()).toEqual({ message: CHANGE_MESSAGES.alreadyStarted, code: 'ALREADY_STARTED' });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, b.id));
    expect(row).toMatchObject({ status: 'scheduled', start: b.start });
    expect((await listing(b)).credits[0]).toMatchObject({ remaining: 0 });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${b.providerOrderId}/refund`,
      headers: b.headers,
      payload: {},
    });
    expect([refund.statusCode, refund.json().code]).toEqual([409, 'NOTHING_TO_REFUND']);
    expect((await mark(b.id, doctor, 'completed')).statusCode).toBe(200);
  });
});

describe('races', () => {
  it('two patients moving different sessions into the same free slot at once: one 200, one 409 SLOT_TAKEN', async () => {
    const a = await booked();
    const b = await booked();
    const to = freeSlot();
    const results = await Promise.all([
      move(a.id, a.headers, { start: to }),
      move(b.id, b.headers, { start: to }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('SLOT_TAKEN');
    const live = await t.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, DOCTOR),
          eq(appointments.start, new Date(to)),
          inArray(appointments.status, ['held', 'scheduled']),
        ),
      );
    expect(live[0]!.n).toBe(1);
  });

  // Only PostgreSQL has a second connection: a booking another transaction holds, uncommitted, that the slot check
  // cannot see. The move then waits on the exclusion constraint, which refuses it once that booking commits.
  // So it belongs to the PostgreSQL pass of the suite (TEST_DB=postgres, which npm test and CI run), not PGlite's.
  if (process.env.TEST_DB === 'postgres')
    it('lets the database refuse a move into a time another transaction is taking (409 SLOT_TAKEN)', async () => {
      const b = await booked();
      const other = await booked();
      const to = freeSlot();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const taking = new Promise<void>((resolve) => (inserted = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx
          .update(appointments)
          .set({ start: new Date(to), end: new Date(Date.parse(to) + 45 * 60_000) })
          .where(eq(appointments.id, other.id));
        inserted();
        await gate;
      });
      await taking;
      const moving = move(b.id, b.headers, { start: to });
      // Wait until the move is blocked on the uncommitted row, then let that transaction commit.
      for (;;) {
        const waiting = (await t.db.execute(
          sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where not l.granted and a.datname = current_database()`,
        )) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
      }
      release();
      await holder;
      const res = await moving;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, b.id));
      expect(row!.start).toEqual(b.start);
      expect((await history(b.id)).map((r) => r.kind)).toEqual(['scheduled']);
    });

  it('a reschedule racing a cancel of the same session ends consistent', async () => {
    for (let i = 0; i < 3; i++) {
      const b = await booked();
      const to = freeSlot();
      const [moved, cancelled] = await Promise.all([
        move(b.id, doctor, { start: to, reason: 'Moved' }),
        cancel(b.id, b.headers),
      ]);
      expect(cancelled.statusCode).toBe(200);
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, b.id));
      expect(row!.status).toBe('cancelled');
      const kinds = (await history(b.id)).map((r) => r.kind);
      if (moved.statusCode === 200) {
        // Moved first, then cancelled at its new time.
        expect(row!.start).toEqual(new Date(to));
        expect(kinds).toEqual(['scheduled', 'rescheduled', 'cancelled']);
      } else {
        expect(moved.json().code).toBe('NOT_LIVE');
        expect(row!.start).toEqual(b.start);
        expect(kinds).toEqual(['scheduled', 'cancelled']);
      }
      expect((await listing(b)).credits[0]).toMatchObject({ scheduled: 0, remaining: 1 });
      expect(await freeStarts(to)).toContain(to);
    }
  });

  it('leaves no two live sessions of a doctor overlapping', async () => {
    const overlaps = await t.db
      .execute(sql`select count(*)::int as n from ${appointments} a join ${appointments} b
      on a.doctor_id = b.doctor_id and a.id < b.id and tstzrange(a.start, a."end") && tstzrange(b.start, b."end")
      where a.status in ('held', 'scheduled') and b.status in ('held', 'scheduled')`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

/** An instant as the API writes it (+05:30). */
function slotAtOf(d: Date): string {
  const local = new Date(d.getTime() + 330 * 60_000).toISOString();
  return `${local.slice(0, 19)}+05:30`;
}
