/** Session packages through the routes on PGlite: the doctor's packages, the purchase, its credits and their end. */
import { and, eq } from 'drizzle-orm';
import { addDays, packageCreditsValidUntil, todayInIndia, formatDate } from '@physio/shared-contracts';
import { drainOutbox, loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { pay, testCalendar } from '../../../test/scheduling-helpers';
import { orders, outbox, patients } from '../../platform/db/schema';
import { remindExpiringPackages } from './index';
import { successRedirect } from '../payments/payment-webhook';

let t: PaymentsTestApp;
let asha: AuthHeaders;
let rahul: AuthHeaders;
const cal = testCalendar();
let nextPatient = 9260000000;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  asha = await loginAsDoctor(t.app, '9000000001');
  rahul = await loginAsDoctor(t.app, '9000000002');
});
afterAll(() => t.close());

const validPackage = {
  name: 'Knee rehab, 10 sessions',
  sessions: 10,
  price: 600_000,
  validity_days: 90,
  mode: 'both',
  family_shared: true,
};

async function createPackage(headers: AuthHeaders, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/packages',
    headers,
    payload: { ...validPackage, ...body },
  });
}

async function newPatient() {
  const id = String(nextPatient++);
  return { id, headers: await loginAsPatient(t.app, id, { email: `p${id}@example.com` }) };
}

const buy = (headers: AuthHeaders, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/packages/orders', headers, payload: body });

const credits = async (patient: { id: string; headers: AuthHeaders }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/users/${patient.id}/appointments`,
      headers: patient.headers,
    })
  ).json().credits as {
    order_id: string;
    provider_order_id: string;
    total: number;
    remaining: number;
    valid_until: string;
    package_name: string | null;
    expired: boolean;
    doctor_id: string | null;
  }[];

/** A patient who bought and paid Asha's package: its provider order id and our row. */
async function boughtPackage(packageId: string, body: Record<string, unknown> = {}) {
  const patient = await newPatient();
  const res = await buy(patient.headers, { doctor_id: 'dr-asha-rao', package_id: packageId, ...body });
  expect(res.statusCode).toBe(200);
  const providerOrderId: string = res.json().data.id;
  await pay(t.app, providerOrderId, patient.headers);
  const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return { patient, providerOrderId, row: row!, amount: res.json().data.amount as number };
}

describe('a doctor’s packages', () => {
  it('creates, lists and retires its own; the booking page sees only those on sale', async () => {
    const created = await createPackage(asha, { name: 'Shoulder, 4 sessions', sessions: 4, price: 200_000 });
    expect(created.statusCode).toBe(201);
    const pkg = created.json().data;
    expect(pkg).toMatchObject({ doctor_id: 'dr-asha-rao', sessions: 4, price: 200_000, family_shared: true });
    const mine = await t.app.inject({ method: 'GET', url: '/api/dashboard/packages', headers: asha });
    expect(mine.json().data.map((p: { id: string }) => p.id)).toContain(pkg.id);

    const retired = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/packages/${pkg.id}/retire`,
      headers: asha,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data.retired_at).not.toBeNull();
    const onSale = await t.app.inject({ method: 'GET', url: '/api/doctors/dr-asha-rao/packages' });
    expect(onSale.statusCode).toBe(200);
    expect(onSale.json().data.map((p: { id: string }) => p.id)).not.toContain(pkg.id);
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/packages' })).json().data;
    expect(catalogue.map((p: { id: string }) => p.id)).not.toContain(pkg.id);
    const kept = (await createPackage(asha, { name: 'Still sold' })).json().data;
    const listed = (await t.app.inject({ method: 'GET', url: '/api/packages' })).json().data;
    expect(listed.find((p: { id: string }) => p.id === kept.id)).toMatchObject({
      doctor_name: 'Dr. Asha Rao',
    });
  });

  it.each([
    [{ sessions: 0 }, 'sessions'],
    [{ sessions: 51 }, 'sessions'],
    [{ sessions: 2.5 }, 'sessions'],
    [{ price: 0 }, 'price'],
    [{ price: -100 }, 'price'],
    [{ price: 50_000_001 }, 'price'],
    [{ validity_days: 0 }, 'validity_days'],
    [{ validity_days: 731 }, 'validity_days'],
    [{ mode: 'clinic' }, 'mode'],
    [{ name: '' }, 'name'],
  ])('refuses %j with a 400 that says why, and stores nothing', async (bad, field) => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/packages', headers: asha })
    ).json().data.length;
    const res = await createPackage(asha, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json())).toContain(field);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/packages', headers: asha })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it('lets no other doctor retire it (404, as an unknown one) and no patient define one (403)', async () => {
    const pkg = (await createPackage(asha)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/packages/${pkg.id}/retire`,
      headers: rahul,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PACKAGE_NOT_FOUND');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/dashboard/packages', headers: asha })).json()
      .data;
    expect(mine.find((p: { id: string }) => p.id === pkg.id).retired_at).toBeNull();
    const patient = await newPatient();
    expect((await createPackage(patient.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/dashboard/packages', payload: validPackage }))
        .statusCode,
    ).toBe(401);
  });
});

describe('buying a package', () => {
  let pkgId: string;
  beforeAll(async () => {
    pkgId = (await createPackage(asha, { price: 600_000, sessions: 10, validity_days: 60 })).json().data.id;
  });

  it('is priced by the server: the package price, less a coupon as orders are', async () => {
    const patient = await newPatient();
    const plain = await buy(patient.headers, { doctor_id: 'dr-asha-rao', package_id: pkgId, price: 1 });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.amount).toBe(600_000);
    const other = await newPatient();
    const halved = await buy(other.headers, {
      doctor_id: 'dr-asha-rao',
      package_id: pkgId,
      coupon_code: 'halfoff',
    });
    expect(halved.statusCode).toBe(200);
    expect(halved.json().data.amount).toBe(300_000);
    const expired = await buy(other.headers, {
      doctor_id: 'dr-asha-rao',
      package_id: pkgId,
      coupon_code: 'OLD20',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('INVALID_COUPON');
  });

  it('refuses a retired package, another doctor’s package id and a mode it does not sell (400)', async () => {
    const patient = await newPatient();
    const retired = (await createPackage(asha, { name: 'Old offer' })).json().data.id;
    await t.app.inject({ method: 'POST', url: `/api/dashboard/packages/${retired}/retire`, headers: asha });
    const onlineOnly = (await createPackage(asha, { name: 'Online only', mode: 'online' })).json().data.id;
    for (const body of [
      { doctor_id: 'dr-asha-rao', package_id: retired },
      { doctor_id: 'dr-rahul-mehta', package_id: pkgId },
      { doctor_id: 'dr-asha-rao', package_id: '00000000-0000-4000-8000-000000000000' },
      {
        doctor_id: 'dr-asha-rao',
        package_id: onlineOnly,
        booking: { mode: 'home', address: '12 MG Road, Pune', pincode: '411001' },
      },
    ]) {
      const res = await buy(patient.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PACKAGE_UNAVAILABLE');
    }
    const placed = await t.db.select().from(orders).where(eq(orders.patientId, patient.id));
    expect(placed).toHaveLength(0);
  });

  it('becomes the package’s credits with the doctor, usable until the purchase day + validity, and books from them', async () => {
    const { patient, row } = await boughtPackage(pkgId);
    expect(row.status).toBe('paid');
    expect(row.kind).toBe('package');
    expect(row.creditsValidUntil).toBe(packageCreditsValidUntil(row.paidAt!.toISOString(), 60));
    // The checkout comes back to the patient area, where the sessions are.
    expect(successRedirect(row)).toBe(`/user/dashboard/${patient.id}?bought=${row.providerOrderId}`);
    const [mine] = await credits(patient);
    expect(mine).toMatchObject({
      total: 10,
      remaining: 10,
      package_name: 'Knee rehab, 10 sessions',
      valid_until: addDays(todayInIndia(), 60),
      expired: false,
      doctor_id: 'dr-asha-rao',
    });
    const wrongDoctor = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: patient.headers,
      payload: { order_id: mine!.order_id, doctor_id: 'dr-rahul-mehta', start: cal.slot() },
    });
    expect(wrongDoctor.statusCode).toBe(400);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: patient.headers,
      payload: { order_id: mine!.order_id, doctor_id: 'dr-asha-rao', start: cal.slot() },
    });
    expect(booked.statusCode).toBe(201);
    expect((await credits(patient))[0]!.remaining).toBe(9);
  });

  it('refunds unused valid credits pro rata with the refunds arithmetic', async () => {
    const { patient, providerOrderId, row } = await boughtPackage(pkgId, { coupon_code: 'HALFOFF' });
    const [mine] = await credits(patient);
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: patient.headers,
      payload: { order_id: mine!.order_id, doctor_id: 'dr-asha-rao', start: cal.slot() },
    });
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${providerOrderId}/refund`,
      headers: patient.headers,
    });
    expect(quote.statusCode).toBe(200);
    // ₹3,000 paid for 10 sessions, 9 unused.
    expect(quote.json().data).toMatchObject({ credits: 9, amount: Math.floor((row.amountPaise * 9) / 10) });
    expect(row.amountPaise).toBe(300_000);
  });

  it('after its last day: neither usable (409 CREDITS_EXPIRED) nor refundable (409 CREDITS_EXPIRED)', async () => {
    const { patient, providerOrderId, row } = await boughtPackage(pkgId);
    await t.db
      .update(orders)
      .set({ creditsValidUntil: addDays(todayInIndia(), -1) })
      .where(eq(orders.id, row.id));
    const [mine] = await credits(patient);
    expect(mine!.expired).toBe(true);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: patient.headers,
      payload: { order_id: mine!.order_id, doctor_id: 'dr-asha-rao', start: cal.slot() },
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().code).toBe('CREDITS_EXPIRED');
    for (const method of ['GET', 'POST'] as const) {
      const refund = await t.app.inject({
        method,
        url: `/api/orders/${providerOrderId}/refund`,
        headers: patient.headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(refund.statusCode).toBe(409);
      expect(refund.json().code).toBe('CREDITS_EXPIRED');
    }
  });
});

describe('the reminder a week before package credits expire', () => {
  it('picks exactly the paid packages whose last day is 7 days away, once, by e-mail and SMS', async () => {
    const pkgId = (await createPackage(asha, { name: 'Reminder test', validity_days: 30 })).json().data.id;
    const due = await boughtPackage(pkgId);
    const early = await boughtPackage(pkgId);
    const late = await boughtPackage(pkgId);
    const today = todayInIndia();
    const setDay = (id: string, days: number) =>
      t.db
        .update(orders)
        .set({ creditsValidUntil: addDays(today, days) })
        .where(eq(orders.id, id));
    await setDay(due.row.id, 7);
    await setDay(early.row.id, 8);
    await setDay(late.row.id, 6);
    // Other tests' packages are 30–90 days away; the one due is the only one reminded.
    const messages = (orderId: string) =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'credits.expiring')))
        .then((rows) => rows.filter((r) => r.key.endsWith(`/${orderId}`)));
    expect(await remindExpiringPackages(t.db)).toBe(1);
    expect((await messages(due.row.id)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(await messages(early.row.id)).toHaveLength(0);
    expect(await messages(late.row.id)).toHaveLength(0);
    expect(await remindExpiringPackages(t.db)).toBe(0);
    expect(await messages(due.row.id)).toHaveLength(2);

    await drainOutbox(t.app);
    const until = formatDate(addDays(today, 7));
    const sms = await t.app.inject({ method: 'GET', url: `/api/dev/sms?mobile=${due.patient.id}` });
    const texts = (sms.json().data as { message: string }[]).map((m) => m.message);
    expect(texts).toContainEqual(
      expect.stringContaining(
        `10 sessions of your Reminder test package with Dr. Asha Rao can be used until ${until}`,
      ),
    );
    const mail = await t.app.inject({
      method: 'GET',
      url: `/api/dev/email?to=p${due.patient.id}@example.com`,
    });
    const body = JSON.stringify(mail.json().data);
    expect(body).toContain(`Your package sessions can be used until ${until}`);
    expect(body).toContain('can no longer be used or refunded');
  });

  it('a patient who reads Hindi gets the e-mail in Hindi, the day in Hindi and the count as digits (issue 30)', async () => {
    const pkgId = (await createPackage(asha, { name: 'Hindi reminder', validity_days: 30 })).json().data.id;
    const due = await boughtPackage(pkgId);
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, due.patient.id));
    const day = addDays(todayInIndia(), 7);
    await t.db.update(orders).set({ creditsValidUntil: day }).where(eq(orders.id, due.row.id));
    expect(await remindExpiringPackages(t.db)).toBe(1);
    await drainOutbox(t.app);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/api/dev/email?to=p${due.patient.id}@example.com`,
    });
    const [message] = mail.json().data as { subject: string; text: string; html: string }[];
    const until = formatDate(day, 'hi');
    expect(message!.subject).toBe(`आपके पैकेज के सेशन ${until} तक इस्तेमाल हो सकते हैं`);
    expect(message!.text).toContain(
      `Dr. Asha Rao के साथ आपके “Hindi reminder” पैकेज के 10 सेशन अभी इस्तेमाल नहीं हुए हैं। ये ${until} तक इस्तेमाल हो सकते हैं।`,
    );
    expect(message!.text).toContain('बचे हुए सेशन: 10');
    expect(message!.html).toContain('<html lang="hi">');
    expect(message!.text).not.toContain('can be used until');
  });
});
