/**
 * The waitlist (issue 28 point 4): join, list, leave and their validation; a freed slot (a cancellation, a move, a
 * lapsed hold) offered through the outbox in the transaction that freed it; the claim link (first claim holds the
 * slot, later ones are told it is gone, expiry); 20 patients racing for one freed slot. Runs on PGlite and, with
 * TEST_DB=postgres, on a real pool where the claims truly overlap.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, SCHEDULING, TRAVEL_MESSAGES, WAITLIST_MESSAGES } from '@physio/shared-contracts';
import type { Db } from '../../platform/db/client';
import { appointments, orders, outbox, patients, smsOutbox, waitlistOffers } from '../../platform/db/schema';
import { drainOutbox, loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';
import { lapsedHoldsJob } from './lapsed-holds';
import type { createApiJobs } from '../../jobs';
import { cancelSession } from './session-changes';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const days = testCalendar();
/** 09:00 (morning) on a day of its own: no other test's entries wait for it. */
const freshMorning = () => slotAt(days.day(), '09:00');
const DOCTOR = DEMO_DOCTOR.publicId;
let nextPatient = 9300000000;

async function patient(): Promise<{ id: string; headers: AuthHeaders }> {
  const id = String(nextPatient++);
  return {
    id,
    headers: await loginAsPatient(t.app, id, { email: `w${id}@example.com`, name: `Waiting ${id}` }),
  };
}

const join = (headers: AuthHeaders, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers,
    payload: { doctor_id: DOCTOR, mode: 'online', ...body },
  });

const claim = (headers: AuthHeaders, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist/claim', headers, payload: { token } });

/** A paid single online session at `start` with the demo doctor. */
async function bookedAt(start: string) {
  const o = await orderAs(t.app, { slot: { start, doctor_id: DOCTOR } });
  expect(o.statusCode).toBe(200);
  await pay(t.app, o.body.data!.id, o.headers);
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
  const [row] = await t.db.select().from(appointments).where(eq(appointments.orderId, order!.id));
  expect(row!.status).toBe('scheduled');
  return { id: row!.id, patientId: o.patientId, headers: o.headers };
}

const cancel = (id: string, headers: AuthHeaders) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers, payload: {} });

/** The claim tokens of the offers made for a slot, by patient (read from the outbox, as the messages carry them). */
async function tokensFor(start: string): Promise<Map<string, string>> {
  const offers = await t.db
    .select({ id: waitlistOffers.id, entryId: waitlistOffers.entryId })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.start, new Date(start)));
  if (!offers.length) return new Map();
  const rows = (await t.db.execute(sql`select o.payload->>'token' as token, e.patient_id as patient
      from ${outbox} o join waitlist_offers w on w.id::text = o.payload->>'offerId'
      join waitlist_entries e on e.id = w.entry_id
      where o.kind = 'waitlist.offer' and o.channel = 'sms' and w.start = ${new Date(start).toISOString()}::timestamptz
      order by o.created_at, w.created_at`)) as unknown as { rows: { token: string; patient: string }[] };
  return new Map(rows.rows.map((r) => [r.patient, r.token]));
}

const morningOf = (start: string) => ({
  from: start.slice(0, 10),
  to: start.slice(0, 10),
  time_of_day: 'morning',
});

describe('joining, listing and leaving', () => {
  it('a patient joins, sees the entry and leaves it; another patient cannot leave it', async () => {
    const p = await patient();
    const day = days.day();
    const res = await join(p.headers, { from: day, to: day, time_of_day: 'evening' });
    expect(res.statusCode).toBe(200);
    const entry = res.json().data;
    expect(entry).toMatchObject({
      doctor_id: DOCTOR,
      doctor_name: DEMO_DOCTOR.name,
      from: day,
      to: day,
      time_of_day: 'evening',
      mode: 'online',
      status: 'waiting',
    });
    expect(res.json().message).toBe(WAITLIST_MESSAGES.joined);

    const list = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: p.headers });
    expect(list.json().data.map((e: { id: string }) => e.id)).toEqual([entry.id]);

    const other = await patient();
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('NOT_YOURS');
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/waitlist/00000000-0000-4000-8000-000000000000',
      headers: p.headers,
    });
    expect(unknown.json()).toMatchObject({ code: 'WAITLIST_NOT_FOUND' });

    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: p.headers,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().data.status).toBe('left');
    const after = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: p.headers });
    expect(after.json().data).toEqual([]);
  });

  it('refuses bad input with the message and stores nothing', async () => {
    const p = await patient();
    const day = days.day();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: days.offset(-1), to: day, time_of_day: 'morning' }, 400, WAITLIST_MESSAGES.fromInPast],
      [
        { from: day, to: days.offset(SCHEDULING.bookingHorizonDays + 1), time_of_day: 'morning' },
        400,
        WAITLIST_MESSAGES.tooFarAhead,
      ],
      [{ from: day, to: days.offset(1), time_of_day: 'morning' }, 400, WAITLIST_MESSAGES.rangeOrder],
      [{ from: day, to: day, time_of_day: 'night' }, 400, WAITLIST_MESSAGES.time],
      [{ from: day, to: day, time_of_day: 'morning', mode: 'clinic' }, 400, WAITLIST_MESSAGES.mode],
      [
        { from: day, to: day, time_of_day: 'morning', doctor_id: 'dr-nobody-here' },
        400,
        WAITLIST_MESSAGES.unknownDoctor,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await join(p.headers, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({
        body,
        status,
        message,
      });
    }
    // The demo doctor sees no one on Sundays: a Sunday-only range has nothing to wait for.
    let sunday = days.offset(3);
    for (let i = 4; new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0; i++) sunday = days.offset(i);
    const empty = await join(p.headers, { from: sunday, to: sunday, time_of_day: 'morning' });
    expect(empty.json()).toMatchObject({
      code: 'WAITLIST_EMPTY_WINDOW',
      message: WAITLIST_MESSAGES.emptyWindow,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: p.headers });
    expect(list.json().data).toEqual([]);
  });

  it('refuses the same entry twice and more than five at once', async () => {
    const p = await patient();
    const day = days.day();
    expect((await join(p.headers, { from: day, to: day, time_of_day: 'morning' })).statusCode).toBe(200);
    const again = await join(p.headers, { from: day, to: day, time_of_day: 'morning' });
    expect(again.json()).toMatchObject({ code: 'ALREADY_WAITLISTED', message: WAITLIST_MESSAGES.already });
    for (const time_of_day of ['afternoon', 'evening'])
      expect((await join(p.headers, { from: day, to: day, time_of_day })).statusCode).toBe(200);
    const next = days.day();
    expect((await join(p.headers, { from: next, to: next, time_of_day: 'morning' })).statusCode).toBe(200);
    expect((await join(p.headers, { from: next, to: next, time_of_day: 'evening' })).statusCode).toBe(200);
    const sixth = await join(p.headers, { from: next, to: next, time_of_day: 'afternoon' });
    expect(sixth.json()).toMatchObject({ code: 'WAITLIST_LIMIT', message: WAITLIST_MESSAGES.tooMany });
  });

  it('needs a patient token before anything else', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('a freed slot offered and claimed', () => {
  it('a cancellation offers the slot to matching entries first joined first, by SMS and e-mail with a claim link', async () => {
    const start = freshMorning();
    const session = await bookedAt(start);
    const first = await patient();
    const second = await patient();
    const evening = await patient();
    const home = await patient();
    expect((await join(first.headers, morningOf(start))).statusCode).toBe(200);
    expect((await join(second.headers, morningOf(start))).statusCode).toBe(200);
    expect((await join(evening.headers, { ...morningOf(start), time_of_day: 'evening' })).statusCode).toBe(
      200,
    );
    expect(
      (await join(home.headers, { ...morningOf(start), mode: 'home', pincode: '560001' })).statusCode,
    ).toBe(200);

    // The second patient reads Hindi: their offer's e-mail is in Hindi (issue 30), the first's in English.
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, second.id));
    expect((await cancel(session.id, session.headers)).statusCode).toBe(200);
    const tokens = await tokensFor(start);
    expect([...tokens.keys()]).toEqual([first.id, second.id]);

    await drainOutbox(t.app);
    const sms = await t.app.inject({ method: 'GET', url: `/api/dev/sms?mobile=${first.id}` });
    const text = (sms.json().data as { message: string }[])[0]!.message;
    expect(text).toContain('has just freed up');
    expect(text).toContain(`/waitlist/claim?token=${tokens.get(first.id)}`);
    const mailTo = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/email?to=w${id}@example.com` })).json().data[0] as {
        subject: string;
        text: string;
        html: string;
      };
    expect((await mailTo(first.id)).subject).toMatch(/^A time has freed up: /);
    const hindi = await mailTo(second.id);
    expect(hindi.subject).toMatch(/^एक समय खाली हुआ है: .+, \d{2}:\d{2} बजे IST$/);
    expect(hindi.text).toContain('अभी खाली हुआ है, और आप इसकी प्रतीक्षा सूची में हैं।');
    expect(hindi.text).toContain('यह समय लें');
    expect(hindi.text).toContain(tokens.get(second.id)!);
    expect(hindi.html).toContain('<html lang="hi">');

    // The second patient taps first: the slot is held for them; the first is told it is gone.
    const won = await claim(second.headers, tokens.get(second.id)!);
    expect(won.statusCode).toBe(200);
    expect(won.json().data).toMatchObject({ status: 'claimed', doctor_id: DOCTOR, mode: 'online' });
    const holdEnds = Date.parse(won.json().data.hold_expires_at);
    expect(holdEnds - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(holdEnds - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const lost = await claim(first.headers, tokens.get(first.id)!);
    expect(lost.json()).toMatchObject({ code: 'OFFER_GONE', message: WAITLIST_MESSAGES.offerGone });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/waitlist/offers/${tokens.get(first.id)}`,
      headers: first.headers,
    });
    expect(shown.json().data.status).toBe('gone');
    // Single use: the link is the second patient's alone, and tapping it again makes no second hold.
    expect((await claim(first.headers, tokens.get(second.id)!)).json().code).toBe('NOT_YOURS');
    expect((await claim(second.headers, tokens.get(second.id)!)).json().data.status).toBe('claimed');
    const held = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.start, new Date(start)), inArray(appointments.status, ['held', 'scheduled'])),
      );
    expect(held.map((a) => [a.patientId, a.status, a.orderId])).toEqual([[second.id, 'held', null]]);

    // The holder pays for that time through the usual order: the order's hold takes the claim's over.
    const order = await orderAs(t.app, { slot: { start, doctor_id: DOCTOR } }, second.id);
    expect(order.statusCode).toBe(200);
    await pay(t.app, order.body.data!.id, order.headers);
    const live = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.start, new Date(start)), inArray(appointments.status, ['held', 'scheduled'])),
      );
    expect(live.map((a) => [a.patientId, a.status])).toEqual([[second.id, 'scheduled']]);
    // Another patient still cannot take that time.
    const other = await orderAs(t.app, { slot: { start, doctor_id: DOCTOR } });
    expect(other.body.code).toBe('SLOT_TAKEN');
  });

  it('a cancellation rolled back offers nothing (the offers are in its transaction)', async () => {
    const start = freshMorning();
    const session = await bookedAt(start);
    const waiting = await patient();
    expect((await join(waiting.headers, morningOf(start))).statusCode).toBe(200);
    await expect(
      t.db.transaction(async (tx) => {
        await cancelSession(
          tx as unknown as Db,
          { id: session.patientId, role: 'patient', sid: 's' },
          session.id,
        );
        expect(
          (
            await tx
              .select()
              .from(waitlistOffers)
              .where(eq(waitlistOffers.start, new Date(start)))
          ).length,
        ).toBe(1);
        throw new Error('roll it back');
      }),
    ).rejects.toThrow('roll it back');
    expect(await tokensFor(start)).toEqual(new Map());
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, session.id));
    expect(row!.status).toBe('scheduled');
  });

  it('a move offers the time it left', async () => {
    const start = freshMorning();
    const to = slotAt(start.slice(0, 10), '16:00');
    const session = await bookedAt(start);
    const waiting = await patient();
    expect((await join(waiting.headers, morningOf(start))).statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${session.id}`,
      headers: session.headers,
      payload: { start: to },
    });
    expect(moved.statusCode).toBe(200);
    expect([...(await tokensFor(start)).keys()]).toEqual([waiting.id]);
  });

  it('an expired link is refused and holds nothing', async () => {
    const start = freshMorning();
    const session = await bookedAt(start);
    const waiting = await patient();
    expect((await join(waiting.headers, morningOf(start))).statusCode).toBe(200);
    await cancel(session.id, session.headers);
    const token = (await tokensFor(start)).get(waiting.id)!;
    await t.db
      .update(waitlistOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistOffers.start, new Date(start)));
    const res = await claim(waiting.headers, token);
    expect(res.json()).toMatchObject({ code: 'OFFER_EXPIRED', message: WAITLIST_MESSAGES.offerExpired });
    const live = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.start, new Date(start)), inArray(appointments.status, ['held', 'scheduled'])),
      );
    expect(live).toEqual([]);
    const unknown = await claim(waiting.headers, 'x'.repeat(43));
    expect(unknown.json().code).toBe('OFFER_NOT_FOUND');
  });

  it('a time booked outside the waitlist meanwhile is gone for the claim (the no-overlap rule)', async () => {
    const start = freshMorning();
    const session = await bookedAt(start);
    const waiting = await patient();
    await join(waiting.headers, morningOf(start));
    await cancel(session.id, session.headers);
    const token = (await tokensFor(start)).get(waiting.id)!;
    expect((await orderAs(t.app, { slot: { start, doctor_id: DOCTOR } })).statusCode).toBe(200);
    const res = await claim(waiting.headers, token);
    expect(res.json()).toMatchObject({ code: 'OFFER_GONE' });
    const [offer] = await t.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.start, new Date(start)));
    expect(offer!.status).toBe('gone');
  });

  it('a claim left unpaid lapses; the lapsed holds job offers the time to the next patients', async () => {
    expect((t.app.jobs as ReturnType<typeof createApiJobs>).jobs.map((j) => j.name)).toContain(
      'lapsed holds job',
    );
    const start = freshMorning();
    const session = await bookedAt(start);
    const first = await patient();
    const second = await patient();
    await join(first.headers, morningOf(start));
    await join(second.headers, morningOf(start));
    await cancel(session.id, session.headers);
    await drainOutbox(t.app);
    const before = await tokensFor(start);
    expect((await claim(first.headers, before.get(first.id)!)).statusCode).toBe(200);
    // The hold runs out (15 minutes pass): the job releases it and offers the time again, in one transaction.
    await t.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(appointments.start, new Date(start)), eq(appointments.status, 'held')));
    const job = lapsedHoldsJob({ db: t.db, log: t.app.log }, 20);
    job.start();
    try {
      for (let i = 0; i < 200 && (await tokensFor(start)).get(second.id) === before.get(second.id); i++)
        await new Promise((r) => setTimeout(r, 25));
    } finally {
      job.stop();
    }
    const after = await tokensFor(start);
    expect(after.get(second.id)).not.toBe(before.get(second.id));
    await drainOutbox(t.app);
    expect((await claim(second.headers, after.get(second.id)!)).statusCode).toBe(200);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, second.id));
    expect(sms.filter((m) => m.message.includes('freed up'))).toHaveLength(2);
  });

  it('20 patients racing for one freed slot: exactly one hold, no overlap', async () => {
    const start = freshMorning();
    const session = await bookedAt(start);
    const racers = [];
    for (let i = 0; i < 20; i++) racers.push(await patient());
    for (const r of racers) expect((await join(r.headers, morningOf(start))).statusCode).toBe(200);
    await cancel(session.id, session.headers);
    const tokens = await tokensFor(start);
    expect(tokens.size).toBe(20);
    const answers = await Promise.all(racers.map((r) => claim(r.headers, tokens.get(r.id)!)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(19).fill('OFFER_GONE'),
    );
    const live = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.start, new Date(start)), inArray(appointments.status, ['held', 'scheduled'])),
      );
    expect(live).toHaveLength(1);
    const overlaps = (await t.db.execute(sql`select count(*)::int as n from appointments a join appointments b
      on a.doctor_id = b.doctor_id and a.id < b.id and a.status in ('held', 'scheduled') and b.status in ('held', 'scheduled')
      and tstzrange(a.start, a."end") && tstzrange(b.start, b."end")`)) as unknown as {
      rows: { n: number }[];
    };
    expect(overlaps.rows[0]!.n).toBe(0);
  });
});

describe('home visits that know the road (issue 28 point 5)', () => {
  // 560001 MG Road (her start, no fee) → 560066 Whitefield (₹150): 70 minutes by road; 560038 is not hers.
  const setAreas = async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${DEMO_DOCTOR.id}/home-areas`,
      headers: await loginAsDoctor(t.app, DEMO_DOCTOR.id),
      payload: {
        start_pincode: '560001',
        areas: [
          { pincode: '560001', travel_fee_paise: 0 },
          { pincode: '560066', travel_fee_paise: 15_000 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
  };
  const homeBooking = (pincode: string) => ({
    mode: 'home',
    address: '12 Residency Road, Bengaluru',
    pincode,
  });
  /** A paid home visit at `start` at this PIN. */
  async function homeVisitAt(start: string, pincode: string) {
    const o = await orderAs(t.app, { slot: { start, doctor_id: DOCTOR }, booking: homeBooking(pincode) });
    expect(o.statusCode).toBe(200);
    await pay(t.app, o.body.data!.id, o.headers);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    const [row] = await t.db.select().from(appointments).where(eq(appointments.orderId, order!.id));
    return { id: row!.id, headers: o.headers };
  }
  const waitHome = (headers: AuthHeaders, start: string, pincode: string) =>
    join(headers, {
      from: start.slice(0, 10),
      to: start.slice(0, 10),
      time_of_day:
        start.slice(11, 13) < '12' ? 'morning' : start.slice(11, 13) < '17' ? 'afternoon' : 'evening',
      mode: 'home',
      pincode,
    });
  const offerOf = (headers: AuthHeaders, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/waitlist/offers/${token}`, headers });

  it('a home entry carries a six-digit PIN the doctor visits (400 otherwise, stored nothing)', async () => {
    await setAreas();
    const p = await patient();
    const day = days.day();
    const base = { from: day, to: day, time_of_day: 'morning', mode: 'home' };
    for (const [body, message] of [
      [base, MESSAGES.booking.pincode],
      [{ ...base, pincode: '5600' }, MESSAGES.booking.pincode],
      [{ ...base, pincode: '056001' }, MESSAGES.booking.pincode],
      [{ ...base, pincode: '560038' }, TRAVEL_MESSAGES.outsideArea('560038')],
    ] as const) {
      const res = await join(p.headers, body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect((await join(p.headers, { ...base, pincode: '560038' })).json().code).toBe('PIN_OUTSIDE_AREA');
    const ok = await join(p.headers, { ...base, pincode: ' 560066 ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ mode: 'home', pincode: '560066' });
    // Online sessions ignore travel: a PIN sent along is not kept.
    const online = await join(p.headers, {
      ...base,
      time_of_day: 'evening',
      mode: 'online',
      pincode: '560066',
    });
    expect(online.json().data).toMatchObject({ mode: 'online', pincode: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: p.headers });
    expect(list.json().data).toHaveLength(2);
  });

  it('a freed home slot is offered only to entries whose PIN the doctor can reach in time', async () => {
    await setAreas();
    const day = days.day();
    const freed = await homeVisitAt(slotAt(day, '09:00'), '560001');
    await homeVisitAt(slotAt(day, '10:30'), '560001');
    // Whitefield first in line, but 70 minutes away from her start at 09:00 and from her 10:30 visit.
    const far = await patient();
    const near = await patient();
    expect((await waitHome(far.headers, slotAt(day, '09:00'), '560066')).statusCode).toBe(200);
    expect((await waitHome(near.headers, slotAt(day, '09:00'), '560001')).statusCode).toBe(200);
    expect((await cancel(freed.id, freed.headers)).statusCode).toBe(200);
    expect([...(await tokensFor(slotAt(day, '09:00'))).keys()]).toEqual([near.id]);
  });

  it('the claim checks the road again; the offer and the hold carry the PIN and its server-priced fee', async () => {
    await setAreas();
    const day = days.day();
    const start = slotAt(day, '16:00');
    const freed = await homeVisitAt(start, '560001');
    const far = await patient();
    const near = await patient();
    expect((await waitHome(far.headers, start, '560066')).statusCode).toBe(200);
    expect((await waitHome(near.headers, start, '560001')).statusCode).toBe(200);
    await cancel(freed.id, freed.headers);
    const tokens = await tokensFor(start);
    expect([...tokens.keys()]).toEqual([far.id, near.id]);
    const shown = await offerOf(far.headers, tokens.get(far.id)!);
    expect(shown.json().data).toMatchObject({ status: 'open', pincode: '560066', travel_fee_paise: 15_000 });
    // Meanwhile a visit at MG Road at 17:30: Whitefield at 16:00–16:45 leaves 45 minutes for a 70-minute road.
    await homeVisitAt(slotAt(day, '17:30'), '560001');
    const refused = await claim(far.headers, tokens.get(far.id)!);
    expect(refused.json()).toMatchObject({ code: 'OFFER_GONE' });
    const won = await claim(near.headers, tokens.get(near.id)!);
    expect(won.statusCode).toBe(200);
    expect(won.json().data).toMatchObject({ status: 'claimed', pincode: '560001', travel_fee_paise: 0 });
    const held = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.start, new Date(start)), eq(appointments.status, 'held')));
    expect(held.map((a) => [a.patientId, a.pincode])).toEqual([[near.id, '560001']]);
  });

  it('a claimed home visit is paid at the price and the travel fee of its PIN, priced by the server', async () => {
    await setAreas();
    const day = days.day();
    const start = slotAt(day, '16:00');
    const freed = await homeVisitAt(start, '560001');
    const far = await patient();
    expect((await waitHome(far.headers, start, '560066')).statusCode).toBe(200);
    await cancel(freed.id, freed.headers);
    const token = (await tokensFor(start)).get(far.id)!;
    const won = await claim(far.headers, token);
    expect(won.json().data).toMatchObject({ status: 'claimed', pincode: '560066', travel_fee_paise: 15_000 });
    // No one else can take the held time meanwhile, even at her own PIN.
    const other = await orderAs(t.app, {
      slot: { start, doctor_id: DOCTOR },
      booking: homeBooking('560001'),
    });
    expect(other.body.code).toBe('SLOT_TAKEN');
    const order = await orderAs(
      t.app,
      { slot: { start, doctor_id: DOCTOR }, booking: homeBooking('560066') },
      far.id,
    );
    expect(order.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, order.body.data!.id));
    expect(row).toMatchObject({ travelFeePaise: 15_000, amountPaise: row!.unitPricePaise + 15_000 });
    await pay(t.app, order.body.data!.id, order.headers);
    const live = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.start, new Date(start)), inArray(appointments.status, ['held', 'scheduled'])),
      );
    expect(live.map((a) => [a.patientId, a.status, a.pincode])).toEqual([[far.id, 'scheduled', '560066']]);
  });
});
