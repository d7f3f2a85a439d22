/**
 * Paying for a family member (issue 28 point 3): a daughter's new paid booking, credits to schedule later and a
 * weekly series, each for her father, through POST /api/orders and the sandbox checkout; the sessions are his, she
 * pays and is the contact. Another patient's or a removed family member is 404 with nothing ordered or held.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { FAMILY_MESSAGES } from '@physio/shared-contracts';
import { drainOutbox, loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { runReminders } from '../scheduling/reminders';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { appointments, dependants, orders, patients } from '../../platform/db/schema';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const ASHA = 'dr-asha-rao';
const cal = testCalendar();
let nextPatient = 9272000000;

/** A new patient with her father on the family list. */
async function daughter() {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(t.app, id, { email: `f${id}@example.com`, name: 'Priya Sharma' });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/family/dependants',
    headers,
    payload: { name: 'Ramesh Sharma', relation: 'parent', age: 74 },
  });
  expect(added.statusCode).toBe(201);
  return { id, headers, fatherId: added.json().data.id as string };
}

/** Her physiotherapist (9000000001) sets a plan: hers, or with `dependant_id` the family member's own. */
async function setPlan(p: { id: string }, plan: { sessions: number; price: number; dependant_id?: string }) {
  await t.db.update(patients).set({ newUser: false, doctorId: '9000000001' }).where(eq(patients.id, p.id));
  const doctor = await loginAsDoctor(t.app, '9000000001');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${p.id}/plan`,
    headers: doctor,
    payload: plan,
  });
  expect(res.statusCode).toBe(200);
}

const order = (p: { id: string; headers: AuthHeaders }, over: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: p.headers,
    payload: orderBody({
      patient_id: p.id,
      email: `f${p.id}@example.com`,
      booking: { mode: 'online' },
      ...over,
    }),
  });
const rowOf = async (providerOrderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
const sessionsOf = (orderId: string) =>
  t.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), isNotNull(appointments.start)))
    .orderBy(appointments.start);

describe('paying a new booking for a family member', () => {
  it('holds and then schedules the chosen time as the father’s; she pays and is the contact', async () => {
    const p = await daughter();
    const start = cal.slot();
    const res = await order(p, { slot: { start, doctor_id: ASHA }, dependant_id: p.fatherId });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res.json().data.id);
    expect(row).toMatchObject({ patientId: p.id, dependantId: p.fatherId });
    expect((await sessionsOf(row.id)).map((a) => [a.status, a.dependantId])).toEqual([['held', p.fatherId]]);

    await pay(t.app, res.json().data.id, p.headers);
    const [session] = await sessionsOf(row.id);
    expect(session).toMatchObject({ status: 'scheduled', patientId: p.id, dependantId: p.fatherId });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${res.json().data.id}`,
      headers: p.headers,
    });
    expect(read.json().data.appointment).toMatchObject({
      patient_name: 'Priya Sharma',
      dependant: { id: p.fatherId, name: 'Ramesh Sharma', relation: 'parent', age: 74 },
    });
  });

  it('a returning holder’s booking for him is at his own price: the first-session price, or his plan’s', async () => {
    const p = await daughter();
    await setPlan(p, { sessions: 5, price: 800 });
    const atHers = await order(p, { dependant_id: p.fatherId, price: 800 });
    expect(atHers.statusCode).toBe(409);
    expect(atHers.json().code).toBe('PRICE_MISMATCH');
    expect(atHers.json().message).toContain('a session now costs ₹499.00');
    expect(await t.db.select().from(orders).where(eq(orders.patientId, p.id))).toEqual([]);

    const first = await order(p, { dependant_id: p.fatherId, price: 499 });
    expect(first.statusCode).toBe(200);
    expect(await rowOf(first.json().data.id)).toMatchObject({
      unitPricePaise: 49_900,
      dependantId: p.fatherId,
    });
    await setPlan(p, { sessions: 3, price: 650, dependant_id: p.fatherId });
    const planned = await order(p, { dependant_id: p.fatherId, price: 650, quantity: 2 });
    expect(planned.statusCode).toBe(200);
    expect(await rowOf(planned.json().data.id)).toMatchObject({
      unitPricePaise: 65_000,
      amountPaise: 130_000,
    });
    // Her own booking stays at her price.
    const own = await order(p, { price: 800 });
    expect(own.statusCode).toBe(200);
    expect(await rowOf(own.json().data.id)).toMatchObject({ unitPricePaise: 80_000, dependantId: null });
  });

  it('credits bought for him schedule his sessions later, without naming him again', async () => {
    const p = await daughter();
    await setPlan(p, { sessions: 2, price: 1000, dependant_id: p.fatherId });
    const res = await order(p, { kind: 'physio', quantity: 2, price: 1000, dependant_id: p.fatherId });
    expect(res.statusCode).toBe(200);
    await pay(t.app, res.json().data.id, p.headers);
    const row = await rowOf(res.json().data.id);
    const [undated] = await t.db.select().from(appointments).where(eq(appointments.orderId, row.id));
    expect(undated).toMatchObject({ start: null, dependantId: p.fatherId });

    const book = (over: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: p.headers,
        payload: { order_id: row.id, doctor_id: ASHA, start: cal.slot(), ...over },
      });
    const first = await book();
    expect(first.statusCode).toBe(201);
    expect(first.json().data.dependant).toMatchObject({ id: p.fatherId });
    // Naming him is the same; a second family member cannot take his credits (they are not a shareable package).
    const mother = await t.app.inject({
      method: 'POST',
      url: '/api/family/dependants',
      headers: p.headers,
      payload: { name: 'Sunita Sharma', relation: 'parent', age: 70 },
    });
    const refused = await book({ dependant_id: mother.json().data.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PACKAGE_NOT_SHAREABLE');
    expect((await book({ dependant_id: p.fatherId })).statusCode).toBe(201);
    expect((await sessionsOf(row.id)).map((a) => a.dependantId)).toEqual([p.fatherId, p.fatherId]);
  });

  it('another patient’s or a removed family member is 404: no order, nothing held', async () => {
    const p = await daughter();
    const stranger = await daughter();
    const start = cal.slot();
    const theirs = await order(p, { slot: { start, doctor_id: ASHA }, dependant_id: stranger.fatherId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    await t.app.inject({ method: 'DELETE', url: `/api/family/dependants/${p.fatherId}`, headers: p.headers });
    const removed = await order(p, { slot: { start, doctor_id: ASHA }, dependant_id: p.fatherId });
    expect(removed.statusCode).toBe(404);
    const bad = await order(p, { dependant_id: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.patientId, p.id))).toEqual([]);
    expect(await t.db.select().from(appointments).where(eq(appointments.patientId, p.id))).toEqual([]);
  });
});

describe('book-physio for a family member: the member’s own plan is what is bought', () => {
  type Plan = { sessions: number; price: number };
  const physio = (p: { id: string; headers: AuthHeaders }, plan: Plan, over: Record<string, unknown> = {}) =>
    order(p, { kind: 'physio', quantity: plan.sessions, price: plan.price, ...over });
  /** What was charged and recorded: [amount answered, quantity, unit price, amount, family member]. */
  const charged = async (res: Awaited<ReturnType<typeof order>>) => {
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res.json().data.id);
    return [res.json().data.amount, row.quantity, row.unitPricePaise, row.amountPaise, row.dependantId];
  };
  const addMother = async (p: { headers: AuthHeaders }) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/family/dependants',
        headers: p.headers,
        payload: { name: 'Sunita Sharma', relation: 'parent', age: 70 },
      })
    ).json().data.id as string;

  it('her plan for herself, his own for him; a member without a plan gets what a holder without one gets', async () => {
    const p = await daughter();
    await setPlan(p, { sessions: 5, price: 800 });
    await setPlan(p, { sessions: 3, price: 650, dependant_id: p.fatherId });
    const motherId = await addMother(p);

    expect(await charged(await physio(p, { sessions: 5, price: 800 }))).toEqual([
      400_000,
      5,
      80_000,
      400_000,
      null,
    ]);
    expect(await charged(await physio(p, { sessions: 3, price: 650 }, { dependant_id: p.fatherId }))).toEqual(
      [195_000, 3, 65_000, 195_000, p.fatherId],
    );
    // A returning patient whose physiotherapist has set no plan: what the mother, with none, is charged too.
    const holder = await daughter();
    await t.db.update(patients).set({ newUser: false }).where(eq(patients.id, holder.id));
    const holderWithout = await charged(await physio(holder, { sessions: 1, price: 499 }));
    expect(holderWithout).toEqual([49_900, 1, 49_900, 49_900, null]);
    const mother = await charged(await physio(p, { sessions: 1, price: 499 }, { dependant_id: motherId }));
    expect(mother).toEqual([...holderWithout.slice(0, 4), motherId]);
  });

  it('the holder’s plan sent for him is refused (409), nothing ordered; his plan changed since the page too', async () => {
    const p = await daughter();
    await setPlan(p, { sessions: 5, price: 800 });
    await setPlan(p, { sessions: 3, price: 650, dependant_id: p.fatherId });
    const hers = await physio(p, { sessions: 5, price: 800 }, { dependant_id: p.fatherId });
    expect(hers.statusCode).toBe(409);
    expect(hers.json()).toEqual({
      message:
        'Ramesh Sharma’s treatment plan now has 3 sessions. Please review the new amount and try again.',
      code: 'QUANTITY_MISMATCH',
    });
    const oldPrice = await physio(p, { sessions: 3, price: 800 }, { dependant_id: p.fatherId });
    expect(oldPrice.statusCode).toBe(409);
    expect(oldPrice.json().code).toBe('PRICE_MISMATCH');
    expect(oldPrice.json().message).toContain('a session now costs ₹650.00');
    expect(await t.db.select().from(orders).where(eq(orders.patientId, p.id))).toEqual([]);
  });

  it('another account’s family member is 404: no order, nothing held, whatever plan is sent', async () => {
    const p = await daughter();
    const stranger = await daughter();
    await setPlan(p, { sessions: 5, price: 800 });
    await setPlan(stranger, { sessions: 2, price: 900, dependant_id: stranger.fatherId });
    for (const plan of [
      { sessions: 2, price: 900 },
      { sessions: 5, price: 800 },
      { sessions: 1, price: 499 },
    ]) {
      const res = await physio(p, plan, { dependant_id: stranger.fatherId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    }
    expect(await t.db.select().from(orders).where(eq(orders.patientId, p.id))).toEqual([]);
    expect(await t.db.select().from(appointments).where(eq(appointments.patientId, p.id))).toEqual([]);
    // His plan is untouched.
    const [his] = await t.db.select().from(dependants).where(eq(dependants.id, stranger.fatherId));
    expect(his).toMatchObject({ planSessions: 2, planPricePaise: 90_000 });
  });
});

describe('what the holder receives names the family member', () => {
  it('the receipt (page and PDF), the SMS, the reminder and the .ics name him; she is the payer', async () => {
    const p = await daughter();
    const start = cal.slot(3);
    const res = await order(p, { slot: { start, doctor_id: ASHA }, dependant_id: p.fatherId });
    await pay(t.app, res.json().data.id, p.headers);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/receipts?patient_id=${p.id}`,
      headers: p.headers,
    });
    const number: string = list.json().data[0].number;
    const receipt = await t.app.inject({ method: 'GET', url: `/api/receipts/${number}`, headers: p.headers });
    expect(receipt.json().data).toMatchObject({
      patient: { name: 'Priya Sharma', mobile: p.id },
      dependant: { name: 'Ramesh Sharma', relation: 'parent' },
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/receipts/${number}.pdf`, headers: p.headers });
    const { lines } = await pdfText(pdf.rawPayload);
    const at = (line: string) => lines.indexOf(line);
    expect(at('Patient')).toBeGreaterThanOrEqual(0);
    expect(lines[at('Patient') + 1]).toBe('Ramesh Sharma (Parent)');
    expect(lines[at('Paid by') + 1]).toBe('Priya Sharma');

    // The booking's SMS goes to her and says whose session it is (within the fixed DLT text).
    await drainOutbox(t.app);
    const sms = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/dev/sms?mobile=${p.id}` })).json().data as {
          message: string;
        }[]
      ).map((m) => m.message);
    expect((await sms()).find((m) => m.includes('payment of'))).toContain(
      'Your online session for Ramesh with Dr. Asha Rao is booked for',
    );
    await runReminders({ db: t.db, log: t.app.log }, new Date(Date.parse(start) - 23 * 3_600_000));
    await drainOutbox(t.app);
    expect((await sms()).find((m) => m.includes('reminder of'))).toContain(
      'reminder of your online session for Ramesh with Dr. Asha Rao',
    );

    const [session] = await sessionsOf((await rowOf(res.json().data.id)).id);
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${session!.id}/calendar.ics`,
      headers: p.headers,
    });
    expect(ics.statusCode).toBe(200);
    const unfolded = ics.body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Online physiotherapy session for Ramesh Sharma with Dr. Asha Rao');
    expect(unfolded).toContain('DESCRIPTION:Patient: Ramesh Sharma (Parent). Join the video session');
  });
});

describe('a weekly series for a family member', () => {
  const monday = (() => {
    let d = cal.day(21);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = cal.day();
    return d;
  })();
  const plus = (date: string, n: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const pattern = (time: string, week: number) => ({
    doctor_id: ASHA,
    weekdays: [1, 3, 5],
    time,
    start_date: plus(monday, week * 7),
    count: 3,
  });
  const starts = (time: string, week: number) =>
    [0, 2, 4].map((n) => slotAt(plus(monday, week * 7 + n), time));

  it('paid at once: every occurrence is his', async () => {
    const p = await daughter();
    const res = await order(p, {
      quantity: 3,
      series: { ...pattern('09:00', 0), starts: starts('09:00', 0) },
      dependant_id: p.fatherId,
    });
    expect(res.statusCode).toBe(200);
    await pay(t.app, res.json().data.id, p.headers);
    const row = await rowOf(res.json().data.id);
    expect((await sessionsOf(row.id)).map((a) => [a.status, a.dependantId])).toEqual(
      Array(3).fill(['scheduled', p.fatherId]),
    );
  });

  it('on credits bought for him (POST /api/series) with the preview; a stranger’s family member is 404', async () => {
    const p = await daughter();
    const stranger = await daughter();
    await setPlan(p, { sessions: 3, price: 1000, dependant_id: p.fatherId });
    const paid = await order(p, { kind: 'physio', quantity: 3, price: 1000, dependant_id: p.fatherId });
    await pay(t.app, paid.json().data.id, p.headers);
    const row = await rowOf(paid.json().data.id);
    const body = { ...pattern('09:45', 1), mode: 'online', order_id: row.id };
    const preview = (dependant: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/series/preview',
        headers: p.headers,
        payload: { ...body, dependant_id: dependant },
      });
    expect((await preview(p.fatherId)).statusCode).toBe(200);
    const foreign = await preview(stranger.fatherId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('DEPENDANT_NOT_FOUND');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/series',
      headers: p.headers,
      payload: { ...body, starts: starts('09:45', 1), dependant_id: stranger.fatherId },
    });
    expect(refused.statusCode).toBe(404);
    expect(await sessionsOf(row.id)).toEqual([]);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/series',
      headers: p.headers,
      payload: { ...body, starts: starts('09:45', 1), dependant_id: p.fatherId },
    });
    expect(booked.statusCode).toBe(201);
    expect(
      booked.json().data.appointments.map((a: { dependant?: { id: string } }) => a.dependant?.id),
    ).toEqual([p.fatherId, p.fatherId, p.fatherId]);
    expect((await sessionsOf(row.id)).map((a) => a.dependantId)).toEqual(Array(3).fill(p.fatherId));
  });

  it('her own credits do not book a series for him (403, nothing booked)', async () => {
    const p = await daughter();
    await t.db
      .update(patients)
      .set({ newUser: false, sessions: 3, pricePaise: 100_000, doctorId: '9000000001' })
      .where(eq(patients.id, p.id));
    const paid = await order(p, { kind: 'physio', quantity: 3, price: 1000 });
    await pay(t.app, paid.json().data.id, p.headers);
    const row = await rowOf(paid.json().data.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/series',
      headers: p.headers,
      payload: {
        ...pattern('10:30', 2),
        mode: 'online',
        order_id: row.id,
        starts: starts('10:30', 2),
        dependant_id: p.fatherId,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PACKAGE_NOT_SHAREABLE');
    expect(await sessionsOf(row.id)).toEqual([]);
  });
});
