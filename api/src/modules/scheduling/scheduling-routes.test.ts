import { and, eq } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  creditsValidUntil,
  formatDate,
  formatPaise,
  lastBookableDate,
  SCHEDULING,
  SCHEDULING_MESSAGES,
  todayInIndia,
} from '@physio/shared-contracts';
import { appointments, doctors, orders, patients, prescriptions, smsOutbox } from '../../platform/db/schema';
import {
  drainOutbox,
  loginAsDoctor,
  loginAsPatient,
  publicIdOf,
  type AuthHeaders,
} from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

/** Login ids (the tables' keys, the doctor's own calls) and the public ids slots and bookings carry. */
const DOCTOR = '9000000001';
const ASHA_PUBLIC = 'dr-asha-rao';
const RAHUL_PUBLIC = 'dr-rahul-mehta';
const days = testCalendar();
const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

const orderRow = async (providerOrderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
const appointmentsOf = async (orderId: string) =>
  t.db.select().from(appointments).where(eq(appointments.orderId, orderId));
/** The dev SMS outbox of a number, once the outbox drain sent what is due. */
const outbox = async (mobile: string) => {
  await drainOutbox(t.app);
  return (await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).map((m) => m.message);
};
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** 2030-01-14 → "14 Jan 2030", as the SMS templates write a date. */
const smsDate = (day: string) =>
  `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

describe('GET/PUT /api/doctors/{id}/availability', () => {
  it("answers the demo doctor's hours to anyone", async () => {
    const res = await get(`/api/doctors/${ASHA_PUBLIC}/availability`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.slot_minutes).toBe(45);
    expect(data.weekly).toHaveLength(12);
    expect(data.weekly[0]).toEqual({ weekday: 1, start: '09:00', end: '13:00', mode: 'both' });
    expect(data.weekly[1]).toEqual({ weekday: 1, start: '16:00', end: '19:00', mode: 'both' });
    expect(data.exceptions).toEqual([]);
    expect((await get('/api/doctors/9000000099/availability')).statusCode).toBe(404);
    expect((await get('/api/doctors/abc/availability')).statusCode).toBe(400);
  });

  it('lets a doctor replace their own hours, session length and days off', async () => {
    const headers = await loginAsDoctor(t.app, '9000000077');
    const body = {
      slot_minutes: 60,
      weekly: [
        { weekday: 2, start: '18:00', end: '20:00', mode: 'online' },
        { weekday: 2, start: '08:00', end: '12:00', mode: 'home' },
        { weekday: 0, start: '10:00', end: '24:00', mode: 'both' },
      ],
      exceptions: [
        { date: '2030-03-01', available: false },
        { date: '2030-03-01', available: false },
      ],
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/doctors/9000000077/availability',
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      slot_minutes: 60,
      weekly: [
        { weekday: 0, start: '10:00', end: '24:00', mode: 'both' },
        { weekday: 2, start: '08:00', end: '12:00', mode: 'home' },
        { weekday: 2, start: '18:00', end: '20:00', mode: 'online' },
      ],
      exceptions: [{ date: '2030-03-01', available: false }],
    };
    expect(res.json().data).toEqual(expected);
    expect(
      (await get(`/api/doctors/${await publicIdOf(t.app, '9000000077')}/availability`)).json().data,
    ).toEqual(expected);
  });

  it.each([
    [
      'an inverted range',
      { weekly: [{ weekday: 1, start: '13:00', end: '09:00', mode: 'both' }] },
      SCHEDULING_MESSAGES.invertedRange,
    ],
    [
      'an empty range',
      { weekly: [{ weekday: 1, start: '09:00', end: '09:00', mode: 'both' }] },
      SCHEDULING_MESSAGES.invertedRange,
    ],
    [
      'overlapping ranges',
      {
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00', mode: 'online' },
          { weekday: 1, start: '11:30', end: '14:00', mode: 'home' },
        ],
      },
      SCHEDULING_MESSAGES.overlappingRanges,
    ],
    ['a session under 15 minutes', { slot_minutes: 10, weekly: [] }, SCHEDULING_MESSAGES.slotMinutes],
    ['a session over 120 minutes', { slot_minutes: 121, weekly: [] }, SCHEDULING_MESSAGES.slotMinutes],
    [
      'a time that does not exist',
      { weekly: [{ weekday: 1, start: '09:00', end: '25:00', mode: 'both' }] },
      SCHEDULING_MESSAGES.time,
    ],
    [
      'an impossible day off',
      { weekly: [], exceptions: [{ date: '2030-02-30', available: false }] },
      'Not a real date',
    ],
    ['a weekday 7', { weekly: [{ weekday: 7, start: '09:00', end: '10:00', mode: 'both' }] }, undefined],
  ])('answers 400 with a message for %s', async (_name, body, message) => {
    const headers = await loginAsDoctor(t.app, '9000000077');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/doctors/9000000077/availability',
      headers,
      payload: { exceptions: [], ...body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toEqual(expect.any(String));
  });

  it("refuses another doctor's hours (403), patients (403) and anonymous callers (401)", async () => {
    const body = { slot_minutes: 45, weekly: [], exceptions: [] };
    const url = `/api/doctors/${DOCTOR}/availability`;
    const other = await loginAsDoctor(t.app, '9000000077');
    const patient = await loginAsPatient(t.app, '9876500001');
    expect((await t.app.inject({ method: 'PUT', url, headers: other, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, headers: patient, payload: body })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    expect((await get(`/api/doctors/${ASHA_PUBLIC}/availability`)).json().data.weekly).toHaveLength(12);
  });
});

describe('changes of hours never strand a booked session', () => {
  const DOC = '9000000081';
  let headers: AuthHeaders;
  let publicId = '';
  const everyDay = (start: string, end: string, mode = 'both') =>
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end, mode }));
  const put = (payload: unknown, query = '') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${DOC}/availability${query}`,
      headers,
      payload: payload as object,
    });
  beforeAll(async () => {
    headers = await loginAsDoctor(t.app, DOC);
    publicId = await publicIdOf(t.app, DOC);
    expect(
      (await put({ slot_minutes: 60, weekly: everyDay('07:00', '11:00'), exceptions: [] })).statusCode,
    ).toBe(200);
  });
  const bookAt = async (day: string, hhmm: string) => {
    const o = await orderAs(t.app, { slot: { start: slotAt(day, hhmm), doctor_id: publicId } });
    expect(o.statusCode).toBe(200);
    await pay(t.app, o.body.data!.id, o.headers);
    const [a] = await t.db.select().from(appointments).where(eq(appointments.patientId, o.patientId));
    return { ...o, appointment: a! };
  };

  it('refuses a save without `exceptions` (it would delete every day off)', async () => {
    const res = await put({ slot_minutes: 60, weekly: everyDay('07:00', '11:00') });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('a new day off with a booked session: 409 with the list; confirmed, it is cancelled, credit back, the patient told', async () => {
    const day = days.day();
    const booked = await bookAt(day, '08:00');
    const dayOff = {
      slot_minutes: 60,
      weekly: everyDay('07:00', '11:00'),
      exceptions: [{ date: day, available: false }],
    };
    const refused = await put(dayOff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STRANDED_SESSIONS',
      message: expect.stringMatching(/^One booked session falls outside the new hours/),
      details: [
        {
          id: booked.appointment.id,
          start: slotAt(day, '08:00'),
          end: slotAt(day, '09:00'),
          mode: 'online',
          patient_name: 'Test Patient',
        },
      ],
    });
    // Nothing changed: no day off, the session still booked.
    expect((await get(`/api/doctors/${publicId}/availability`)).json().data.exceptions).toEqual([]);
    expect(
      (await t.db.select().from(appointments).where(eq(appointments.id, booked.appointment.id)))[0]!.status,
    ).toBe('scheduled');

    const confirmed = await put(dayOff, '?stranded=cancel');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Availability saved; 1 session cancelled and the patients told');
    const [after] = await t.db.select().from(appointments).where(eq(appointments.id, booked.appointment.id));
    expect(after).toMatchObject({ status: 'cancelled', cancelledBy: DOC });
    const listing = (await get(`/api/users/${booked.patientId}/appointments`, booked.headers)).json();
    expect(listing.credits[0]).toMatchObject({ remaining: 1 });
    expect(listing.data[0].last_change).toMatchObject({ kind: 'cancelled', by: 'doctor' });
    await drainOutbox(t.app);
    const mails = (
      await get(`/api/dev/email?to=${encodeURIComponent(`p${booked.patientId}@example.com`)}`)
    ).json().data as { subject: string }[];
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/cancel/i)]));
  });

  it('a shortened range or a mode taken away strands the sessions it leaves out; holds there are released', async () => {
    const day = days.day();
    const early = await bookAt(day, '07:00');
    const late = await bookAt(day, '10:00');
    const held = await orderAs(t.app, { slot: { start: slotAt(day, '09:00'), doctor_id: publicId } });
    expect(held.statusCode).toBe(200);
    // 07:00–10:00, home visits only: both online sessions are left out; the online hold is released.
    const res = await put({ slot_minutes: 60, weekly: everyDay('07:00', '10:00', 'home'), exceptions: [] });
    expect(res.statusCode).toBe(409);
    expect(
      res
        .json()
        .details.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([early.appointment.id, late.appointment.id].sort());
    // Moving a session into the new hours first leaves nothing to cancel for it.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${early.appointment.id}`,
      headers,
      payload: { start: slotAt(addDays(day, 1), '08:00'), reason: 'New hours' },
    });
    expect(moved.statusCode).toBe(200);
    const again = await put({
      slot_minutes: 60,
      weekly: everyDay('07:00', '11:00', 'home').concat(everyDay('11:00', '12:00', 'online')),
      exceptions: [],
    });
    expect(again.json().details.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining([late.appointment.id]),
    );
    expect(
      (await put({ slot_minutes: 60, weekly: everyDay('07:00', '11:00'), exceptions: [] })).statusCode,
    ).toBe(200);
    const [hold] = await t.db.select().from(appointments).where(eq(appointments.patientId, held.patientId));
    expect(hold!.status).toBe('held');
    const cut = await put(
      { slot_minutes: 60, weekly: everyDay('07:00', '09:00'), exceptions: [] },
      '?stranded=cancel',
    );
    expect(cut.statusCode).toBe(200);
    const [released] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, held.patientId));
    expect(released).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    expect(
      (await put({ slot_minutes: 60, weekly: everyDay('07:00', '11:00'), exceptions: [] })).statusCode,
    ).toBe(200);
  });
});

describe('public doctor ids', () => {
  it('never answers a stranger with a doctor’s mobile number: slots and hours carry the opaque public id', async () => {
    const from = days.offset(1);
    const to = days.offset(7);
    const answers = [
      await get(`/api/slots?from=${from}&to=${to}&mode=online`),
      await get(`/api/slots?from=${from}&to=${to}&mode=home`),
      await get(`/api/slots?from=${from}&to=${to}&mode=online&doctor_id=${ASHA_PUBLIC}`),
      await get(`/api/doctors/${ASHA_PUBLIC}/availability`),
      await get(`/api/doctors/${RAHUL_PUBLIC}/availability`),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/9000000\d{3}|"mobile"/);
    }
    const ids = new Set((answers[0]!.json().data as { doctor_id: string }[]).map((s) => s.doctor_id));
    expect([...ids]).toEqual(expect.arrayContaining([ASHA_PUBLIC, RAHUL_PUBLIC]));
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('answers a mobile number as an unknown doctor, except to that doctor themself', async () => {
    const byMobile = await get(`/api/doctors/${DOCTOR}/availability`);
    expect([byMobile.statusCode, byMobile.json().code]).toEqual([404, 'DOCTOR_NOT_FOUND']);
    const other = await get(`/api/doctors/${DOCTOR}/availability`, await loginAsDoctor(t.app, '9000000077'));
    expect(other.statusCode).toBe(404);
    const self = await get(`/api/doctors/${DOCTOR}/availability`, await loginAsDoctor(t.app, DOCTOR));
    expect(self.statusCode).toBe(200);
    const slots = await get(
      `/api/slots?from=${days.offset(1)}&to=${days.offset(2)}&mode=online&doctor_id=${DOCTOR}`,
    );
    expect([slots.statusCode, slots.json().message]).toEqual([400, 'Not a doctor id']);
  });

  it('an inactive doctor has no public hours and no slots', async () => {
    const id = '9000000088';
    const headers = await loginAsDoctor(t.app, id);
    const publicId = await publicIdOf(t.app, id);
    expect(publicId).toMatch(/^dr-[0-9a-f]{12}$/);
    await t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${id}/availability`,
      headers,
      payload: {
        slot_minutes: 30,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          start: '06:00',
          end: '07:00',
          mode: 'both',
        })),
        exceptions: [],
      },
    });
    const query = `/api/slots?from=${days.offset(1)}&to=${days.offset(3)}&mode=online&doctor_id=${publicId}`;
    expect((await get(`/api/doctors/${publicId}/availability`)).statusCode).toBe(200);
    expect((await get(query)).json().data.length).toBeGreaterThan(0);
    await t.db.update(doctors).set({ active: false }).where(eq(doctors.id, id));
    expect((await get(`/api/doctors/${publicId}/availability`)).statusCode).toBe(404);
    expect((await get(query)).json().code).toBe('DOCTOR_NOT_FOUND');
    const all = (await get(`/api/slots?from=${days.offset(1)}&to=${days.offset(3)}&mode=online`)).json().data;
    expect(all.some((s: { doctor_id: string }) => s.doctor_id === publicId)).toBe(false);
  });
});

describe('GET /api/slots', () => {
  it('lists free slots of the next 14 days in Asia/Kolkata, none inside the 2 h lead time', async () => {
    const from = days.offset(0);
    const to = days.offset(13);
    const res = await get(`/api/slots?from=${from}&to=${to}&mode=online&doctor_id=${ASHA_PUBLIC}`);
    expect(res.statusCode).toBe(200);
    const slots: { start: string; end: string; doctor_id: string; doctor_name: string }[] = res.json().data;
    expect(slots.length).toBeGreaterThan(50);
    const earliest = Date.now() + 2 * 3_600_000;
    for (const s of slots) {
      expect(s.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(earliest - 5_000);
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(45 * 60_000);
      expect(s).toMatchObject({ doctor_id: ASHA_PUBLIC, doctor_name: 'Dr. Asha Rao' });
      // Never on a Sunday.
      expect(new Date(`${s.start.slice(0, 10)}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
    // Without a doctor: both demo doctors with hours, in time order.
    const all: { start: string; doctor_id: string }[] = (
      await get(`/api/slots?from=${from}&to=${to}&mode=home`)
    ).json().data;
    expect([...new Set(all.map((s) => s.doctor_id))]).toEqual(
      expect.arrayContaining([ASHA_PUBLIC, RAHUL_PUBLIC]),
    );
    expect(all.map((s) => Date.parse(s.start))).toEqual(
      [...all.map((s) => Date.parse(s.start))].sort((a, b) => a - b),
    );
  });

  it.each([
    ['a range over 31 days', 'from=2030-01-01&to=2030-02-01&mode=online', SCHEDULING_MESSAGES.rangeTooLong],
    ['an end before the start', 'from=2030-01-10&to=2030-01-09&mode=online', SCHEDULING_MESSAGES.rangeOrder],
    ['an impossible date', 'from=2030-02-30&to=2030-03-02&mode=online', 'Not a real date'],
    ['a malformed date', 'from=tomorrow&to=2030-03-02&mode=online', 'Dates must look like YYYY-MM-DD'],
    ['an unknown mode', 'from=2030-01-01&to=2030-01-02&mode=clinic', undefined],
    ['a missing mode', 'from=2030-01-01&to=2030-01-02', undefined],
    [
      'a doctor that does not exist',
      `from=${days.offset(1)}&to=${days.offset(2)}&mode=online&doctor_id=dr-nobody-000000`,
      'No doctor with this ID',
    ],
    [
      'an end past the 90-day booking horizon',
      `from=${addDays(todayInIndia(), 80)}&to=${addDays(todayInIndia(), 91)}&mode=online`,
      SCHEDULING_MESSAGES.rangeTooFarAhead,
    ],
    [
      'a range in year 9999',
      'from=9999-12-01&to=9999-12-31&mode=online',
      SCHEDULING_MESSAGES.rangeTooFarAhead,
    ],
  ])('answers 400 with a message for %s', async (_name, query, message) => {
    const res = await get(`/api/slots?${query}`);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toEqual(expect.any(String));
  });

  it('accepts exactly 31 days, and answers nothing for days already over', async () => {
    const from = addDays(todayInIndia(), 5);
    expect((await get(`/api/slots?from=${from}&to=${addDays(from, 30)}&mode=online`)).statusCode).toBe(200);
    expect((await get('/api/slots?from=2020-01-01&to=2020-01-31&mode=online')).json().data).toEqual([]);
  });

  it('offers slots up to the last day of the 90-day horizon, none after it', async () => {
    const last = addDays(todayInIndia(), SCHEDULING.bookingHorizonDays);
    expect(last).toBe(lastBookableDate());
    const res = await get(
      `/api/slots?from=${addDays(last, -20)}&to=${last}&mode=online&doctor_id=${ASHA_PUBLIC}`,
    );
    expect(res.statusCode).toBe(200);
    const slots: { start: string }[] = res.json().data;
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(s.start.slice(0, 10) <= last).toBe(true);
  });

  it('leaves out days off', async () => {
    const headers = await loginAsDoctor(t.app, '9000000066');
    const day = days.day();
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      start: '09:00',
      end: '10:00',
      mode: 'both',
    }));
    await t.app.inject({
      method: 'PUT',
      url: '/api/doctors/9000000066/availability',
      headers,
      payload: { slot_minutes: 30, weekly, exceptions: [{ date: day, available: false }] },
    });
    const slots: { start: string }[] = (
      await get(
        `/api/slots?from=${addDays(day, -1)}&to=${addDays(day, 2)}&mode=online&doctor_id=${await publicIdOf(t.app, '9000000066')}`,
      )
    ).json().data;
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.filter((s) => s.start.startsWith(day))).toEqual([]);
  });
});

describe('holding a slot with POST /api/orders', () => {
  it('holds the slot for 15 minutes; a second patient gets 409 SLOT_TAKEN; the payment schedules it', async () => {
    const day = days.day();
    const start = slotAt(day, '09:45');
    const first = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
    expect(first.statusCode).toBe(200);
    const order = await orderRow(first.body.data!.id);
    const [held] = await appointmentsOf(order.id);
    expect(held).toMatchObject({ status: 'held', doctorId: DOCTOR, sessions: 1 });
    expect(held!.holdExpiresAt!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(held!.holdExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const free: { start: string }[] = (
      await get(`/api/slots?from=${day}&to=${day}&mode=online&doctor_id=${ASHA_PUBLIC}`)
    ).json().data;
    expect(free.map((s) => s.start)).not.toContain(start);

    const second = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
    expect(second.statusCode).toBe(409);
    expect(second.body).toEqual({ message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    expect(await t.db.select().from(orders).where(eq(orders.patientId, second.patientId))).toEqual([]);

    await pay(t.app, first.body.data!.id, first.headers);
    const [scheduled] = await appointmentsOf(order.id);
    expect(scheduled).toMatchObject({ id: held!.id, status: 'scheduled', holdExpiresAt: null });
    // The confirmation SMS names the session instead of promising a call.
    expect(await outbox(first.patientId)).toContainEqual(
      `PhysioCare: payment of ${formatPaise(order.amountPaise)} received. Order ID: ${first.body.data!.id}. Your online session with Dr. Asha Rao is booked for ${smsDate(day)} at 09:45 IST.`,
    );
    expect((await outbox(first.patientId)).join('\n')).not.toContain('We will call you');
    const mine = (await get(`/api/users/${first.patientId}/appointments`, first.headers)).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      status: 'scheduled',
      start,
      end: slotAt(day, '10:30'),
      doctor_id: ASHA_PUBLIC,
      doctor_name: 'Dr. Asha Rao',
      join_url: expect.stringMatching(/^https:\/\/meet\.jit\.si\/PhysioCare-[A-Za-z0-9_-]{22}$/),
    });
    expect(mine.credits).toEqual([
      expect.objectContaining({
        total: 1,
        scheduled: 1,
        refunded: 0,
        remaining: 0,
        doctor_id: ASHA_PUBLIC,
        doctor_name: 'Dr. Asha Rao',
        mode: 'online',
      }),
    ]);
  });

  it.each([
    ['out of hours', ASHA_PUBLIC, '14:00', 'online', 'SLOT_OUT_OF_HOURS'],
    ['off the session grid', ASHA_PUBLIC, '09:10', 'online', 'SLOT_OUT_OF_HOURS'],
    ['in another mode', RAHUL_PUBLIC, '10:00', 'home', 'SLOT_WRONG_MODE'],
    ['with a doctor that does not exist', 'dr-nobody-000000', '10:00', 'online', 'DOCTOR_NOT_FOUND'],
    ['naming the doctor by their mobile number', DOCTOR, '10:00', 'online', 'VALIDATION_FAILED'],
  ])('refuses a slot %s with 400 and a message', async (_name, doctorId, time, mode, code) => {
    const booking = mode === 'home' ? { mode, address: '12 MG Road, Pune', pincode: '411001' } : { mode };
    const res = await orderAs(t.app, {
      booking,
      slot: { start: slotAt(days.day(), time), doctor_id: doctorId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('refuses past times, times inside the lead time and malformed instants with 400', async () => {
    const past = await orderAs(t.app, {
      slot: { start: '2020-01-06T09:00:00+05:30', doctor_id: ASHA_PUBLIC },
    });
    expect([past.statusCode, past.body.code]).toEqual([400, 'SLOT_IN_PAST']);
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const tooSoon = await orderAs(t.app, { slot: { start: soon, doctor_id: ASHA_PUBLIC } });
    expect([tooSoon.statusCode, tooSoon.body.code]).toEqual([400, 'SLOT_TOO_SOON']);
    for (const start of ['2030-02-30T09:00:00+05:30', 'next monday', '2030-01-14T09:00:00']) {
      const bad = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('refuses a time past the 90-day horizon with 400 and a message (year 9999 included), never a 5xx', async () => {
    const beyond = slotAt(addDays(lastBookableDate(), 1), '10:00');
    for (const start of ['9999-12-31T23:30:00-12:00', '9999-12-31T23:59:59Z', beyond]) {
      const far = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
      expect([far.statusCode, far.body.message]).toEqual([400, SCHEDULING_MESSAGES.tooFarAhead]);
      expect(await t.db.select().from(orders).where(eq(orders.patientId, far.patientId))).toEqual([]);
    }
  });

  it('frees a lapsed hold; a payment landing after someone else took the slot becomes a credit', async () => {
    const start = slotAt(days.day(), '10:30');
    const late = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
    const lateOrder = await orderRow(late.body.data!.id);
    await t.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.orderId, lateOrder.id));
    const day = start.slice(0, 10);
    const free: { start: string }[] = (
      await get(`/api/slots?from=${day}&to=${day}&mode=online&doctor_id=${ASHA_PUBLIC}`)
    ).json().data;
    expect(free.map((s) => s.start)).toContain(start);

    const other = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
    expect(other.statusCode).toBe(200);
    const [lapsed] = await appointmentsOf(lateOrder.id);
    expect(lapsed).toMatchObject({
      status: 'cancelled',
      cancelReason: 'hold_expired',
      cancelledBy: 'system',
    });

    await pay(t.app, late.body.data!.id, late.headers);
    const rows = await appointmentsOf(lateOrder.id);
    const undated = rows.find((r) => r.start === null);
    expect(undated).toMatchObject({ status: 'scheduled', doctorId: DOCTOR });
    const mine = (await get(`/api/users/${late.patientId}/appointments`, late.headers)).json();
    expect(mine.data.map((a: { start: string | null }) => a.start)).toEqual([null]);
    // No session time yet: the confirmation promises a call.
    expect(await outbox(late.patientId)).toContainEqual(expect.stringContaining('We will call you'));
    expect(mine.credits).toEqual([
      expect.objectContaining({
        total: 1,
        scheduled: 0,
        remaining: 1,
        doctor_id: ASHA_PUBLIC,
        doctor_name: 'Dr. Asha Rao',
      }),
    ]);
  });

  it('still schedules a lapsed hold that nobody took when the payment lands', async () => {
    const start = slotAt(days.day(), '11:15');
    const o = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
    const row = await orderRow(o.body.data!.id);
    await t.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.orderId, row.id));
    await pay(t.app, o.body.data!.id, o.headers);
    const [scheduled] = await appointmentsOf(row.id);
    expect(scheduled).toMatchObject({ status: 'scheduled', start: new Date(start) });
  });
});

describe('POST /api/appointments (scheduling a credit)', () => {
  it('schedules each credit of a paid order once; then 409 NO_CREDIT; a taken slot 409 SLOT_TAKEN', async () => {
    const day = days.day();
    const o = await orderAs(t.app, { quantity: 3 });
    // Paid without a slot: the sessions go to the patient's own doctor.
    await t.db.update(patients).set({ doctorId: DOCTOR }).where(eq(patients.id, o.patientId));
    await pay(t.app, o.body.data!.id, o.headers);
    const row = await orderRow(o.body.data!.id);
    const book = (time: string, orderId = o.body.data!.id, headers = o.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers,
        payload: { order_id: orderId, start: slotAt(day, time), doctor_id: ASHA_PUBLIC },
      });
    const before = (await get(`/api/users/${o.patientId}/appointments`, o.headers)).json();
    expect(before.credits).toEqual([
      expect.objectContaining({ order_id: row.id, total: 3, scheduled: 0, remaining: 3 }),
    ]);

    const first = await book('16:00');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: 'scheduled',
      start: slotAt(day, '16:00'),
      end: slotAt(day, '16:45'),
      order_id: row.id,
      join_url: expect.stringMatching(/^https:\/\/meet\.jit\.si\//),
    });
    // The undated "to be scheduled" appointment took the time: still one row.
    expect(await appointmentsOf(row.id)).toHaveLength(1);
    expect((await book('16:00')).json()).toEqual({
      message: SCHEDULING_MESSAGES.slotTaken,
      code: 'SLOT_TAKEN',
    });
    expect((await book('16:45', row.id)).statusCode).toBe(201);
    // Past the horizon: 400 with the message, before anything is counted.
    const far = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: o.headers,
      payload: { order_id: row.id, start: '9999-12-31T23:30:00-12:00', doctor_id: ASHA_PUBLIC },
    });
    expect([far.statusCode, far.json().message]).toEqual([400, SCHEDULING_MESSAGES.tooFarAhead]);
    expect((await book('17:30')).statusCode).toBe(201);
    const full = await book('18:15');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: SCHEDULING_MESSAGES.noCredit, code: 'NO_CREDIT' });
    const after = (await get(`/api/users/${o.patientId}/appointments`, o.headers)).json();
    expect(after.credits[0]).toMatchObject({ total: 3, scheduled: 3, remaining: 0 });
    expect(after.data.map((a: { start: string }) => a.start.slice(11, 16))).toEqual([
      '17:30',
      '16:45',
      '16:00',
    ]);

    // Another patient's order, a doctor, an unpaid order, another doctor's time.
    const stranger = await loginAsPatient(t.app, '9876500002');
    expect((await book('18:15', o.body.data!.id, stranger)).statusCode).toBe(403);
    const doctor = await loginAsDoctor(t.app, DOCTOR);
    expect((await book('18:15', o.body.data!.id, doctor)).statusCode).toBe(403);
    const unpaid = await orderAs(t.app, { quantity: 2 });
    const unpaidRes = await book('18:15', unpaid.body.data!.id, unpaid.headers);
    expect([unpaidRes.statusCode, unpaidRes.json().code]).toEqual([409, 'NO_CREDIT']);
    const wrongDoctor = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: o.headers,
      payload: { order_id: o.body.data!.id, start: slotAt(day, '10:00'), doctor_id: RAHUL_PUBLIC },
    });
    expect([wrongDoctor.statusCode, wrongDoctor.json().code]).toEqual([400, 'WRONG_DOCTOR']);
    const missing = await book('18:15', 'order_doesnotexist', o.headers);
    expect(missing.statusCode).toBe(404);
  });
});

describe('paid sessions are valid for 6 months (the Terms)', () => {
  it('a session after the last valid day, or any once it has passed, is 409 CREDITS_EXPIRED; still refundable', async () => {
    const [day, later] = [days.day(), days.day()];
    const o = await orderAs(t.app, { quantity: 2 });
    await t.db.update(patients).set({ doctorId: DOCTOR }).where(eq(patients.id, o.patientId));
    await pay(t.app, o.body.data!.id, o.headers);
    const row = await orderRow(o.body.data!.id);
    const book = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: o.headers,
        payload: { order_id: row.id, start, doctor_id: ASHA_PUBLIC },
      });
    const credits = async () =>
      (await get(`/api/users/${o.patientId}/appointments`, o.headers)).json().credits;
    expect((await credits())[0].valid_until).toBe(creditsValidUntil(row.paidAt!.toISOString()));

    // Paid six months before `day`: its last valid day is `day` (or the month's end before it).
    const paidAt = new Date(`${addMonths(day, -6)}T12:00:00+05:30`);
    await t.db.update(orders).set({ paidAt }).where(eq(orders.id, row.id));
    const lastDay = creditsValidUntil(paidAt.toISOString());
    expect(lastDay <= day).toBe(true);
    expect((await credits())[0]).toMatchObject({ valid_until: lastDay, remaining: 2 });
    const tooLate = await book(slotAt(later, '16:00'));
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({
      message: `The sessions of this order can be used until ${formatDate(lastDay)}. Please choose a time on or before that day.`,
      code: 'CREDITS_EXPIRED',
    });

    // Seven months ago: nothing can be scheduled any more, the unused sessions can still be refunded.
    await t.db
      .update(orders)
      .set({ paidAt: new Date(`${addMonths(todayInIndia(), -7)}T12:00:00+05:30`) })
      .where(eq(orders.id, row.id));
    const expired = await book(slotAt(day, '16:00'));
    expect([expired.statusCode, expired.json().code]).toEqual([409, 'CREDITS_EXPIRED']);
    expect(expired.json().message).toMatch(/could be used until .*You can still ask for a refund/);
    expect(await appointmentsOf(row.id)).toEqual([
      expect.objectContaining({ start: null, status: 'scheduled' }),
    ]);
    const quote = await get(`/api/orders/${row.providerOrderId}/refund`, o.headers);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ credits: 2 });
  });
});

describe('join URLs and calendar files', () => {
  it('shows the video room only to the patient and the session doctor, and serves an .ics to them only', async () => {
    const day = days.day();
    const start = slotAt(day, '12:00');
    const o = await orderAs(t.app, { slot: { start, doctor_id: ASHA_PUBLIC } });
    await pay(t.app, o.body.data!.id, o.headers);
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.patientId, o.patientId), eq(appointments.status, 'scheduled')));
    const url = `https://meet.jit.si/${appointment!.videoRoom}`;
    expect(appointment!.videoRoom).not.toContain(appointment!.id);

    const ownDoctor = await loginAsDoctor(t.app, DOCTOR);
    const otherDoctor = await loginAsDoctor(t.app, '9000000003');
    const joinUrlFor = async (headers: Record<string, string>) =>
      (await get(`/api/users/${o.patientId}/appointments`, headers)).json().data[0].join_url;
    expect(await joinUrlFor(o.headers)).toBe(url);
    expect(await joinUrlFor(ownDoctor)).toBe(url);
    // Another doctor sees none of it; one who also treats the patient (a prescription) sees no room of a colleague.
    expect((await get(`/api/users/${o.patientId}/appointments`, otherDoctor)).statusCode).toBe(403);
    await t.db.insert(prescriptions).values({
      patientId: o.patientId,
      doctorId: '9000000003',
      title: 'Posture',
      advice: '',
      exercises: [],
    });
    expect(await joinUrlFor(otherDoctor)).toBeNull();
    const list = (await get(`/api/appointments?doctor_id=${DOCTOR}`, ownDoctor)).json().data;
    expect(list.find((a: { id: string }) => a.id === appointment!.id).join_url).toBe(url);

    const ics = await get(`/api/appointments/${appointment!.id}/calendar.ics`, o.headers);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = ics.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:${appointment!.id}@physiocare\r\n`);
    const utc = new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(text).toContain(`DTSTART:${utc}\r\n`);
    expect(text.replace(/\r\n /g, '')).toContain(`LOCATION:${url}`);
    expect(text).toContain('SUMMARY:Online physiotherapy session with Dr. Asha Rao\r\n');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    expect((await get(`/api/appointments/${appointment!.id}/calendar.ics`, ownDoctor)).statusCode).toBe(200);
    expect((await get(`/api/appointments/${appointment!.id}/calendar.ics`, otherDoctor)).statusCode).toBe(
      403,
    );
    const stranger = await loginAsPatient(t.app, '9876500003');
    expect((await get(`/api/appointments/${appointment!.id}/calendar.ics`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/appointments/${appointment!.id}/calendar.ics`)).statusCode).toBe(401);
    expect((await get('/api/appointments/not-a-uuid/calendar.ics', o.headers)).statusCode).toBe(400);
  });

  it('puts the address of a home visit in the event', async () => {
    const start = slotAt(days.day(), '16:00');
    const booking = { mode: 'home', address: '12 MG Road; Flat 4, Pune', pincode: '411001' };
    const o = await orderAs(t.app, { booking, slot: { start, doctor_id: ASHA_PUBLIC } });
    expect(o.statusCode).toBe(200);
    await pay(t.app, o.body.data!.id, o.headers);
    const mine = (await get(`/api/users/${o.patientId}/appointments`, o.headers)).json().data[0];
    expect(mine).toMatchObject({ mode: 'home', join_url: null, start });
    const ics = (await get(`/api/appointments/${mine.id}/calendar.ics`, o.headers)).body;
    expect(ics).toContain('LOCATION:12 MG Road\\; Flat 4\\, Pune\\, 411001\r\n');
  });
});
