/**
 * Control characters never get past the door (issue 25): names and addresses typed with a bare CR, a line break or
 * an escape code are stored stripped, so no calendar file, SMS or e-mail ever carries one; the .ics escapes any line
 * break (bare CR included) of older rows itself. And webhook payloads are kept only for their retention period.
 */
import { eq } from 'drizzle-orm';
import { appointments, patients, paymentEvents } from '../src/platform/db/schema';
import { clearOldEventPayloads } from '../src/modules/payments/event-retention';
import { icsEvent } from '../src/modules/notifications/calendar';
import { latestOtp } from './helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from './scheduling-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

/** A calendar file's lines: CR LF ends each; no CR or LF anywhere else, and no other control character. */
function expectCleanCalendar(ics: string) {
  const body = ics.endsWith('\r\n') ? ics.slice(0, -2) : ics;
  // eslint-disable-next-line no-control-regex -- looking for control characters is the test
  for (const line of body.split('\r\n')) expect(line).not.toMatch(/[\u0000-\u001f\u007f]/);
}

it('strips control characters from the name typed at login and from a home visit’s address', async () => {
  const mobile = '9310000001';
  await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { name: 'Meera\rIyer\u001b[2J', email: 'meera@example.com', mobile },
  });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/verify',
    payload: { number: mobile, otp: await latestOtp(t.app, mobile) },
  });
  expect(verified.statusCode).toBe(200);
  expect(verified.json().data.name).toBe('Meera Iyer [2J');
  const [stored] = await t.db.select().from(patients).where(eq(patients.id, mobile));
  expect(stored!.name).toBe('Meera Iyer [2J');

  const start = slotAt(testCalendar().day(), '16:45');
  const o = await orderAs(t.app, {
    name: 'Meera\r\nIyer',
    booking: { mode: 'home', address: '12 MG Road\rFlat 4\u0007, Pune', pincode: '411001' },
    slot: { start, doctor_id: 'dr-asha-rao' },
  });
  expect(o.statusCode).toBe(200);
  await pay(t.app, o.body.data!.id, o.headers);
  const [session] = await t.db.select().from(appointments).where(eq(appointments.patientId, o.patientId));
  expect(session!.address).toBe('12 MG Road Flat 4 , Pune');
  const ics = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/${session!.id}/calendar.ics`,
    headers: o.headers,
  });
  expectCleanCalendar(ics.body);
  expect(ics.body).toContain('LOCATION:12 MG Road Flat 4 \\, Pune\\, 411001\r\n');
});

it('escapes a bare CR (and drops other controls) of text stored before the door stripped it', () => {
  const ics = icsEvent({
    uid: 'u1@physiocare',
    start: new Date('2026-12-01T04:30:00Z'),
    end: new Date('2026-12-01T05:15:00Z'),
    summary: 'Session with Dr.\rAsha\u0007 Rao',
    description: 'Line one\rLine two\r\nLine three\u001b',
    location: '12 MG Road\rPune',
    url: null,
    now: new Date('2026-11-27T00:00:00Z'),
  });
  expectCleanCalendar(ics);
  expect(ics).toContain('SUMMARY:Session with Dr.\\nAsha Rao\r\n');
  expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\nLine three\r\n');
  expect(ics).toContain('LOCATION:12 MG Road\\nPune\r\n');
});

it('clears webhook payloads after the retention period, keeping the event rows', async () => {
  const now = new Date();
  const day = 86_400_000;
  const [old, recent] = await t.db
    .insert(paymentEvents)
    .values([
      {
        source: 'webhook',
        event: 'payment.captured',
        eventId: 'evt_retention_old',
        payload: { payload: { payment: { entity: { email: 'a@example.com', contact: '+919876543210' } } } },
        createdAt: new Date(now.getTime() - 91 * day),
      },
      {
        source: 'webhook',
        event: 'payment.captured',
        eventId: 'evt_retention_new',
        payload: { payload: { payment: { entity: { email: 'b@example.com' } } } },
        createdAt: new Date(now.getTime() - 89 * day),
      },
    ])
    .returning();
  expect(t.ctx.eventRetentionMs).toBe(90 * day);
  expect(await clearOldEventPayloads(t.db, now, t.ctx.eventRetentionMs)).toBe(1);
  const [oldRow] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, old!.id));
  const [recentRow] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, recent!.id));
  expect(oldRow).toMatchObject({ payload: null, eventId: 'evt_retention_old', event: 'payment.captured' });
  expect(recentRow!.payload).not.toBeNull();
  expect(await clearOldEventPayloads(t.db, now, t.ctx.eventRetentionMs)).toBe(0);
});
