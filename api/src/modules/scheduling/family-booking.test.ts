/**
 * Booking for a family member (issue 28 point 3) on PGlite: a daughter's shareable package books her father; the
 * e-mail to her names him; the doctor sees him with her as the contact, his age from his birth year. Bad ids and
 * unshareable credits change nothing. Reads today's date: in the clock pass's year's-end round (jest.clock.config.cjs).
 */
import { eq } from 'drizzle-orm';
import { birthYearFromAge, FAMILY_MESSAGES } from '@physio/shared-contracts';
import { drainOutbox, loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { pay, testCalendar } from '../../../test/scheduling-helpers';
import { appointments, dependants } from '../../platform/db/schema';

let t: PaymentsTestApp;
let asha: AuthHeaders;
const cal = testCalendar();
let nextPatient = 9271000000;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  asha = await loginAsDoctor(t.app, '9000000001');
});
afterAll(() => t.close());

async function packageOf(familyShared: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/packages',
    headers: asha,
    payload: {
      name: familyShared ? 'Family knee course' : 'Personal course',
      sessions: 5,
      price: 250_000,
      validity_days: 90,
      mode: 'online',
      family_shared: familyShared,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

/** A new patient with a paid package of Asha's and a parent on their family list. */
async function holderWithPackage(packageId: string) {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(t.app, id, { email: `d${id}@example.com`, name: 'Priya Sharma' });
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/packages/orders',
    headers,
    payload: { doctor_id: 'dr-asha-rao', package_id: packageId },
  });
  expect(bought.statusCode).toBe(200);
  await pay(t.app, bought.json().data.id, headers);
  const mine = await t.app.inject({ method: 'GET', url: `/api/users/${id}/appointments`, headers });
  const orderId: string = mine.json().credits[0].order_id;
  const father = await t.app.inject({
    method: 'POST',
    url: '/api/family/dependants',
    headers,
    payload: { name: 'Ramesh Sharma', relation: 'parent', age: 74 },
  });
  return { id, headers, orderId, fatherId: father.json().data.id as string };
}

const book = (headers: AuthHeaders, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/appointments', headers, payload: body });

const booked = async (patientId: string) =>
  t.db.select().from(appointments).where(eq(appointments.patientId, patientId));

describe('booking for a family member', () => {
  it('books the father from the daughter’s shareable package; the mail to her names him; the doctor sees both', async () => {
    const daughter = await holderWithPackage(await packageOf(true));
    const res = await book(daughter.headers, {
      order_id: daughter.orderId,
      doctor_id: 'dr-asha-rao',
      start: cal.slot(),
      dependant_id: daughter.fatherId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      patient_id: daughter.id,
      patient_name: 'Priya Sharma',
      dependant: { id: daughter.fatherId, name: 'Ramesh Sharma', relation: 'parent', age: 74 },
    });

    await drainOutbox(t.app);
    const mail = await t.app.inject({ method: 'GET', url: `/api/dev/email?to=d${daughter.id}@example.com` });
    const scheduled = (mail.json().data as { subject: string; text: string }[]).find((m) =>
      m.subject.startsWith('Session booked'),
    );
    expect(scheduled?.subject).toMatch(/^Session booked for Ramesh Sharma: /);
    expect(scheduled?.text).toContain("Ramesh Sharma's online session with Dr. Asha Rao");

    // The doctor's list: the session is the father's, the daughter is who to call.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/appointments?doctor_id=9000000001',
      headers: asha,
    });
    const seen = (list.json().data as { id: string }[]).find((a) => a.id === res.json().data.id);
    expect(seen).toMatchObject({
      patient_name: 'Priya Sharma',
      patient_mobile: daughter.id,
      dependant: { name: 'Ramesh Sharma' },
    });

    // A year on (as if he had been added last year), the doctor's list says 75: the age comes from his birth year.
    await t.db
      .update(dependants)
      .set({ birthYear: birthYearFromAge(75) })
      .where(eq(dependants.id, daughter.fatherId));
    const aYearOn = await t.app.inject({
      method: 'GET',
      url: '/api/appointments?doctor_id=9000000001',
      headers: asha,
    });
    expect((aYearOn.json().data as { id: string }[]).find((a) => a.id === res.json().data.id)).toMatchObject({
      dependant: { name: 'Ramesh Sharma', relation: 'parent', age: 75 },
    });

    // Her own listing tells his session from hers.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/users/${daughter.id}/appointments`,
      headers: daughter.headers,
    });
    expect(mine.json().data[0].dependant).toMatchObject({ name: 'Ramesh Sharma' });
    expect(mine.json().credits[0]).toMatchObject({ remaining: 4, family_shared: true });
  });

  it('refuses a package that is not shareable in the family with 403 and books nothing', async () => {
    const holder = await holderWithPackage(await packageOf(false));
    const before = await booked(holder.id);
    const res = await book(holder.headers, {
      order_id: holder.orderId,
      doctor_id: 'dr-asha-rao',
      start: cal.slot(),
      dependant_id: holder.fatherId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notShareable, code: 'PACKAGE_NOT_SHAREABLE' });
    expect(await booked(holder.id)).toEqual(before);
  });

  it('another patient’s dependant is 404 and books nothing; the holder still books for themself', async () => {
    const holder = await holderWithPackage(await packageOf(true));
    const stranger = await holderWithPackage(await packageOf(true));
    const start = cal.slot();
    const res = await book(holder.headers, {
      order_id: holder.orderId,
      doctor_id: 'dr-asha-rao',
      start,
      dependant_id: stranger.fatherId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    expect((await booked(holder.id)).filter((a) => a.start)).toEqual([]);
    const own = await book(holder.headers, { order_id: holder.orderId, doctor_id: 'dr-asha-rao', start });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.dependant).toBeUndefined();
  });

  describe('a weekly series for a family member on the credits (POST /api/series with dependant_id)', () => {
    const weeklyFor = (holder: { orderId: string; fatherId: string }) => {
      const day = cal.day();
      return {
        doctor_id: 'dr-asha-rao',
        mode: 'online',
        weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
        time: '18:15',
        start_date: day,
        count: 2,
        order_id: holder.orderId,
        dependant_id: holder.fatherId,
      };
    };
    const post = (headers: AuthHeaders, url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers, payload });

    it('books every session of the series for the father from the daughter’s shareable package', async () => {
      const daughter = await holderWithPackage(await packageOf(true));
      const pattern = weeklyFor(daughter);
      const preview = await post(daughter.headers, '/api/series/preview', pattern);
      expect(preview.statusCode).toBe(200);
      const occurrences = preview.json().data.occurrences as { start: string; free: boolean }[];
      expect(occurrences.map((o) => o.free)).toEqual([true, true]);
      const res = await post(daughter.headers, '/api/series', {
        ...pattern,
        starts: occurrences.map((o) => o.start),
      });
      expect(res.statusCode).toBe(201);
      const sessions = res.json().data.appointments as { dependant?: { id: string; age: number } }[];
      expect(sessions.map((a) => a.dependant)).toEqual([
        expect.objectContaining({ id: daughter.fatherId, age: 74 }),
        expect.objectContaining({ id: daughter.fatherId, age: 74 }),
      ]);
      const rows = (await booked(daughter.id)).filter((a) => a.seriesId);
      expect(rows.map((a) => a.dependantId)).toEqual([daughter.fatherId, daughter.fatherId]);
    });

    it('refuses it from a package that is not shareable (403) and books nothing', async () => {
      const holder = await holderWithPackage(await packageOf(false));
      const before = await booked(holder.id);
      const pattern = weeklyFor(holder);
      const preview = await post(holder.headers, '/api/series/preview', pattern);
      const starts = (preview.json().data.occurrences as { start: string }[]).map((o) => o.start);
      const res = await post(holder.headers, '/api/series', { ...pattern, starts });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notShareable, code: 'PACKAGE_NOT_SHAREABLE' });
      expect(await booked(holder.id)).toEqual(before);
    });
  });

  it('a removed family member can no longer be booked', async () => {
    const holder = await holderWithPackage(await packageOf(true));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/family/dependants/${holder.fatherId}`,
      headers: holder.headers,
    });
    const res = await book(holder.headers, {
      order_id: holder.orderId,
      doctor_id: 'dr-asha-rao',
      start: cal.slot(),
      dependant_id: holder.fatherId,
    });
    expect(res.statusCode).toBe(404);
  });
});
