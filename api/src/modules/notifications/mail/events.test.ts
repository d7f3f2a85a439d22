/**
 * The e-mail of every event through the console provider's dev outbox (GET /api/dev/email), with the data each
 * function loads after its change committed: the booking confirmation of a paid order, a reschedule and a
 * cancellation (the .ics SEQUENCE rising with each recorded change), refunds processed and failed.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { appointmentChanges, appointments, orders, receipts, refunds } from '../../../platform/db/schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../../test/scheduling-helpers';
import { createTestApp, drainOutbox, loginAsDoctor } from '../../../../test/helpers';
import { drainOutboxNow } from '../drain-outbox';
import { startSmtpServer } from '../../../../test/smtp-server';
import type { EmailMessage } from '../../../platform/providers/email/types';
import { formatPaise } from '@physio/shared-contracts';
import { sessionTime } from './format';
import { Mailer } from './mailer';
import { mailRefundOutcome, mailSessionCancelled, mailSessionRescheduled } from './events';
import { DEMO_DOCTOR } from '../../site/seed';

const DOCTOR = '9000000001';
const days = testCalendar();

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

interface Outboxed {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; content_type: string }[];
  created_at: string;
}
async function outbox(to: string): Promise<Outboxed[]> {
  await drainOutbox(t.app);
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/email?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/**
 * Drains the outbox through the app's mailer with a transport that also keeps whole messages (the dev outbox keeps
 * attachments' names only).
 */
async function capturing(): Promise<EmailMessage[]> {
  const sent: EmailMessage[] = [];
  const provider = t.app.mail.deps.provider;
  const mailer = new Mailer({
    ...t.app.mail.deps,
    provider: { name: 'console', send: async (m) => void (sent.push(m), await provider.send(m)) },
  });
  await drainOutboxNow({ db: t.db, mail: mailer, sms: t.app.sms, whatsapp: t.app.whatsapp, log: t.app.log });
  return sent;
}

/** A paid booking with a scheduled session, as the booking page makes it. */
async function paidBooking(hhmm: string, overrides: Record<string, unknown> = {}) {
  const start = slotAt(days.day(), hhmm);
  const o = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId }, ...overrides });
  expect(o.statusCode).toBe(200);
  await pay(t.app, o.body.data!.id, o.headers);
  const [session] = await t.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, o.patientId), eq(appointments.status, 'scheduled')));
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
  await drainOutbox(t.app); // its confirmation is out before the test's own e-mails
  return { ...o, start, session: session!, order: order!, email: `p${o.patientId}@example.com` };
}

describe('GET /api/dev/email (console provider)', () => {
  it('lists the booking confirmation of a paid order, newest first, with its attachment named', async () => {
    const b = await paidBooking('09:45');
    const [mail, ...rest] = await outbox(b.email);
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({
      to: b.email,
      subject: `Booking confirmed: ${sessionTime(new Date(b.start))}`,
      attachments: [
        { filename: 'physiocare-session.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ],
    });
    expect(mail!.text).toContain(`Order number: ${b.order.providerOrderId}`);
    expect(mail!.html).toContain('Booking confirmed');
    expect(await outbox('nobody@example.com')).toEqual([]);
  });

  it('confirms a booking paid without a time: no attachment, how to schedule', async () => {
    const o = await orderAs(t.app, {
      booking: { mode: 'home', address: '4 Park Street', pincode: '700016' },
    });
    await pay(t.app, o.body.data!.id, o.headers);
    const [mail] = await outbox(`p${o.patientId}@example.com`);
    expect(mail!.subject).toBe(`Booking confirmed: order ${o.body.data!.id}`);
    expect(mail!.text).toContain('Booked: 1 session (home visit)');
    expect(mail!.attachments).toEqual([]);
  });

  it('answers 400 without an address, and 404 with SMTP or in production mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/email' })).statusCode).toBe(400);
    const server = await startSmtpServer();
    const smtp = await createTestApp({ env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: server.url } });
    const production = await createTestApp({
      env: {
        APP_MODE: 'production',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ALLOW_CONSOLE_EMAIL: 'true',
        ALLOW_CONSOLE_SMS: 'true',
        ALLOW_CONSOLE_WHATSAPP: 'true',
      },
    });
    try {
      for (const app of [smtp.app, production.app]) {
        const res = await app.inject({ method: 'GET', url: '/api/dev/email?to=a%40example.com' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await smtp.close();
      await production.close();
      await server.close();
    }
  });
});

describe('the changes of plan (called by the reschedule, cancel and refund flows after they commit)', () => {
  it('a reschedule by the doctor: old → new time, the reason, the .ics with the same UID and SEQUENCE 1', async () => {
    const b = await paidBooking('12:00');
    const previousStart = b.session.start!;
    const moved = new Date(slotAt(days.day(), '16:45'));
    // What the reschedule flow commits: the new time and its change row.
    await t.db
      .update(appointments)
      .set({ start: moved, end: new Date(moved.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, b.session.id));
    const [change] = await t.db
      .insert(appointmentChanges)
      .values({
        appointmentId: b.session.id,
        kind: 'rescheduled',
        fromStart: previousStart,
        toStart: moved,
        changedBy: DOCTOR,
        reason: 'Training day at the clinic',
      })
      .returning();
    await mailSessionRescheduled(t.db, {
      changeId: change!.id,
      appointmentId: b.session.id,
      previousStart,
      by: 'doctor',
      reason: 'Training day at the clinic',
    });
    const sent = await capturing();
    const [mail] = await outbox(b.email);
    expect(mail!.subject).toBe(`Session moved to ${sessionTime(moved)}`);
    expect(mail!.text).toContain(
      `Dr. Asha Rao has moved your online session from ${sessionTime(previousStart)} to ${sessionTime(moved)}.`,
    );
    expect(mail!.text).toContain('Reason: Training day at the clinic');
    expect(mail!.attachments).toHaveLength(1);
    const attached = sent[0]!.attachments![0]!.content;
    const utc = moved.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(attached).toContain(`UID:${b.session.id}@physiocare\r\n`);
    expect(attached).toContain(`DTSTART:${utc}\r\n`);
    expect(attached).toContain('SEQUENCE:1\r\n');
    // The download carries the same SEQUENCE, so a calendar that imported either keeps the newest.
    const ics = (
      await t.app.inject({
        method: 'GET',
        url: `/api/appointments/${b.session.id}/calendar.ics`,
        headers: b.headers,
      })
    ).body;
    expect(ics).toContain(`UID:${b.session.id}@physiocare\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
  });

  it('a cancellation: the credit back or not, the CANCELLED event one SEQUENCE higher', async () => {
    const b = await paidBooking('17:30');
    await t.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: b.patientId })
      .where(eq(appointments.id, b.session.id));
    await t.db.insert(appointmentChanges).values({
      appointmentId: b.session.id,
      kind: 'cancelled',
      fromStart: b.session.start,
      changedBy: b.patientId,
      creditReturned: 'yes',
    });
    const change = { appointmentId: b.session.id, by: 'patient' as const, creditReturned: true };
    await mailSessionCancelled(t.db, change);
    const sent = await capturing();
    const [mail] = await outbox(b.email);
    expect(mail!.subject).toBe(`Session cancelled: ${sessionTime(b.session.start!)}`);
    expect(mail!.text).toContain('You have cancelled your online session');
    expect(mail!.text).toContain('The session is back on your account');
    expect(mail!.attachments).toHaveLength(1);
    const ics = sent[0]!.attachments![0]!.content;
    expect(ics).toContain(`UID:${b.session.id}@physiocare\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
  });

  it('PATCH /api/appointments/{id} and its cancel send the patient their e-mails (modules/scheduling/change-routes.ts)', async () => {
    const b = await paidBooking('10:30');
    const doctor = await loginAsDoctor(t.app, DOCTOR);
    const to = slotAt(days.day(), '11:15');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${b.session.id}`,
      headers: doctor,
      payload: { start: to, reason: 'A conference that morning' },
    });
    expect(moved.statusCode).toBe(200);
    const [rescheduled] = await outbox(b.email);
    expect(rescheduled!.subject).toBe(`Session moved to ${sessionTime(new Date(to))}`);
    expect(rescheduled!.text).toContain('Reason: A conference that morning');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${b.session.id}/cancel`,
      headers: b.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const [last] = await outbox(b.email);
    expect(last!.subject).toBe(`Session cancelled: ${sessionTime(new Date(to))}`);
    expect(last!.text).toContain('The session is back on your account');
  });

  it('POST /api/orders/{id}/refund e-mails the processed refund once, with its receipt number', async () => {
    const b = await paidBooking('09:00', { quantity: 3 });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${b.order.providerOrderId}/refund`,
      headers: b.headers,
      payload: {},
    });
    expect(made.statusCode).toBe(201);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, b.order.id));
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.refundId, refund!.id));
    expect(receipt!.number).toMatch(/^REF-\d{4}-\d{6}$/);
    const refundMails = (await outbox(b.email)).filter((m) => m.subject.startsWith('Refund'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.subject).toBe(`Refund of ${formatPaise(refund!.amountPaise)} processed`);
    expect(refundMails[0]!.text).toContain(`Receipt number: ${receipt!.number}`);
    expect(refundMails[0]!.text).toContain('for 2 sessions');
  });

  it('refunds: processed with its receipt number, failed with what to do, to the address of the order', async () => {
    const b = await paidBooking('18:15', { quantity: 3 });
    await mailRefundOutcome(t.db, {
      id: crypto.randomUUID(),
      status: 'processed',
      orderId: b.order.id,
      amountPaise: 99_800,
      credits: 2,
      receiptNumber: 'REF-2030-000001',
    });
    await drainOutbox(t.app);
    await mailRefundOutcome(t.db, {
      id: crypto.randomUUID(),
      status: 'failed',
      orderId: b.order.id,
      amountPaise: 49_900,
      credits: 1,
    });
    const sent = await outbox(b.email);
    const processed = sent.find((m) => m.subject.includes('processed'));
    const failed = sent.find((m) => m.subject.includes('could not be made'));
    expect(processed!.subject).toBe('Refund of ₹998.00 processed');
    expect(processed!.text).toContain('Refunded: ₹998.00 for 2 sessions');
    expect(processed!.text).toContain('Receipt number: REF-2030-000001');
    expect(processed!.text).toContain(`Order number: ${b.order.providerOrderId}`);
    expect(failed!.subject).toBe('Refund of ₹499.00 could not be made');
    // An unknown order sends nothing (and throws nothing).
    await mailRefundOutcome(t.db, {
      id: crypto.randomUUID(),
      status: 'failed',
      orderId: '00000000-0000-4000-8000-000000000000',
      amountPaise: 100,
      credits: 1,
    });
    expect(await drainOutbox(t.app)).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
  });
});
