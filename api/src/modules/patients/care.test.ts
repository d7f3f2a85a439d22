import { eq } from 'drizzle-orm';
import { doctorEarnings, orders, patients, prescriptions } from '../../platform/db/schema';
import { loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { NOT_YOUR_PATIENT_MESSAGE } from './care';
import { DEMO_DOCTOR } from '../site/seed';

const days = testCalendar();
let t: PaymentsTestApp;
let asha: AuthHeaders;
let rahul: AuthHeaders;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  asha = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
  rahul = await loginAsDoctor(t.app, '9000000002');
});
afterAll(() => t.close());

const get = (url: string, headers: AuthHeaders) => t.app.inject({ method: 'GET', url, headers });
/** Every read of a patient's records a doctor has: profile, sessions, prescriptions, orders (list and one). */
const reads = (patientId: string, orderId: string) => [
  `/api/users/${patientId}`,
  `/api/users/${patientId}/appointments`,
  `/api/users/${patientId}/prescriptions`,
  `/api/orders?patient_id=${patientId}`,
  `/api/orders/${orderId}`,
];
const statuses = async (urls: string[], headers: AuthHeaders) =>
  Promise.all(urls.map(async (url) => (await get(url, headers)).statusCode));

describe('a doctor reads and changes only their own patients', () => {
  it('refuses a patient with no order, session, plan or prescription with them (403), everywhere', async () => {
    // A patient who booked a home visit with Dr. Asha: Dr. Rahul has nothing to do with them.
    const o = await orderAs(t.app, {
      booking: { mode: 'home', address: '7 Lake View Road, Pune', pincode: '411001' },
      slot: { start: slotAt(days.day(), '16:00'), doctor_id: DEMO_DOCTOR.publicId },
    });
    await pay(t.app, o.body.data!.id, o.headers);
    const urls = reads(o.patientId, o.body.data!.id);
    expect(await statuses(urls, asha)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(urls, rahul)).toEqual([403, 403, 403, 403, 403]);
    const refused = await get(urls[1]!, rahul);
    expect(refused.json()).toEqual({ message: NOT_YOUR_PATIENT_MESSAGE, code: 'NOT_YOUR_PATIENT' });
    expect(refused.body).not.toContain('Lake View');
    const prescribe = await t.app.inject({
      method: 'POST',
      url: `/api/users/${o.patientId}/prescriptions`,
      headers: rahul,
      payload: { title: 'Stretches', advice: 'Daily', exercises: [] },
    });
    expect([prescribe.statusCode, prescribe.json().code]).toEqual([403, 'NOT_YOUR_PATIENT']);
    // Only the assigned doctor changes the plan: Dr. Rahul cannot rewrite it (nor become their doctor by it).
    const plan = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${o.patientId}/plan`,
      headers: rahul,
      payload: { sessions: 2, price: 1 },
    });
    expect([plan.statusCode, plan.json().code]).toEqual([403, 'NOT_ASSIGNED']);
    const [row] = await t.db.select().from(patients).where(eq(patients.id, o.patientId));
    expect(row).toMatchObject({ doctorId: DEMO_DOCTOR.id, sessions: 1 });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/${o.patientId}/plan`,
          headers: asha,
          payload: { sessions: 6, price: 650 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('finds any patient by the exact id, name only; starting a plan puts an unassigned patient under care', async () => {
    const patientId = '9320000001';
    await loginAsPatient(t.app, patientId, { name: 'Kiran Shah', email: 'kiran@example.com' });
    expect(await get(`/api/users/${patientId}`, rahul)).toMatchObject({ statusCode: 403 });
    const named = await get(`/api/users/${patientId}/name`, rahul);
    expect(named.json()).toEqual({ data: { id: patientId, name: 'Kiran Shah' } });
    expect((await get('/api/users/9320000099/name', rahul)).statusCode).toBe(404);
    expect(
      (await get(`/api/users/${patientId}/name`, await loginAsPatient(t.app, '9320000002'))).statusCode,
    ).toBe(403);
    const plan = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${patientId}/plan`,
      headers: rahul,
      payload: { sessions: 4, price: 600 },
    });
    expect(plan.statusCode).toBe(200);
    expect((await get(`/api/users/${patientId}`, rahul)).json().data).toMatchObject({
      name: 'Kiran Shah',
      email: 'kiran@example.com',
      sessions: 4,
    });
    // Now theirs: Dr. Asha, who has no part in it, is refused.
    expect((await get(`/api/users/${patientId}`, asha)).statusCode).toBe(403);
  });

  it('an order credited to the doctor (its ledger line) or a prescription of theirs makes the patient theirs', async () => {
    const o = await orderAs(t.app, {});
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    const credited = await loginAsDoctor(t.app, '9000000005');
    const prescriber = await loginAsDoctor(t.app, '9000000006');
    expect((await get(`/api/users/${o.patientId}`, credited)).statusCode).toBe(403);
    expect((await get(`/api/users/${o.patientId}`, prescriber)).statusCode).toBe(403);
    await t.db
      .insert(doctorEarnings)
      .values({ doctorId: '9000000005', orderId: order!.id, amountPaise: 34_930 });
    await t.db.insert(prescriptions).values({
      patientId: o.patientId,
      doctorId: '9000000006',
      title: 'Neck care',
      advice: '',
      exercises: [],
    });
    expect((await get(`/api/users/${o.patientId}`, credited)).statusCode).toBe(200);
    expect((await get(`/api/users/${o.patientId}`, prescriber)).statusCode).toBe(200);
  });
});

describe('a doctor’s searches list only their own patients', () => {
  it('by name and by dates', async () => {
    const mine = '9320000011';
    const theirs = '9320000012';
    await loginAsPatient(t.app, mine, { name: 'Zoravar Ownpatient' });
    await loginAsPatient(t.app, theirs, { name: 'Zoravar Otherpatient' });
    await t.db.update(patients).set({ doctorId: '9000000002' }).where(eq(patients.id, mine));
    await t.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, theirs));
    const byName = await get('/api/users?name=zoravar', rahul);
    expect(byName.json().data.map((p: { id: string }) => p.id)).toEqual([mine]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const byDates = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/search',
      headers: rahul,
      payload: { from_date: today, to_date: today },
    });
    const ids = byDates.json().data.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    // A doctor with no patients finds nobody at all.
    const stranger = await loginAsDoctor(t.app, '9000000066');
    expect((await get('/api/users?name=zoravar', stranger)).json().data).toBeNull();
  });
});
