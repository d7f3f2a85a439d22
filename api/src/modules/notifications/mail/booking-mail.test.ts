/**
 * The booking confirmation through a real SMTP server started here (EMAIL_PROVIDER=smtp): what arrives for a paid
 * booking with a scheduled session, and a payment that goes through while the mail server refuses connections.
 */
import { and, eq } from 'drizzle-orm';
import { appointments, orders, receipts, smsOutbox } from '../../../platform/db/schema';
import { SmtpEmailProvider } from '../../../platform/providers/email/smtp';
import type { EmailMessage, EmailProvider } from '../../../platform/providers/email/types';
import { drainOutbox } from '../../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../../test/scheduling-helpers';
import {
  refusedSmtpUrl,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../../test/smtp-server';
import { sessionTime } from './format';
import { DEMO_DOCTOR } from '../../site/seed';

const days = testCalendar();

describe('booking confirmation by e-mail (EMAIL_PROVIDER=smtp, a real SMTP server)', () => {
  let server: TestSmtpServer;
  let t: PaymentsTestApp;
  beforeAll(async () => {
    server = await startSmtpServer();
    t = await createPaymentsTestApp({
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: server.url,
        EMAIL_FROM: 'PhysioCare <bookings@physiocare.in>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('delivers the subject, the text and HTML, and the session .ics to the address of the order', async () => {
    const start = slotAt(days.day(), '10:30');
    const o = await orderAs(t.app, {
      quantity: 2,
      price: 499,
      slot: { start, doctor_id: DEMO_DOCTOR.publicId },
    });
    expect(o.statusCode).toBe(200);
    const providerOrderId = o.body.data!.id;
    await pay(t.app, providerOrderId, o.headers);
    await drainOutbox(t.app);

    // Two e-mails: the patient's confirmation and the doctor's notice of a new booking (issue 26).
    const arrived = await server.waitFor(2);
    const mail = arrived.find((m) => m.rcptTo.includes(`p${o.patientId}@example.com`));
    const notice = arrived.find((m) => m.rcptTo.includes('asha.rao@physiocare.in'));
    expect(notice!.parsed.subject).toMatch(/^New booking: Test Patient, /);
    const [session] = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.patientId, o.patientId), eq(appointments.status, 'scheduled')));
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    const when = sessionTime(new Date(start));
    const joinUrl = `https://meet.jit.si/${session!.videoRoom}`;

    expect(mail!.user).toBe(SMTP_USER);
    expect(mail!.mailFrom).toBe('bookings@physiocare.in');
    expect(mail!.rcptTo).toEqual([`p${o.patientId}@example.com`]);
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe(`Booking confirmed: ${when}`);
    expect(parsed.text).toContain('Hello Test,');
    expect(parsed.text).toContain('We have received your payment of ₹998.00. Your booking is confirmed.');
    expect(parsed.text).toContain(`Order number: ${providerOrderId}`);
    expect(parsed.text).toContain('Booked: 2 sessions (online sessions)');
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.orderId, order!.id));
    expect(parsed.text).toContain(`Receipt number: ${receipt!.number}`);
    expect(parsed.text).toContain(`When: ${when}`);
    expect(parsed.text).toContain('With: Dr. Asha Rao');
    expect(parsed.text).toContain(`Join: ${joinUrl}`);
    expect(parsed.html).toContain(`<a href="${joinUrl}">`);
    expect(parsed.html).toContain('₹998.00');
    // Our ids stay out of the words of the message (the order number is the provider's).
    expect(parsed.text).not.toContain(order!.id);
    expect(parsed.text).not.toContain(session!.id);
    expect(parsed.text).not.toContain(o.patientId);

    expect(parsed.attachments).toHaveLength(1);
    const ics = parsed.attachments[0]!;
    expect(ics.filename).toBe('physiocare-session.ics');
    expect(ics.contentType).toBe('text/calendar');
    const body = ics.content.toString('utf8');
    const utc = new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain(`UID:${session!.id}@physiocare\r\n`);
    expect(body).toContain(`DTSTART:${utc}\r\n`);
    expect(body).toContain('SEQUENCE:0\r\n');
    expect(body).toContain('STATUS:CONFIRMED\r\n');
    expect(body).toContain('SUMMARY:Online physiotherapy session with Dr. Asha Rao\r\n');
    expect(body.replace(/\r\n /g, '')).toContain(`LOCATION:${joinUrl}`);
    // The same event as the "Add to calendar" download.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${session!.id}/calendar.ics`,
      headers: o.headers,
    });
    const withoutStamp = (s: string) => s.replace(/DTSTAMP:\d{8}T\d{6}Z/, '');
    expect(withoutStamp(body)).toBe(withoutStamp(download.body));

    // One payment, one e-mail to each.
    await drainOutbox(t.app);
    expect(server.received).toHaveLength(2);
  });
});

describe('a mail server that refuses connections', () => {
  let t: PaymentsTestApp;
  const outcomes: { message: EmailMessage; error?: Error }[] = [];
  beforeAll(async () => {
    const smtp = new SmtpEmailProvider({ url: await refusedSmtpUrl(), from: 'no-reply@physiocare.in' });
    // The real SMTP transport, watched: the test sees the attempt and its failure.
    const watched: EmailProvider = {
      name: 'smtp',
      send: (message) =>
        smtp.send(message).then(
          () => void outcomes.push({ message }),
          (error: Error) => {
            outcomes.push({ message, error });
            throw error;
          },
        ),
      close: () => smtp.close(),
    };
    t = await createPaymentsTestApp({ email: watched });
  });
  afterAll(() => t.close());

  it('never fails or undoes the payment: the order is paid, the session scheduled, the SMS sent', async () => {
    const start = slotAt(days.day(), '11:15');
    const o = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } });
    await pay(t.app, o.body.data!.id, o.headers); // throws unless 200
    await drainOutbox(t.app);

    // The patient's confirmation and the doctor's notice: both tried, both refused, neither thrown.
    expect(outcomes).toHaveLength(2);
    const confirmation = outcomes.find((x) => x.message.subject.startsWith('Booking confirmed: '));
    expect(confirmation!.error?.name).toBe('EmailError');
    expect(confirmation!.error?.message).toMatch(/ECONNREFUSED/);
    expect(outcomes.every((x) => x.error)).toBe(true);

    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    expect(order!.status).toBe('paid');
    const sessions = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.patientId, o.patientId), eq(appointments.status, 'scheduled')));
    expect(sessions).toHaveLength(1);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, o.patientId));
    // The scheduled variant of the confirmation (issue 17): the session's date and time, no promise of a call.
    expect(sms.map((m) => m.message)).toEqual([
      expect.stringMatching(/Your online session with .+ is booked for/),
    ]);
    // The result page's call still answers.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${o.body.data!.id}`,
      headers: o.headers,
    });
    expect(res.statusCode).toBe(200);
  });
});
