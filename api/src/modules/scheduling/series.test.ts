/**
 * Weekly series through the routes (issue 28 point 1): preview with alternatives, booking in one transaction on a
 * paid order's credits, bad input, a time taken between preview and booking (nothing booked), moves and cancels.
 * Each test books at its own time of day on the same weeks (the horizon is 90 days: weeks are scarce).
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { SERIES_MESSAGES } from '@physio/shared-contracts';
import {
  appointmentChanges,
  appointments,
  appointmentSeries,
  doctors,
  orders,
  outbox,
  patients,
  receipts,
} from '../../platform/db/schema';
import { loginAsDoctor, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { cancelSeries } from './series-changes';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const DOCTOR = '9000000001';
const ASHA = 'dr-asha-rao';
const cal = testCalendar();
/** A Monday at least 2 days ahead: Mon/Wed/Fri series start there. */
const monday = (() => {
  let d = cal.day();
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = cal.day();
  return d;
})();
const plus = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let nextPatient = 9410000000;
/** A patient with a paid order of `quantity` sessions with Dr. Asha Rao; its internal order id. */
async function patientWithCredits(
  quantity: number,
): Promise<{ id: string; headers: AuthHeaders; orderId: string }> {
  const o = await orderAs(t.app, { quantity }, String(nextPatient++));
  await t.db.update(patients).set({ doctorId: DOCTOR }).where(eq(patients.id, o.patientId));
  await pay(t.app, o.body.data!.id, o.headers);
  const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
  return { id: o.patientId, headers: o.headers, orderId: row!.id };
}

const pattern = (over: Record<string, unknown> = {}) => ({
  doctor_id: ASHA,
  mode: 'online',
  weekdays: [1, 3, 5],
  time: '16:00',
  start_date: monday,
  count: 6,
  ...over,
});
const post = (url: string, headers: AuthHeaders, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const liveOn = async (orderId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.orderId, orderId),
          isNotNull(appointments.start),
          eq(appointments.status, 'scheduled'),
        ),
      )
  )[0]!.n;

describe('preview', () => {
  it('lists every occurrence free, Mon/Wed/Fri from the start date on', async () => {
    const p = await patientWithCredits(6);
    const res = await post('/api/series/preview', p.headers, pattern({ time: '09:00', order_id: p.orderId }));
    expect(res.statusCode).toBe(200);
    const occ = res.json().data.occurrences;
    expect(occ.map((o: { start: string }) => o.start)).toEqual(
      [0, 2, 4, 7, 9, 11].map((n) => slotAt(plus(monday, n), '09:00')),
    );
    expect(occ.every((o: { free: boolean }) => o.free)).toBe(true);
    expect(res.json().data.doctor_name).toBe('Dr. Asha Rao');
  });

  it('a taken occurrence comes back with the nearest free times of that day first', async () => {
    const other = await patientWithCredits(1);
    const taken = slotAt(plus(monday, 2), '09:45');
    const booked = await post('/api/appointments', other.headers, {
      order_id: other.orderId,
      start: taken,
      doctor_id: ASHA,
    });
    expect(booked.statusCode).toBe(201);
    const p = await patientWithCredits(6);
    const occ = (await post('/api/series/preview', p.headers, pattern({ time: '09:45' }))).json().data
      .occurrences;
    expect(occ[1]).toMatchObject({ position: 2, start: taken, free: false });
    // 09:00 and 10:30 are both 45 min away: the earlier first; then 11:15 (09:00 of other tests may be taken: skip).
    const alts = occ[1].alternatives.map((a: { start: string }) => a.start);
    expect(alts).toHaveLength(3);
    expect(alts.every((s: string) => s.startsWith(plus(monday, 2)))).toBe(true);
    expect(alts).toContain(slotAt(plus(monday, 2), '10:30'));
    expect(occ.filter((o: { free: boolean }) => !o.free)).toHaveLength(1);
  });
});

describe('bad input: 400 with the message, nothing booked', () => {
  it.each([
    ['no weekdays', { weekdays: [] }, SERIES_MESSAGES.noWeekdays],
    ['count 0', { count: 0 }, SERIES_MESSAGES.count],
    ['count 51', { count: 51 }, SERIES_MESSAGES.count],
    ['a start in the past', { start_date: '2020-01-06' }, SERIES_MESSAGES.startInPast],
    ['a start beyond the horizon', { start_date: '2099-01-05' }, SERIES_MESSAGES.beyondHorizon],
    ['an unknown time', { time: '14:10' }, SERIES_MESSAGES.unknownTime],
  ])('%s', async (_name, over, message) => {
    const p = await patientWithCredits(2);
    const res = await post('/api/series/preview', p.headers, pattern(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the last occurrence beyond the horizon', async () => {
    const p = await patientWithCredits(2);
    const res = await post('/api/series/preview', p.headers, pattern({ count: 50, weekdays: [1] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERIES_MESSAGES.beyondHorizon, code: 'BEYOND_HORIZON' });
  });

  it('more sessions than the credits drawn', async () => {
    const p = await patientWithCredits(3);
    const starts = [0, 2, 4, 7].map((n) => slotAt(plus(monday, n), '10:30'));
    const res = await post('/api/series', p.headers, {
      ...pattern({ time: '10:30', count: 4, order_id: p.orderId }),
      starts,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERIES_MESSAGES.overCredits(3), code: 'SERIES_OVER_CREDITS' });
    expect(await liveOn(p.orderId)).toBe(0);
  });

  it('two kept times the same', async () => {
    const p = await patientWithCredits(2);
    const at = slotAt(monday, '10:30');
    const res = await post('/api/series', p.headers, {
      ...pattern({ time: '10:30', count: 2, order_id: p.orderId }),
      starts: [at, at],
    });
    expect(res.json()).toEqual({ message: SERIES_MESSAGES.duplicateTimes, code: 'SERIES_DUPLICATE_TIMES' });
  });
});

describe('booking in one transaction', () => {
  it('books every kept time with its place in the series; the patient and the doctor see "n/6"', async () => {
    const p = await patientWithCredits(6);
    const preview = (
      await post('/api/series/preview', p.headers, pattern({ time: '11:15', order_id: p.orderId }))
    ).json().data;
    const starts = preview.occurrences.map((o: { start: string }) => o.start);
    const res = await post('/api/series', p.headers, {
      ...pattern({ time: '11:15', order_id: p.orderId }),
      starts,
    });
    expect(res.statusCode).toBe(201);
    const { series, appointments: booked } = res.json().data;
    expect(booked).toHaveLength(6);
    expect(
      booked.map(
        (a: { series: { position: number; size: number } }) => `${a.series.position}/${a.series.size}`,
      ),
    ).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    expect(series).toMatchObject({ weekdays: [1, 3, 5], time: '11:15', size: 6, doctor_id: ASHA });
    expect(await liveOn(p.orderId)).toBe(6);
    // Written with the series: the patient's e-mail of the first occurrence (the order's undated session, which took
    // the first time: its id only the database knew) and the doctor's notice of the series.
    const first = booked[0] as { id: string; start: string };
    const messages = await t.db
      .select({ key: outbox.key, payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'appointmentId' = ${first.id}`);
    expect(messages.map((m) => m.key).sort()).toEqual([
      `doctor.notice/email/scheduled:series:${series.id}`,
      `session.scheduled/email/${first.id}@${new Date(first.start).toISOString()}`,
    ]);
    expect(messages.map((m) => m.payload)).toContainEqual({ kind: 'scheduled', appointmentId: first.id });
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/users/${p.id}/appointments`, headers: p.headers })
    ).json();
    expect(listed.credits[0]).toMatchObject({ total: 6, scheduled: 6, remaining: 0 });
    const doctor = await loginAsDoctor(t.app);
    const week = (
      await t.app.inject({ method: 'GET', url: `/api/appointments?doctor_id=${DOCTOR}`, headers: doctor })
    ).json().data;
    expect(week.filter((a: { series?: { id: string } }) => a.series?.id === series.id)).toHaveLength(6);

    // One .ics with a VEVENT per occurrence.
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/series/${series.id}/calendar.ics`,
      headers: p.headers,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(ics.body).not.toContain('RRULE');
    const stranger = await patientWithCredits(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/series/${series.id}/calendar.ics`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the 5th occurrence taken at insert (after the preview): 409, nothing of the series booked, preview again', async () => {
    const p = await patientWithCredits(6);
    const body = { ...pattern({ time: '12:00', order_id: p.orderId }) };
    const starts = (await post('/api/series/preview', p.headers, body))
      .json()
      .data.occurrences.map((o: { start: string }) => o.start);
    // Someone takes the 5th time between the preview and the booking.
    const racer = await patientWithCredits(1);
    expect(
      (
        await post('/api/appointments', racer.headers, {
          order_id: racer.orderId,
          start: starts[4],
          doctor_id: ASHA,
        })
      ).statusCode,
    ).toBe(201);
    const connections = t.app.database.poolStats().total;
    const res = await post('/api/series', p.headers, { ...body, starts });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SERIES_MESSAGES.raced, code: 'SLOT_TAKEN' });
    expect(await liveOn(p.orderId)).toBe(0);
    // The refusal is book_series' answer (one statement, no transaction), not an error: the pool keeps its
    // connection (node-postgres ends one whose query failed).
    expect(t.app.database.poolStats().total).toBe(connections);
    const undated = await t.db.select().from(appointments).where(eq(appointments.orderId, p.orderId));
    expect(undated.every((a) => a.start === null && a.seriesId === null)).toBe(true);
    expect(
      (
        await t.db.select({ n: count() }).from(appointmentSeries).where(eq(appointmentSeries.patientId, p.id))
      )[0]!.n,
    ).toBe(0);
    // The new preview shows it taken, with alternatives; accepting the first books all six.
    const again = (await post('/api/series/preview', p.headers, body)).json().data.occurrences;
    expect(again[4].free).toBe(false);
    const kept = again.map((o: { start: string; free: boolean; alternatives: { start: string }[] }) =>
      o.free ? o.start : o.alternatives[0]!.start,
    );
    expect((await post('/api/series', p.headers, { ...body, starts: kept })).statusCode).toBe(201);
    expect(await liveOn(p.orderId)).toBe(6);
  });

  it('a doctor books a series for a patient they care for, on their own calendar only', async () => {
    const p = await patientWithCredits(2);
    const doctor = await loginAsDoctor(t.app);
    const body = { ...pattern({ time: '16:45', count: 2, order_id: p.orderId }), patient_id: p.id };
    const starts = [slotAt(monday, '16:45'), slotAt(plus(monday, 2), '16:45')];
    const other = await loginAsDoctor(t.app, '9000000002');
    expect((await post('/api/series', other, { ...body, starts })).statusCode).toBe(403);
    const res = await post('/api/series', doctor, { ...body, starts });
    expect(res.statusCode).toBe(201);
    expect(await liveOn(p.orderId)).toBe(2);
    // The patient's e-mail; no notice to the doctor of their own booking.
    const { series, appointments: booked } = res.json().data;
    const messages = await t.db
      .select({ key: outbox.key })
      .from(outbox)
      .where(sql`${outbox.key} like ${'%' + booked[0].id + '%'} or ${outbox.key} like ${'%' + series.id}`);
    expect(messages.map((m) => m.key)).toEqual([
      `session.scheduled/email/${booked[0].id}@${new Date(booked[0].start).toISOString()}`,
    ]);
  });
});

describe('changes of a series', () => {
  async function bookedSeries(time: string, count = 4) {
    const p = await patientWithCredits(count);
    // Weeks 3 and 4: the other tests book the first two.
    const body = pattern({ time, count, order_id: p.orderId, start_date: plus(monday, 14) });
    const starts = (await post('/api/series/preview', p.headers, body))
      .json()
      .data.occurrences.map((o: { start: string }) => o.start);
    const res = await post('/api/series', p.headers, { ...body, starts });
    expect(res.statusCode).toBe(201);
    return {
      p,
      series: res.json().data.series as { id: string; occurrences: { id: string; start: string }[] },
    };
  }

  it('moves one occurrence, then this and all later ones by the same shift, each checked', async () => {
    const { p, series } = await bookedSeries('17:30');
    const [, second] = series.occurrences;
    const one = await t.app.inject({
      method: 'PATCH',
      url: `/api/series/${series.id}/appointments/${second!.id}`,
      headers: p.headers,
      payload: { start: second!.start.replace('17:30', '18:15'), scope: 'one' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.moved).toEqual([second!.id]);
    expect(one.json().message).toBe(SERIES_MESSAGES.moved(1));
    expect(one.json().data.occurrences.map((o: { start: string }) => o.start.slice(11, 16))).toEqual([
      '17:30',
      '18:15',
      '17:30',
      '17:30',
    ]);
    // Everything from the 3rd on one day later (Fri → Sat, Mon → Tue), same time.
    const third = series.occurrences[2]!;
    const later = await t.app.inject({
      method: 'PATCH',
      url: `/api/series/${series.id}/appointments/${third.id}`,
      headers: p.headers,
      payload: { start: slotAt(plus(third.start.slice(0, 10), 1), '17:30'), scope: 'following' },
    });
    expect(later.statusCode).toBe(200);
    // Later ones first when moving later: none lands on one not yet moved.
    expect(later.json().data.moved).toEqual([series.occurrences[3]!.id, third.id]);
    expect(later.json().message).toBe(SERIES_MESSAGES.moved(2));
    expect(later.json().data.occurrences.map((o: { start: string }) => o.start)).toEqual([
      series.occurrences[0]!.start,
      second!.start.replace('17:30', '18:15'),
      slotAt(plus(third.start.slice(0, 10), 1), '17:30'),
      slotAt(plus(series.occurrences[3]!.start.slice(0, 10), 1), '17:30'),
    ]);
  });

  it('a move of "this and all later" that collides once moves none', async () => {
    const { p, series } = await bookedSeries('16:00', 3);
    const last = series.occurrences[2]!;
    // Someone holds the time the last one would move to.
    const racer = await patientWithCredits(1);
    const blocked = slotAt(plus(last.start.slice(0, 10), 1), '16:00');
    expect(
      (
        await post('/api/appointments', racer.headers, {
          order_id: racer.orderId,
          start: blocked,
          doctor_id: ASHA,
        })
      ).statusCode,
    ).toBe(201);
    const first = series.occurrences[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/series/${series.id}/appointments/${first.id}`,
      headers: p.headers,
      payload: { start: slotAt(plus(first.start.slice(0, 10), 1), '16:00'), scope: 'following' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_TAKEN');
    const rows = await t.db
      .select({ start: appointments.start })
      .from(appointments)
      .where(eq(appointments.seriesId, series.id))
      .orderBy(appointments.seriesPosition);
    expect(rows.map((r) => r.start!.getTime())).toEqual(series.occurrences.map((o) => Date.parse(o.start)));
  });

  it("the series' doctor moves this and all later ones (with the reason); another doctor may not", async () => {
    const { series } = await bookedSeries('10:30', 3);
    const second = series.occurrences[1]!;
    const payload = {
      start: slotAt(plus(second.start.slice(0, 10), 1), '10:30'),
      scope: 'following',
      reason: 'I am at a conference that day.',
    };
    const url = `/api/series/${series.id}/appointments/${second.id}`;
    const other = await loginAsDoctor(t.app, '9000000002');
    const refused = await t.app.inject({ method: 'PATCH', url, headers: other, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_YOURS');
    const res = await t.app.inject({ method: 'PATCH', url, headers: await loginAsDoctor(t.app), payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.moved).toHaveLength(2);
    expect(res.json().data.occurrences.map((o: { start: string }) => o.start)).toEqual([
      series.occurrences[0]!.start,
      payload.start,
      slotAt(plus(series.occurrences[2]!.start.slice(0, 10), 1), '10:30'),
    ]);
    const changes = await t.db
      .select({ kind: appointmentChanges.kind, reason: appointmentChanges.reason })
      .from(appointmentChanges)
      .where(eq(appointmentChanges.appointmentId, second.id));
    expect(changes).toContainEqual({ kind: 'rescheduled', reason: payload.reason });
  });

  it('cancels the rest: credits back; inside the 24 h window an occurrence is kept', async () => {
    const { p, series } = await bookedSeries('12:00', 3);
    const orderId = (
      await t.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, series.id))
    )[0]!.orderId!;
    // 12 h before the first: it stays (the patient's cancel window is 24 h), the two later ones are cancelled.
    const now = new Date(Date.parse(series.occurrences[0]!.start) - 12 * 3_600_000);
    const done = await cancelSeries(t.db, { id: p.id, role: 'patient' } as never, series.id, {}, now);
    expect(done).toEqual({
      cancelled: [series.occurrences[1]!.id, series.occurrences[2]!.id],
      kept: [series.occurrences[0]!.id],
    });
    expect(await liveOn(orderId)).toBe(1);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/users/${p.id}/appointments`, headers: p.headers })
    ).json();
    expect(listed.credits.find((c: { order_id: string }) => c.order_id === orderId)).toMatchObject({
      remaining: 2,
    });
    // Through the route: the rest (the first) goes too now, being days away.
    const res = await post(`/api/series/${series.id}/cancel`, p.headers, {});
    expect(res.json().data).toEqual({ cancelled: [series.occurrences[0]!.id], kept: [] });
    expect(await liveOn(orderId)).toBe(0);
  });
});

describe('20 patients racing for overlapping series', () => {
  it('never two live sessions of the doctor at one time', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, () => patientWithCredits(4)));
    // Each wants 4 Tue/Thu sessions at 09:00 from the second week; they all overlap.
    const body = pattern({ weekdays: [2, 4], time: '09:00', start_date: plus(monday, 7), count: 4 });
    const starts = [8, 10, 15, 17].map((n) => slotAt(plus(monday, n), '09:00'));
    const answers = await Promise.all(
      racers.map((r) => post('/api/series', r.headers, { ...body, order_id: r.orderId, starts })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const overlaps = await t.db.execute(sql`select count(*)::int as n from appointments a join appointments b
      on a.doctor_id = b.doctor_id and a.id < b.id and a.start is not null and b.start is not null
      and a.status in ('held','scheduled') and b.status in ('held','scheduled')
      and tstzrange(a.start, a."end") && tstzrange(b.start, b."end")`);
    const rows = (overlaps as unknown as { rows: { n: number }[] }).rows;
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('one payment for the series (POST /api/orders with series)', () => {
  // Week 5: the other tests book weeks 1 to 4.
  const series = (time: string, over: Record<string, unknown> = {}) => ({
    doctor_id: ASHA,
    weekdays: [1, 3, 5],
    time,
    start_date: plus(monday, 28),
    count: 3,
    starts: [28, 30, 32].map((n) => slotAt(plus(monday, n), time)),
    ...over,
  });

  it('holds every kept time for the order; the payment schedules them all', async () => {
    const o = await orderAs(t.app, { quantity: 3, series: series('09:00') }, String(nextPatient++));
    expect(o.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    const held = await t.db.select().from(appointments).where(eq(appointments.orderId, row!.id));
    expect(held.map((a) => a.status)).toEqual(['held', 'held', 'held']);
    // A second patient cannot take a held time.
    const other = await patientWithCredits(1);
    const taken = await post('/api/appointments', other.headers, {
      order_id: other.orderId,
      start: series('09:00').starts[1],
      doctor_id: ASHA,
    });
    expect(taken.statusCode).toBe(409);
    await pay(t.app, o.body.data!.id, o.headers);
    expect(await liveOn(row!.id)).toBe(3);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/users/${o.patientId}/appointments`, headers: o.headers })
    ).json();
    expect(listed.data.filter((a: { series?: unknown }) => a.series)).toHaveLength(3);
    expect(listed.credits[0]).toMatchObject({ total: 3, scheduled: 3, remaining: 0 });
    // The receipt names the series.
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.orderId, row!.id));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${receipt!.number}`,
      headers: o.headers,
    });
    expect(read.json().data.description).toBe(
      'Payment for 3 physiotherapy sessions (Weekly series of 3 sessions: Mon, Wed, Fri at 09:00)',
    );
    // A Hindi reader reads the series in Hindi too (issue 30), the time as in English.
    const hindi = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${receipt!.number}`,
      headers: { ...o.headers, cookie: 'physio_lang=hi' },
    });
    expect(hindi.json().data.description).toBe(
      'फ़िज़ियोथेरेपी के 3 सत्रों का भुगतान (साप्ताहिक सीरीज़, 3 सत्र: सोम, बुध, शुक्र, 09:00 बजे)',
    );
  });

  it('a time already taken: 409, no order and no hold left behind', async () => {
    const other = await patientWithCredits(1);
    const s = series('09:45');
    expect(
      (
        await post('/api/appointments', other.headers, {
          order_id: other.orderId,
          start: s.starts[2],
          doctor_id: ASHA,
        })
      ).statusCode,
    ).toBe(201);
    const o = await orderAs(t.app, { quantity: 3, series: s }, String(nextPatient++));
    expect(o.statusCode).toBe(409);
    expect(o.body).toEqual({ message: SERIES_MESSAGES.raced, code: 'SLOT_TAKEN' });
    expect(
      (
        await t.db.select({ n: count() }).from(appointments).where(eq(appointments.patientId, o.patientId))
      )[0]!.n,
    ).toBe(0);
    expect(
      (await t.db.select({ n: count() }).from(orders).where(eq(orders.patientId, o.patientId)))[0]!.n,
    ).toBe(0);
  });

  it('the order quantity must be the series size', async () => {
    const o = await orderAs(t.app, { quantity: 2, series: series('10:30') }, String(nextPatient++));
    expect(o.statusCode).toBe(409);
    expect(o.body.code).toBe('QUANTITY_MISMATCH');
  });
});

describe('the database counts a series once per statement (migration 0040)', () => {
  // book_series called as writeSeries calls it, at 07:05 (no slot of the doctor's: nothing else is there) in weeks
  // 7 to 9, so the database's own checks answer, not the API's.
  const bookDirect = async (p: { id: string; orderId: string }, days: number[]) => {
    const seriesId = crypto.randomUUID();
    const slots = days.map((n) => {
      const start = new Date(slotAt(plus(monday, n), '07:05'));
      return { start: start.toISOString(), end: new Date(start.getTime() + 45 * 60_000).toISOString() };
    });
    const args = {
      now: new Date().toISOString(),
      travel_minutes: 30,
      from: slots[0]!.start,
      to: slots[slots.length - 1]!.end,
      doctor_id: DOCTOR,
      patient_id: p.id,
      order_id: p.orderId,
      mode: 'online',
      weekdays: '2',
      minute: 425,
      start_date: plus(monday, days[0]!),
      created_by: p.id,
      take_undated: true,
      changed_by: p.id,
      series_id: seriesId,
      outbox: [],
      slots,
    };
    const result = await t.db.execute(sql`select book_series(${JSON.stringify(args)}::jsonb) as booked`);
    const [row] = (result as unknown as { rows: { booked: unknown }[] }).rows;
    const booked = (typeof row!.booked === 'string' ? JSON.parse(row!.booked) : row!.booked) as {
      refused?: string;
      appointments?: { id: string; series_position: number }[];
    };
    return { seriesId, booked };
  };
  const doctorLoad = async () =>
    (await t.db.select({ n: doctors.scheduledAppointments }).from(doctors).where(eq(doctors.id, DOCTOR)))[0]!
      .n;
  const changesOf = async (seriesId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(appointmentChanges)
        .innerJoin(appointments, eq(appointments.id, appointmentChanges.appointmentId))
        .where(eq(appointments.seriesId, seriesId))
    )[0]!.n;

  it("refuses a series past the order's credits whole; the doctor's count gains exactly what was booked", async () => {
    const p = await patientWithCredits(6);
    // The paid order's undated appointment becomes the first occurrence (it was already counted for the doctor).
    const load = await doctorLoad();
    const first = await bookDirect(p, [43, 50, 57, 64]);
    expect(first.booked.refused).toBeUndefined();
    expect(first.booked.appointments!.map((a) => a.series_position)).toEqual([1, 2, 3, 4]);
    expect(await liveOn(p.orderId)).toBe(4);
    expect(await changesOf(first.seriesId)).toBe(4);
    expect(await doctorLoad()).toBe(load + 3);

    // 4 + 3 > 6: the whole statement is refused, nothing of it left behind.
    const over = await bookDirect(p, [45, 52, 59]);
    expect(over.booked).toEqual({ refused: 'NO_CREDIT' });
    expect(await liveOn(p.orderId)).toBe(4);
    expect(
      await t.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, over.seriesId)),
    ).toEqual([]);
    expect(await doctorLoad()).toBe(load + 3);

    // 4 + 2 = 6: taken.
    const last = await bookDirect(p, [45, 52]);
    expect(last.booked.appointments).toHaveLength(2);
    expect(await liveOn(p.orderId)).toBe(6);
    expect(await changesOf(last.seriesId)).toBe(2);
    expect(await doctorLoad()).toBe(load + 5);
  });
});
