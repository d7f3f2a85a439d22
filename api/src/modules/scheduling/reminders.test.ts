import { and, desc, eq, like } from 'drizzle-orm';
import {
  appointmentReminders,
  appointments,
  emailOutbox,
  outbox as outboxTable,
  smsOutbox,
} from '../../platform/db/schema';
import {
  createTestApp,
  drainOutbox,
  loginAsDoctor,
  loginAsPatient,
  type TestApp,
} from '../../../test/helpers';
import { drainOutboxNow } from '../notifications/drain-outbox';
import { refusedSmtpUrl } from '../../../test/smtp-server';
import { SmtpEmailProvider } from '../../platform/providers/email/smtp';
import { Mailer } from '../notifications/mail';
import { REMINDER_TEMPLATE, reminderText } from '../../platform/providers/sms/types';
import { reminderVariables } from '../notifications';
import { runReminders } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loginAsDoctor(t.app, '9000000001');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const deps = () => ({ db: t.db, log: t.app.log });
/** The dev SMS outbox of a number, once the outbox drain sent what the runs enqueued. */
const outbox = async (mobile: string) => {
  await drainOutbox(t.app);
  return t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.createdAt));
};

async function session(
  patientId: string,
  start: Date,
  values: Partial<typeof appointments.$inferInsert> = {},
) {
  await loginAsPatient(t.app, patientId);
  const [row] = await t.db
    .insert(appointments)
    .values({
      patientId,
      doctorId: '9000000001',
      status: 'scheduled',
      mode: 'online',
      start,
      end: new Date(start.getTime() + 45 * 60_000),
      ...values,
    })
    .returning();
  return row!;
}

describe('session reminders', () => {
  it('fills the fixed DLT template (variables at most 30 characters)', () => {
    const text = reminderText(
      reminderVariables({
        mode: 'home',
        doctorName: 'Dr. Asha Rao',
        start: new Date('2030-01-14T09:00:00+05:30'),
      }),
    );
    expect(text).toBe(
      'PhysioCare: reminder of your home visit with Dr. Asha Rao on 14 Jan 2030 at 09:00 IST. Open your PhysioCare account for details or to join.',
    );
    const fixed = REMINDER_TEMPLATE.split(/##\w+##/);
    let rest = text;
    for (const part of fixed) {
      expect(rest.includes(part)).toBe(true);
      rest = rest.slice(rest.indexOf(part) + part.length);
    }
    const long = reminderText(
      reminderVariables({ mode: 'online', doctorName: 'D'.repeat(60), start: new Date() }),
    );
    expect(long).toContain(`with ${'D'.repeat(30)} on`);
  });

  it('sends the 24 h and the 2 h reminder once each, and again for a new time', async () => {
    const now = new Date('2031-05-05T06:00:00Z');
    const a = await session('9400000001', new Date(now.getTime() + 23 * HOUR));
    const first = await runReminders(deps(), now);
    expect(first).toMatchObject({ ran: true, sent: 1 });
    expect((await outbox('9400000001'))[0]!.message).toContain(
      'reminder of your online session with Dr. Test 0001',
    );
    expect((await runReminders(deps(), new Date(now.getTime() + 60_000))).sent).toBe(0);
    // 2 h before: the second reminder, once.
    const later = new Date(now.getTime() + 21.5 * HOUR);
    expect((await runReminders(deps(), later)).sent).toBe(1);
    expect((await runReminders(deps(), later)).sent).toBe(0);
    expect(await outbox('9400000001')).toHaveLength(2);
    // Moved to the next day: reminded again for the new time.
    await t.db
      .update(appointments)
      .set({ start: new Date(now.getTime() + 40 * HOUR), end: new Date(now.getTime() + 40.75 * HOUR) })
      .where(eq(appointments.id, a.id));
    expect((await runReminders(deps(), new Date(now.getTime() + 17 * HOUR))).sent).toBe(1);
    const kinds = await t.db
      .select({ kind: appointmentReminders.kind })
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, a.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['24h', '24h', '2h']);
  });

  it('never reminds of cancelled sessions, holds or sessions already started', async () => {
    const now = new Date('2031-06-05T06:00:00Z');
    await session('9400000002', new Date(now.getTime() + 3 * HOUR), { status: 'cancelled' });
    await session('9400000002', new Date(now.getTime() + 5 * HOUR), {
      status: 'held',
      holdExpiresAt: new Date(now.getTime() + 10 * 60_000),
    });
    await session('9400000002', new Date(now.getTime() - 10 * 60_000));
    expect((await runReminders(deps(), now)).sent).toBe(0);
    expect(await outbox('9400000002')).toHaveLength(0);
  });

  it('releases lapsed holds', async () => {
    const now = new Date('2031-07-05T06:00:00Z');
    const held = await session('9400000003', new Date(now.getTime() + 30 * HOUR), {
      status: 'held',
      holdExpiresAt: new Date(now.getTime() - 1000),
    });
    // (with the hold of the test before, lapsed by now too)
    expect((await runReminders(deps(), now)).releasedHolds).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
  });

  it('sends each reminder once when several instances run at the same moment', async () => {
    const now = new Date('2031-08-05T06:00:00Z');
    for (let i = 0; i < 5; i++) await session(`940000010${i}`, new Date(now.getTime() + (20 + i) * HOUR));
    const runs = await Promise.all(Array.from({ length: 6 }, () => runReminders(deps(), now)));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(5);
    for (let i = 0; i < 5; i++) expect(await outbox(`940000010${i}`)).toHaveLength(1);
    const claims = await t.db
      .select({ id: appointmentReminders.appointmentId })
      .from(appointmentReminders)
      .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
      .where(and(eq(appointmentReminders.kind, '24h'), like(appointments.patientId, '94000001%')));
    expect(claims).toHaveLength(5);
  });
});

describe('session reminders by e-mail', () => {
  const emails = async (to: string) => {
    await drainOutbox(t.app);
    return t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  };
  const withMail = () => ({ ...deps(), email: true });
  const claims = (appointmentId: string) =>
    t.db
      .select({ kind: appointmentReminders.kind, channel: appointmentReminders.channel })
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, appointmentId));

  it('sends the 24 h and 2 h e-mails beside the SMS, each once, recorded with channel email', async () => {
    const now = new Date('2032-02-02T04:00:00Z');
    const a = await session('9400000201', new Date(now.getTime() + 20 * HOUR));
    expect(await runReminders(withMail(), now)).toMatchObject({ ran: true, sent: 1, emailed: 1 });
    expect(await runReminders(withMail(), new Date(now.getTime() + 60_000))).toMatchObject({
      sent: 0,
      emailed: 0,
    });
    const [mail] = await emails('patient9400000201@example.com');
    // 04:00Z + 20 h = 00:00Z on 3 February = 05:30 IST
    expect(mail!.subject).toBe('Reminder: your online session on Tuesday, 3 February 2032 at 05:30 IST');
    expect(mail!.text).toContain('This is a reminder of your online session with Dr. Test 0001');
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: 'physiocare-session.ics' })]);
    expect((await runReminders(withMail(), new Date(now.getTime() + 18.5 * HOUR))).emailed).toBe(1);
    expect(await emails('patient9400000201@example.com')).toHaveLength(2);
    expect((await claims(a.id)).map((c) => `${c.kind}/${c.channel}`).sort()).toEqual([
      '24h/email',
      '24h/sms',
      '2h/email',
      '2h/sms',
    ]);
  });

  it('sends each e-mail once when several instances run at the same moment', async () => {
    const now = new Date('2032-03-02T04:00:00Z');
    for (let i = 0; i < 4; i++) await session(`940000030${i}`, new Date(now.getTime() + (19 + i) * HOUR));
    const runs = await Promise.all(Array.from({ length: 6 }, () => runReminders(withMail(), now)));
    expect(runs.reduce((n, r) => n + r.emailed, 0)).toBe(4);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(4);
    for (let i = 0; i < 4; i++) expect(await emails(`patient940000030${i}@example.com`)).toHaveLength(1);
    // And once more, one after the other: nothing new.
    expect((await runReminders(withMail(), now)).emailed).toBe(0);
  });

  it('keeps a reminder the mail server refused in the outbox and sends it on a later drain (the SMS only once)', async () => {
    const now = new Date('2032-04-02T04:00:00Z');
    const a = await session('9400000401', new Date(now.getTime() + 10 * HOUR));
    const refused = new Mailer({
      ...t.app.mail.deps,
      provider: new SmtpEmailProvider({ url: await refusedSmtpUrl(), from: 'no-reply@physiocare.in' }),
    });
    expect(await runReminders(withMail(), now)).toMatchObject({ ran: true, sent: 1, emailed: 1 });
    const drainer = (mail: Mailer) => ({
      db: t.db,
      mail,
      sms: t.app.sms,
      whatsapp: t.app.whatsapp,
      log: t.app.log,
    });
    expect(await drainOutboxNow(drainer(refused))).toMatchObject({ sent: 1, retrying: 1 });
    expect((await claims(a.id)).map((c) => c.channel).sort()).toEqual(['email', 'sms']);
    const [queued] = await t.db
      .select()
      .from(outboxTable)
      .where(and(eq(outboxTable.kind, 'session.reminder'), eq(outboxTable.channel, 'email')))
      .orderBy(desc(outboxTable.createdAt))
      .limit(1);
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.any(String) });
    // Not due before its backoff; a run of the reminders meanwhile claims nothing new.
    expect(await runReminders(withMail(), new Date(now.getTime() + 60_000))).toMatchObject({
      sent: 0,
      emailed: 0,
    });
    expect(await drainOutboxNow(drainer(t.app.mail))).toMatchObject({ claimed: 0 });
    expect(await emails('patient9400000401@example.com')).toHaveLength(0);
    const next = await drainOutboxNow(drainer(t.app.mail), new Date(queued!.nextAttemptAt.getTime() + 1));
    expect(next).toMatchObject({ sent: 1 });
    expect(await emails('patient9400000401@example.com')).toHaveLength(1);
    expect(await outbox('9400000401')).toHaveLength(1);
    refused.close();
  });
});
