import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { MESSAGES, TRAVEL_MESSAGES } from '@physio/shared-contracts';
import { appointments, orders, receipts } from '../../platform/db/schema';
import { loginAsDoctor } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const ASHA = '9000000001';
const ASHA_PUBLIC = 'dr-asha-rao';
// 560001 MG Road → 560066 Whitefield: 70 minutes by road; 560038 Indiranagar is not one of her areas.
const AREAS = {
  start_pincode: '560001',
  areas: [
    { pincode: '560001', travel_fee_paise: 0 },
    { pincode: '560066', travel_fee_paise: 15_000 },
  ],
};
const days = testCalendar();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const putAreas = async (body: object, doctor = ASHA) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/doctors/${doctor}/home-areas`,
    headers: await loginAsDoctor(t.app, doctor),
    payload: body,
  });
const homeBooking = (pincode: string) => ({ mode: 'home', address: '12 Residency Road, Bengaluru', pincode });
const homeSlots = async (date: string, pincode: string) => {
  const res = await get(
    `/api/slots?from=${date}&to=${date}&mode=home&doctor_id=${ASHA_PUBLIC}&pincode=${pincode}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().data as { start: string }[]).map((s) => s.start.slice(11, 16));
};

describe('home-visit service areas', () => {
  it('lets a doctor set their PIN codes, fees and starting PIN, and read them back', async () => {
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${ASHA}/home-areas`,
      headers: await loginAsDoctor(t.app, ASHA),
    });
    expect(empty.json().data).toEqual({ start_pincode: null, areas: [] });
    const res = await putAreas(AREAS);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(AREAS);
  });

  it('refuses a PIN that is not six digits, or one it cannot place, and changes nothing', async () => {
    const bad = await putAreas({ ...AREAS, areas: [{ pincode: '56001', travel_fee_paise: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.booking.pincode);
    const unknown = await putAreas({ ...AREAS, areas: [{ pincode: '999999', travel_fee_paise: 0 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'PIN_UNKNOWN',
      message: TRAVEL_MESSAGES.unknownPin('999999'),
    });
    const fee = await putAreas({ ...AREAS, areas: [{ pincode: '560001', travel_fee_paise: -1 }] });
    expect(fee.statusCode).toBe(400);
    const areas = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${ASHA}/home-areas`,
      headers: await loginAsDoctor(t.app, ASHA),
    });
    expect(areas.json().data).toEqual(AREAS);
  });

  it("is that doctor's alone", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${ASHA}/home-areas`,
      headers: await loginAsDoctor(t.app, '9000000078'),
      payload: AREAS,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the travel fee and the road', () => {
  it('quotes the fee of the PIN to anyone, 422 outside the areas, 400 for a PIN that is not six digits', async () => {
    const quote = await get(`/api/travel/quote?doctor_id=${ASHA_PUBLIC}&pincode=560066`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toEqual({ pincode: '560066', travel_fee_paise: 15_000, distance_km: 16.4 });
    const outside = await get(`/api/travel/quote?doctor_id=${ASHA_PUBLIC}&pincode=560038`);
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({
      code: 'PIN_OUTSIDE_AREA',
      message: TRAVEL_MESSAGES.outsideArea('560038'),
    });
    const bad = await get(`/api/travel/quote?doctor_id=${ASHA_PUBLIC}&pincode=5600`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.booking.pincode);
  });

  it('offers a home slot only when the road from the previous visit and to the next one fits', async () => {
    const day = days.day();
    const first = await orderAs(t.app, {
      slot: { start: slotAt(day, '10:30'), doctor_id: ASHA_PUBLIC },
      booking: homeBooking('560001'),
    });
    expect(first.statusCode).toBe(200);
    // At MG Road itself the 30-minute floor decides; Whitefield is 70 minutes away, from her start and her visit.
    expect(await homeSlots(day, '560001')).toEqual(['09:00', '12:00', '16:00', '16:45', '17:30', '18:15']);
    expect(await homeSlots(day, '560066')).toEqual(['16:00', '16:45', '17:30', '18:15']);
    // The server holds the same rule: a time the road does not allow is taken.
    const tooClose = await orderAs(t.app, {
      slot: { start: slotAt(day, '12:00'), doctor_id: ASHA_PUBLIC },
      booking: homeBooking('560066'),
    });
    expect(tooClose.statusCode).toBe(409);
    expect(tooClose.body.code).toBe('SLOT_TAKEN');
    // Online sessions ignore travel.
    const online = await get(`/api/slots?from=${day}&to=${day}&mode=online&doctor_id=${ASHA_PUBLIC}`);
    expect(online.json().data.map((s: { start: string }) => s.start.slice(11, 16))).toContain('12:00');
  });

  it('prices the travel fee on the server: the order amount includes it for each session', async () => {
    const day = days.day();
    const order = await orderAs(t.app, {
      quantity: 2,
      slot: { start: slotAt(day, '16:00'), doctor_id: ASHA_PUBLIC },
      booking: homeBooking('560066'),
    });
    expect(order.statusCode).toBe(200);
    const row = (await t.db.select().from(orders).where(eq(orders.providerOrderId, order.body.data!.id)))[0]!;
    expect(row.travelFeePaise).toBe(15_000);
    expect(row.amountPaise).toBe(2 * 49_900 + 2 * 15_000);
    expect((order.body.data as unknown as { amount: number }).amount).toBe(2 * 49_900 + 2 * 15_000);
    // Paid, its receipt names the fee and its lines add up: sessions × (price + fee) − no discount = amount.
    await pay(t.app, order.body.data!.id, order.headers);
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.orderId, row.id));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${receipt!.number}`,
      headers: order.headers,
    });
    expect(read.json().data).toMatchObject({
      description: 'Payment for 2 physiotherapy sessions, each with a ₹150.00 travel fee',
      sessions: 2,
      unit_price: 49_900 + 15_000,
      discount: 0,
      amount: 2 * 49_900 + 2 * 15_000,
    });
  });

  it('refuses a home visit outside the areas (422) and answers no slots there', async () => {
    const day = days.day();
    const res = await get(
      `/api/slots?from=${day}&to=${day}&mode=home&doctor_id=${ASHA_PUBLIC}&pincode=560038`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PIN_OUTSIDE_AREA');
    const all = await get(`/api/slots?from=${day}&to=${day}&mode=home&pincode=560038`);
    expect(all.json().data.some((s: { doctor_id: string }) => s.doctor_id === ASHA_PUBLIC)).toBe(false);
    const order = await orderAs(t.app, {
      slot: { start: slotAt(day, '09:00'), doctor_id: ASHA_PUBLIC },
      booking: homeBooking('560038'),
    });
    expect(order.statusCode).toBe(422);
    expect(order.body.code).toBe('PIN_OUTSIDE_AREA');
    const bad = await get(`/api/slots?from=${day}&to=${day}&mode=home&pincode=12345`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.booking.pincode);
  });

  it('refuses a home series whose occurrence the road does not allow, leaving nothing held', async () => {
    const day = days.day();
    const week = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const first = await orderAs(t.app, {
      slot: { start: slotAt(day, '10:30'), doctor_id: ASHA_PUBLIC },
      booking: homeBooking('560001'),
    });
    expect(first.statusCode).toBe(200);
    const series = await orderAs(t.app, {
      quantity: 2,
      booking: homeBooking('560066'),
      series: {
        doctor_id: ASHA_PUBLIC,
        weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
        time: '12:00',
        start_date: day,
        count: 2,
        starts: [slotAt(day, '12:00'), slotAt(week, '12:00')],
      },
    });
    expect(series.statusCode).toBe(409);
    expect(series.body.code).toBe('SLOT_TAKEN');
    // The preview at that PIN says so before the patient pays, with the nearest times the road allows.
    const pattern = {
      doctor_id: ASHA_PUBLIC,
      mode: 'home',
      weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
      time: '12:00',
      start_date: day,
      count: 2,
      pincode: '560066',
    };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/series/preview',
      headers: series.headers,
      payload: pattern,
    });
    expect(preview.statusCode).toBe(200);
    const occurrences = preview.json().data.occurrences as { free: boolean; start: string }[];
    expect(occurrences.map((o) => o.free)).toEqual([false, true]);
    const outside = await t.app.inject({
      method: 'POST',
      url: '/api/series/preview',
      headers: series.headers,
      payload: { ...pattern, pincode: '560038' },
    });
    expect(outside.statusCode).toBe(422);
    expect(await homeSlots(week, '560066')).toContain('12:00');
  });

  it("previews a series on a home order's credits at the order's PIN (the patient area sends it too)", async () => {
    const day = days.day();
    // Three home visits with her at Whitefield, the first on another day; MG Road is visited at 10:30 that day.
    const credits = await orderAs(t.app, {
      quantity: 3,
      slot: { start: slotAt(days.day(), '16:00'), doctor_id: ASHA_PUBLIC },
      booking: homeBooking('560066'),
    });
    expect(credits.statusCode).toBe(200);
    await pay(t.app, credits.body.data!.id, credits.headers);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, credits.body.data!.id));
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/users/${credits.patientId}/appointments`,
      headers: credits.headers,
    });
    expect(listed.json().credits[0]).toMatchObject({ order_id: order!.id, mode: 'home', pincode: '560066' });
    expect(
      (
        await orderAs(t.app, {
          slot: { start: slotAt(day, '10:30'), doctor_id: ASHA_PUBLIC },
          booking: homeBooking('560001'),
        })
      ).statusCode,
    ).toBe(200);
    const pattern = {
      doctor_id: ASHA_PUBLIC,
      mode: 'home',
      weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
      time: '12:00',
      start_date: day,
      count: 2,
      order_id: order!.id,
    };
    // 12:00 at Whitefield is 45 minutes after the MG Road visit, 70 minutes away: taken, with or without the PIN sent.
    for (const payload of [pattern, { ...pattern, pincode: '560066' }]) {
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/series/preview',
        headers: credits.headers,
        payload,
      });
      expect([preview.statusCode, preview.json().message]).toEqual([200, undefined]);
      const occurrences = preview.json().data.occurrences as { free: boolean }[];
      expect(occurrences.map((o) => o.free)).toEqual([false, true]);
    }
  });

  it('lets only one of two bookings the road cannot fit together through, however they interleave', async () => {
    const day = days.day();
    // Each alone is free (Whitefield at 10:30 is 90 minutes after her start; MG Road at 12:00 is past the floor),
    // together they are 45 minutes apart with 70 minutes of road between them. (PGlite runs one query at a time; the
    // PostgreSQL pass is where the two really interleave and fails without the lock and the second look.)
    const [whitefield, mgRoad] = await Promise.all([
      orderAs(t.app, {
        slot: { start: slotAt(day, '10:30'), doctor_id: ASHA_PUBLIC },
        booking: homeBooking('560066'),
      }),
      orderAs(t.app, {
        slot: { start: slotAt(day, '12:00'), doctor_id: ASHA_PUBLIC },
        booking: homeBooking('560001'),
      }),
    ]);
    expect([whitefield.statusCode, mgRoad.statusCode].sort()).toEqual([200, 409]);
    const held = await t.db
      .select({ pincode: appointments.pincode })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, ASHA),
          inArray(appointments.status, ['held', 'scheduled']),
          gte(appointments.start, new Date(slotAt(day, '00:00'))),
          lt(appointments.start, new Date(slotAt(day, '23:59'))),
        ),
      );
    expect(held).toHaveLength(1);
  });
});
