/**
 * Two-way WhatsApp (issue 30 point 1) against PGlite: the webhook's verification and signature, replies acted on
 * once per message id (Confirm, Cancel in and outside the window, Reschedule, STOP, another patient's session),
 * the patient's consent, and WhatsApp as the outbox's channel with its fallback to the DLT SMS.
 */
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { CHANGE_MESSAGES } from '@physio/shared-contracts';
import { CHANGE_MESSAGES_HI } from '@physio/shared-contracts/changes-hindi';
import {
  appointmentChanges,
  appointments,
  channelConsents,
  outbox,
  patients,
  whatsappInbound,
} from '../../platform/db/schema';
import { drainOutbox, loginAsDoctor, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { testCalendar } from '../../../test/scheduling-helpers';
import { bookedSession, devWhatsApp, signWebhook, type BookedSession } from '../../../test/whatsapp-helpers';
import { DEMO_DOCTOR } from '../site/seed';
import { REPLY_TEXTS } from './replies';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-token-for-tests';
const HOUR = 3_600_000;

let t: PaymentsTestApp;
let doctor: AuthHeaders;
beforeAll(async () => {
  t = await createPaymentsTestApp({
    env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN },
  });
  doctor = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
});
afterAll(() => t.close());

const days = testCalendar();

const booked = (options: { at?: Date; whatsapp?: boolean } = {}) => bookedSession(t, days.slot(), options);

let nextMessage = 0;
const wamid = () => `wamid.test${++nextMessage}`;

/** Meta's webhook body for some messages (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components). */
const webhookBody = (messages: Record<string, unknown>[]) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Patient' }, wa_id: '91' }],
              messages,
            },
          },
        ],
      },
    ],
  });

const tap = (from: string, action: string, appointmentId: string, id = wamid()) => ({
  from: `91${from}`,
  id,
  timestamp: '1764230400',
  context: { from: '15550783881', id: 'wamid.template' },
  type: 'button',
  button: { text: action[0]!.toUpperCase() + action.slice(1), payload: `${action}:${appointmentId}` },
});
const typed = (from: string, body: string, id = wamid()) => ({
  from: `91${from}`,
  id,
  timestamp: '1764230400',
  type: 'text',
  text: { body },
});

const sign = (raw: string, secret = APP_SECRET) => signWebhook(raw, secret);

const post = (raw: string, signature: string | null = sign(raw)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: raw,
  });

const reply = async (...messages: Record<string, unknown>[]) => {
  const res = await post(webhookBody(messages));
  expect(res.statusCode).toBe(200);
  const { processed, duplicates } = res.json().data as { processed: number; duplicates: number };
  return { processed, duplicates };
};

const session = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const credits = async (b: BookedSession) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/users/${b.patientId}/appointments`, headers: b.headers })
  ).json().credits[0];
const whatsappOutbox = (mobile: string) => devWhatsApp(t.app, mobile);
const outcomeOf = async (messageId: string) =>
  (await t.db.select().from(whatsappInbound).where(eq(whatsappInbound.messageId, messageId)))[0]?.outcome;

describe('GET /api/webhooks/whatsapp (subscription check)', () => {
  const verify = (query: string) => t.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });

  it('echoes hub.challenge for the verify token', async () => {
    const res = await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('1158201444');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses another token, another mode or no challenge with 403', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
      'hub.mode=subscribe&hub.challenge=1',
    ]) {
      const res = await verify(query);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('POST /api/webhooks/whatsapp: signature', () => {
  it('a wrong or missing X-Hub-Signature-256 is 401 and changes nothing', async () => {
    const b = await booked();
    const id = wamid();
    const raw = webhookBody([tap(b.patientId, 'cancel', b.id, id)]);
    for (const signature of [
      sign(raw, 'not-the-secret'),
      sign(`${raw} `),
      null,
      'sha256=',
      sign(raw).slice(7),
    ]) {
      const res = await post(raw, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature', code: 'INVALID_SIGNATURE' });
    }
    expect((await session(b.id)).status).toBe('scheduled');
    expect(await outcomeOf(id)).toBeUndefined();
    // The same bytes, signed: now it acts.
    expect((await post(raw)).statusCode).toBe(200);
    expect((await session(b.id)).status).toBe('cancelled');
  });

  it('a signed body that is not JSON is 400', async () => {
    const res = await post('not json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_BODY' });
  });

  it('delivery statuses and other events are taken and ignored', async () => {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.x', status: 'read' }] } }] }],
    });
    expect((await post(raw)).json().data).toMatchObject({ processed: 0, duplicates: 0 });
  });
});

describe('replies', () => {
  it('Confirm marks the session confirmed, the doctor’s listing shows it, and the patient is answered', async () => {
    const b = await booked();
    expect((await session(b.id)).confirmedAt).toBeNull();
    expect(await reply(tap(b.patientId, 'confirm', b.id))).toEqual({ processed: 1, duplicates: 0 });
    const row = await session(b.id);
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.status).toBe('scheduled');
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/appointments?doctor_id=${DEMO_DOCTOR.id}`,
        headers: doctor,
      })
    ).json().data as { id: string; confirmed_at: string | null }[];
    expect(list.find((a) => a.id === b.id)!.confirmed_at).toMatch(/\+05:30$/);
    await drainOutbox(t.app);
    expect((await whatsappOutbox(b.patientId))[0]).toMatchObject({
      template: null,
      message: REPLY_TEXTS.en.confirmed(row.start!),
    });
  });

  it('a confirmation is for one time: moving the session clears it', async () => {
    const b = await booked();
    await reply(tap(b.patientId, 'confirm', b.id));
    expect((await session(b.id)).confirmedAt).toBeInstanceOf(Date);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${b.id}`,
      headers: b.headers,
      payload: { start: days.slot() },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.confirmed_at).toBeNull();
    expect((await session(b.id)).confirmedAt).toBeNull();
  });

  it('Cancel outside the window cancels the session and returns its credit', async () => {
    const b = await booked();
    expect(await credits(b)).toMatchObject({ total: 1, remaining: 0 });
    const id = wamid();
    await reply(tap(b.patientId, 'cancel', b.id, id));
    const row = await session(b.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: b.patientId });
    expect(await credits(b)).toMatchObject({ total: 1, scheduled: 0, remaining: 1 });
    expect(await outcomeOf(id)).toBe('cancelled');
    const changes = await t.db
      .select()
      .from(appointmentChanges)
      .where(eq(appointmentChanges.appointmentId, b.id));
    expect(changes.filter((c) => c.kind === 'cancelled')).toEqual([
      expect.objectContaining({ creditReturned: 'yes', changedBy: b.patientId }),
    ]);
    await drainOutbox(t.app);
    expect((await whatsappOutbox(b.patientId))[0]!.message).toBe(REPLY_TEXTS.en.cancelled(row.start!, true));
  });

  it('Cancel inside the window changes nothing and explains', async () => {
    const b = await booked({ at: new Date(Date.now() + 3 * HOUR) });
    const before = await session(b.id);
    const id = wamid();
    await reply(tap(b.patientId, 'cancel', b.id, id));
    expect(await session(b.id)).toEqual(before);
    expect(await credits(b)).toMatchObject({ remaining: 0 });
    expect(await outcomeOf(id)).toBe('too_late');
    await drainOutbox(t.app);
    const [answer] = await whatsappOutbox(b.patientId);
    expect(answer!.message).toBe(`${CHANGE_MESSAGES.tooLateToCancel} Your session has not been changed.`);
  });

  it('Reschedule answers with the link to the patient area and changes nothing', async () => {
    const b = await booked();
    await reply(tap(b.patientId, 'reschedule', b.id));
    expect((await session(b.id)).status).toBe('scheduled');
    await drainOutbox(t.app);
    expect((await whatsappOutbox(b.patientId))[0]!.message).toBe(
      REPLY_TEXTS.en.reschedule(`${t.app.config.publicUrl}/user/dashboard/${b.patientId}`),
    );
  });

  it('a patient whose language is Hindi is answered in Hindi: Cancel outside and inside the window', async () => {
    const outside = await booked();
    const inside = await booked({ at: new Date(Date.now() + 2 * HOUR) });
    await t.db
      .update(patients)
      .set({ language: 'hi' })
      .where(inArray(patients.id, [outside.patientId, inside.patientId]));
    await reply(tap(outside.patientId, 'cancel', outside.id), tap(inside.patientId, 'cancel', inside.id));
    const row = await session(outside.id);
    expect(row.status).toBe('cancelled');
    expect((await session(inside.id)).status).toBe('scheduled');
    await drainOutbox(t.app);
    const [cancelled] = await whatsappOutbox(outside.patientId);
    expect(cancelled!.message).toBe(REPLY_TEXTS.hi.cancelled(row.start!, true));
    expect(cancelled!.message).toMatch(
      /^\d{1,2} \w{3} \d{4} को \d{2}:\d{2} बजे \(IST\) का आपका सत्र रद्द हो गया है।/,
    );
    const [tooLate] = await whatsappOutbox(inside.patientId);
    expect(tooLate!.message).toBe(
      `${CHANGE_MESSAGES_HI.tooLateToCancel} आपके सत्र में कोई बदलाव नहीं किया गया है।`,
    );
  });

  it('a reply about another patient’s session is ignored, recorded and not answered', async () => {
    const mine = await booked();
    const theirs = await booked();
    const before = await session(theirs.id);
    const ids = [wamid(), wamid()];
    await reply(
      tap(mine.patientId, 'cancel', theirs.id, ids[0]),
      tap(mine.patientId, 'confirm', theirs.id, ids[1]),
    );
    expect(await session(theirs.id)).toEqual(before);
    expect(await outcomeOf(ids[0]!)).toBe('not_theirs');
    expect(await outcomeOf(ids[1]!)).toBe('not_theirs');
    const answers = await t.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.key,
          ids.map((i) => `whatsapp.reply/whatsapp/${i}`),
        ),
      );
    expect(answers).toEqual([]);
  });

  it('a reply about a cancelled session says it can no longer change', async () => {
    const b = await booked();
    await reply(tap(b.patientId, 'cancel', b.id));
    const id = wamid();
    await reply(tap(b.patientId, 'confirm', b.id, id));
    expect(await outcomeOf(id)).toBe('not_live');
    expect((await session(b.id)).confirmedAt).toBeNull();
  });

  it('"STOP" opts out, recorded as consent from the chat', async () => {
    const b = await booked({ whatsapp: true });
    await drainOutbox(t.app);
    await reply(typed(b.patientId, ' stop '));
    const consent = (
      await t.app.inject({ method: 'GET', url: `/api/users/${b.patientId}/whatsapp`, headers: b.headers })
    ).json().data;
    expect(consent).toMatchObject({ opted_in: false, source: 'chat' });
    const rows = await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, b.patientId));
    expect(rows.map((r) => [r.optedIn, r.source, r.recordedBy])).toEqual([
      [true, 'patient_area', b.patientId],
      [false, 'chat', `91${b.patientId}`],
    ]);
  });

  it('STOP or a tap from a number that is no patient’s, or from abroad, is taken and ignored', async () => {
    const b = await booked();
    const ids = [wamid(), wamid(), wamid()];
    await reply(typed('9111111119', 'STOP', ids[0]), tap('9111111119', 'cancel', b.id, ids[1]), {
      ...tap(b.patientId, 'cancel', b.id, ids[2]),
      from: `44${b.patientId}`,
    });
    expect(await Promise.all(ids.map(outcomeOf))).toEqual(['ignored', 'not_theirs', 'ignored']);
    expect((await session(b.id)).status).toBe('scheduled');
    expect(
      await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, '9111111119')),
    ).toEqual([]);
  });
});

describe('dedupe', () => {
  it('the same reply delivered five times at once acts once', async () => {
    const b = await booked();
    const raw = webhookBody([tap(b.patientId, 'cancel', b.id)]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(raw)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const reports = answers.map((a) => a.json().data as { processed: number; duplicates: number });
    expect(reports.reduce((n, r) => n + r.processed, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.duplicates, 0)).toBe(4);
    const changes = await t.db
      .select()
      .from(appointmentChanges)
      .where(and(eq(appointmentChanges.appointmentId, b.id), eq(appointmentChanges.kind, 'cancelled')));
    expect(changes).toHaveLength(1);
  });

  it('1,000 replies replayed twice change each session once', async () => {
    // 1,000 live sessions of one patient, written directly (booking each through the API would take minutes).
    const patient = (await booked()).patientId;
    const base = Date.now() + 30 * 24 * HOUR;
    const rows = await t.db
      .insert(appointments)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          patientId: patient,
          mode: 'online' as const,
          status: 'scheduled' as const,
          start: new Date(base + i * HOUR),
          end: new Date(base + i * HOUR + 45 * 60_000),
        })),
      )
      .returning({ id: appointments.id });
    const messages = rows.map((r, i) => tap(patient, i % 2 ? 'cancel' : 'confirm', r.id));
    const timings: number[] = [];
    for (const round of [1, 2]) {
      for (let i = 0; i < messages.length; i += 50) {
        const started = performance.now();
        const report = await reply(...messages.slice(i, i + 50));
        timings.push((performance.now() - started) / 50);
        expect(report).toEqual(
          round === 1 ? { processed: 50, duplicates: 0 } : { processed: 0, duplicates: 50 },
        );
      }
    }
    const ids = rows.map((r) => r.id);
    const changed = await t.db.select().from(appointments).where(inArray(appointments.id, ids));
    expect(changed.filter((a) => a.status === 'cancelled')).toHaveLength(500);
    expect(changed.filter((a) => a.status === 'scheduled' && a.confirmedAt)).toHaveLength(500);
    const [changes] = await t.db
      .select({ n: count() })
      .from(appointmentChanges)
      .where(and(inArray(appointmentChanges.appointmentId, ids), eq(appointmentChanges.kind, 'cancelled')));
    expect(changes!.n).toBe(500);
    const [answers] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(like(outbox.key, 'whatsapp.reply/%'));
    const [taken] = await t.db
      .select({ n: count() })
      .from(whatsappInbound)
      .where(and(eq(whatsappInbound.sender, `91${patient}`), inArray(whatsappInbound.appointmentId, ids)));
    expect(taken!.n).toBe(1000);
    expect(answers!.n).toBeGreaterThanOrEqual(1000);
  });
});
