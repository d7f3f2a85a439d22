/**
 * WhatsApp as the outbox's third channel (issue 30 point 1) against PGlite: the booking confirmation and the
 * reminders go by WhatsApp template with the quick replies to a patient who opted in, by DLT SMS otherwise; a
 * WhatsApp message falls back to that SMS when the patient withdrew consent before it was sent, when the Cloud API
 * refuses it, and when its attempts run out. And the patient area's consent endpoints.
 */
import { and, eq, like } from 'drizzle-orm';
import { outbox, smsOutbox, whatsappSent } from '../../platform/db/schema';
import { CloudWhatsAppProvider } from '../../platform/providers/whatsapp/cloud';
import { QUICK_REPLIES } from '../../platform/providers/whatsapp/types';
import { drainOutbox, loginAsDoctor } from '../../../test/helpers';
import { startFakeCloudApi, type FakeCloudApi } from '../../../test/fake-whatsapp-cloud';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { testCalendar } from '../../../test/scheduling-helpers';
import { bookedSession, devWhatsApp, optInWhatsApp, postWebhookValue } from '../../../test/whatsapp-helpers';
import { runReminders } from '../scheduling/reminders';

const HOUR = 3_600_000;
const days = testCalendar();

const smsTo = (t: PaymentsTestApp, mobile: string) =>
  t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
const confirmationSms = async (t: PaymentsTestApp, mobile: string) =>
  (await smsTo(t, mobile)).filter((m) => m.message.includes('received. Order ID'));
const reminderSms = async (t: PaymentsTestApp, mobile: string) =>
  (await smsTo(t, mobile)).filter((m) => m.message.startsWith('PhysioCare: reminder'));
const rowsOf = (t: PaymentsTestApp, kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.key, `${kind}/%`));

const APP_SECRET = 'channel-test-app-secret';

describe('with the console provider', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ env: { WHATSAPP_APP_SECRET: APP_SECRET } });
  });
  afterAll(() => t.close());

  it('a patient who has not opted in gets the confirmation by SMS only', async () => {
    const b = await bookedSession(t, days.slot());
    await drainOutbox(t.app);
    expect(await confirmationSms(t, b.patientId)).toHaveLength(1);
    expect(await devWhatsApp(t.app, b.patientId)).toEqual([]);
  });

  it('a patient who opted in gets the confirmation template with Confirm / Reschedule / Cancel naming the session, and no SMS', async () => {
    const b = await bookedSession(t, days.slot(), { whatsapp: true });
    await drainOutbox(t.app);
    const [message, ...rest] = await devWhatsApp(t.app, b.patientId);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      template: 'booking_confirmation',
      message: expect.stringMatching(
        /^PhysioCare: your online session with Dr\. Asha Rao is booked for .* IST\. Order ID: order_/,
      ),
      buttons: [
        { text: 'Confirm', payload: `confirm:${b.id}` },
        { text: 'Reschedule', payload: `reschedule:${b.id}` },
        { text: 'Cancel', payload: `cancel:${b.id}` },
      ],
    });
    expect(await confirmationSms(t, b.patientId)).toEqual([]);
  });

  it('the 24 h and 2 h reminders go by WhatsApp to a patient who opted in, by SMS to one who did not', async () => {
    const start = new Date(Date.now() + 20 * HOUR);
    start.setUTCMinutes(7, 0, 0);
    const on = await bookedSession(t, days.slot(), { whatsapp: true, at: start });
    const off = await bookedSession(t, days.slot(), { at: new Date(start.getTime() + 45 * 60_000) });
    await drainOutbox(t.app);
    expect((await runReminders({ db: t.db, log: t.app.log })).sent).toBeGreaterThanOrEqual(2);
    // The 2 h one, once the session is that close.
    const later = new Date(start.getTime() - 60 * 60_000);
    await runReminders({ db: t.db, log: t.app.log }, later);
    await drainOutbox(t.app, later);
    const reminders = (await devWhatsApp(t.app, on.patientId)).filter(
      (m) => m.template === 'session_reminder',
    );
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.buttons.map((b) => b.payload)).toEqual(
      QUICK_REPLIES.map(({ action }) => `${action}:${on.id}`),
    );
    expect(await reminderSms(t, on.patientId)).toEqual([]);
    expect(await reminderSms(t, off.patientId)).toHaveLength(2);
    expect(await devWhatsApp(t.app, off.patientId)).toEqual([]);
  });

  it('consent withdrawn between the enqueue and the send: the WhatsApp message fails and its SMS goes instead', async () => {
    const o = await bookedSession(t, days.slot(), { whatsapp: true });
    expect((await optInWhatsApp(t.app, o, false)).statusCode).toBe(200);
    await drainOutbox(t.app);
    await drainOutbox(t.app);
    expect(await devWhatsApp(t.app, o.patientId)).toEqual([]);
    expect(await confirmationSms(t, o.patientId)).toHaveLength(1);
    const rows = (await rowsOf(t, 'booking.confirmed')).filter(
      (r) => r.payload.orderId === o.orderId && r.channel !== 'email',
    );
    expect(rows.map((r) => [r.channel, !!r.sentAt, !!r.failedAt])).toEqual(
      expect.arrayContaining([
        ['whatsapp', false, true],
        ['sms', true, false],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('a message Meta reports failed after taking it (not a WhatsApp number…) falls back to its SMS, once', async () => {
    const b = await bookedSession(t, days.slot(), { whatsapp: true });
    await drainOutbox(t.app);
    const [sent] = await t.db
      .select()
      .from(whatsappSent)
      .where(eq(whatsappSent.outboxKey, `booking.confirmed/whatsapp/${b.orderId}`));
    expect(sent!.messageId).toMatch(/^wamid\.console\./);
    expect(await confirmationSms(t, b.patientId)).toEqual([]);
    const failed = {
      statuses: [
        { id: 'wamid.not-ours', status: 'failed', recipient_id: `91${b.patientId}` },
        { id: sent!.messageId, status: 'delivered', recipient_id: `91${b.patientId}` },
        {
          id: sent!.messageId,
          status: 'failed',
          timestamp: '1764230400',
          recipient_id: `91${b.patientId}`,
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    };
    for (const expected of [1, 0]) {
      const res = await postWebhookValue(t.app, APP_SECRET, failed);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.smsFallbacks).toBe(expected);
      await drainOutbox(t.app);
    }
    // Reported twice, enqueued once (the SMS's outbox key): one SMS.
    expect(await confirmationSms(t, b.patientId)).toHaveLength(1);
  });
});

describe('with the Cloud API (a local fake)', () => {
  let api: FakeCloudApi;
  let t: PaymentsTestApp;
  beforeAll(async () => {
    api = await startFakeCloudApi();
    t = await createPaymentsTestApp({
      whatsapp: new CloudWhatsAppProvider({
        accessToken: api.token,
        phoneNumberId: api.phoneNumberId,
        apiUrl: api.baseUrl,
        apiVersion: api.version,
        templates: { confirmation: 'booking_confirmation', reminder: 'session_reminder', language: 'en' },
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  beforeEach(() => {
    api.sent.length = 0;
    api.failWith(null);
  });

  it('sends the confirmation as the documented template request, and no SMS', async () => {
    const b = await bookedSession(t, days.slot(), { whatsapp: true });
    await drainOutbox(t.app);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.body).toMatchObject({
      to: `91${b.patientId}`,
      type: 'template',
      template: { name: 'booking_confirmation', language: { code: 'en' } },
    });
    const buttons = (
      api.sent[0]!.body.template as { components: { type: string; parameters: unknown[] }[] }
    ).components
      .filter((c) => c.type === 'button')
      .map((c) => c.parameters[0]);
    expect(buttons).toEqual(
      QUICK_REPLIES.map(({ action }) => ({ type: 'payload', payload: `${action}:${b.id}` })),
    );
    expect(await confirmationSms(t, b.patientId)).toEqual([]);
    const [sent] = await t.db
      .select()
      .from(whatsappSent)
      .where(eq(whatsappSent.outboxKey, `booking.confirmed/whatsapp/${b.orderId}`));
    expect(sent!.messageId).toMatch(/^wamid\.fake\d+$/);
  });

  it('a refusal (Graph 400) falls back to the SMS at once, without retrying', async () => {
    api.failWith({ status: 400, code: 131026, message: 'Message undeliverable' });
    const b = await bookedSession(t, days.slot(), { whatsapp: true });
    await drainOutbox(t.app);
    await drainOutbox(t.app);
    expect(api.sent).toHaveLength(1);
    expect(await confirmationSms(t, b.patientId)).toHaveLength(1);
    const [failed] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.key, `booking.confirmed/whatsapp/${b.orderId}`)));
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/Message undeliverable/) });
    expect(failed!.failedAt).toBeInstanceOf(Date);
  });

  it('a server that keeps failing (503) is retried with backoff, then the SMS goes after the last attempt', async () => {
    api.failWith({ status: 503, code: 2, message: 'Service temporarily unavailable' });
    const b = await bookedSession(t, days.slot(), { whatsapp: true });
    const key = `booking.confirmed/whatsapp/${b.orderId}`;
    let now = new Date();
    for (let attempt = 1; attempt <= 8; attempt++) {
      await drainOutbox(t.app, now);
      const [row] = await t.db.select().from(outbox).where(eq(outbox.key, key));
      expect(row!.attempts).toBe(attempt);
      if (attempt < 8) {
        expect(row!.failedAt).toBeNull();
        expect(await confirmationSms(t, b.patientId)).toEqual([]);
      }
      now = new Date(row!.nextAttemptAt.getTime() + 1);
    }
    const [row] = await t.db.select().from(outbox).where(eq(outbox.key, key));
    expect(row!.failedAt).toBeInstanceOf(Date);
    await drainOutbox(t.app, now);
    expect(api.sent).toHaveLength(8);
    expect(await confirmationSms(t, b.patientId)).toHaveLength(1);
  });
});

describe('GET and PUT /api/users/{id}/whatsapp', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  it('no choice yet reads as not opted in; a change is recorded with its source and time; the same choice again adds nothing', async () => {
    const b = await bookedSession(t, days.slot());
    const get = () =>
      t.app.inject({ method: 'GET', url: `/api/users/${b.patientId}/whatsapp`, headers: b.headers });
    expect((await get()).json()).toEqual({ data: { opted_in: false, source: null, at: null } });
    const on = await optInWhatsApp(t.app, b);
    expect(on.json()).toEqual({
      data: { opted_in: true, source: 'patient_area', at: expect.stringMatching(/\+05:30$/) },
      message: 'WhatsApp messages on',
    });
    await optInWhatsApp(t.app, b);
    expect((await get()).json().data).toEqual(on.json().data);
    expect((await optInWhatsApp(t.app, b, false)).json().data).toMatchObject({ opted_in: false });
  });

  it('only the patient themself: another patient or a doctor is 403, no token 401, a bad body 400', async () => {
    const a = await bookedSession(t, days.slot());
    const other = await bookedSession(t, days.slot());
    const url = `/api/users/${a.patientId}/whatsapp`;
    for (const headers of [other.headers, await loginAsDoctor(t.app)]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      const put = await t.app.inject({ method: 'PUT', url, headers, payload: { opted_in: true } });
      expect(put.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url, payload: { opted_in: true } })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url, headers: a.headers, payload: { opted_in: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: a.headers })).json().data.opted_in).toBe(false);
  });
});
