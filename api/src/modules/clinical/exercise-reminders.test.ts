import { eq } from 'drizzle-orm';
import { exerciseReminders, outbox, patients } from '../../platform/db/schema';
import { kolkataDateAndMinute, kolkataInstant } from '../../platform/lib/kolkata';
import {
  createTestApp,
  drainOutbox,
  loginAsDoctor,
  loginAsPatient,
  type TestApp,
} from '../../../test/helpers';
import { listEmailOutbox, listOutboxMessages } from '../notifications';
import { DEMO_DOCTOR } from '../site/seed';
import {
  dueReminders,
  isReminderDue,
  REMINDER_WINDOW_MINUTES,
  runExerciseReminders,
} from './exercise-reminders';

describe('when a daily reminder is due', () => {
  const at = (day: string, time: string) => {
    const [h, m] = time.split(':').map(Number);
    return kolkataInstant(day, h! * 60 + m!);
  };

  it('is due from the picked minute in India for the window, on India’s date', () => {
    expect(isReminderDue('07:30', at('2026-11-27', '07:29'))).toBe(false);
    expect(isReminderDue('07:30', at('2026-11-27', '07:30'))).toBe(true);
    expect(isReminderDue('07:30', at('2026-11-27', '09:29'))).toBe(true);
    expect(isReminderDue('07:30', at('2026-11-27', '09:30'))).toBe(false);
    expect(REMINDER_WINDOW_MINUTES).toBe(120);
  });

  it('takes the day and the minute in India, not UTC', () => {
    // 00:10 IST on 1 January is still 31 December in UTC.
    expect(dueReminders(new Date('2027-01-01T00:10:00+05:30'))).toEqual({
      day: '2027-01-01',
      from: '00:00',
      to: '00:10',
    });
    // 05:20 IST is 23:50 UTC the day before.
    expect(dueReminders(new Date('2026-11-26T23:50:00Z'))).toEqual({
      day: '2026-11-27',
      from: '03:21',
      to: '05:20',
    });
    // The window never reaches back into yesterday: a 23:30 reminder is not sent after midnight.
    expect(isReminderDue('23:30', new Date('2026-12-29T00:10:00+05:30'))).toBe(false);
  });
});

describe('the reminders job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  async function patientWithProgram(id: string, time: string) {
    const headers = await loginAsPatient(t.app, id, { name: 'Meera', email: `p${id}@example.com` });
    await t.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, id));
    const doctor = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
    const program = {
      items: [{ exercise: 'bridge', sets: 2, reps: 10, hold_seconds: 3, times_per_day: 1, days_per_week: 7 }],
    };
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/exercise-program`,
      headers: doctor,
      payload: program,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/exercise-reminder`,
      headers,
      payload: { time },
    });
  }

  it('sends the SMS and e-mail once a day at the picked time, with a link and no clinical words', async () => {
    // A reminder picked for this very minute in India is due now (the wall clock: the clock suites move it).
    const now = new Date();
    const { minute } = kolkataDateAndMinute(now);
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    await patientWithProgram('9340100001', time);
    expect(await runExerciseReminders(t.db, now)).toBe(1);
    expect(await runExerciseReminders(t.db, new Date(now.getTime() + 30_000))).toBe(0);
    await drainOutbox(t.app);
    const [sms] = await listOutboxMessages(t.db, '9340100001');
    expect(sms!.message).toMatch(
      /^PhysioCare: time for today's home exercises\. .*\/user\/exercises\/9340100001$/,
    );
    expect(sms!.message).not.toMatch(/bridge/i);
    const [mail] = await listEmailOutbox(t.db, 'p9340100001@example.com');
    expect(mail!.subject).toBe('Time for today’s home exercises');
    expect(mail!.text).toContain('/user/exercises/9340100001');
    // Off again: a reminder at this minute of the day would be due in the next tests' windows too.
    await t.db.delete(exerciseReminders).where(eq(exerciseReminders.patientId, '9340100001'));
  });

  it('a patient who reads Hindi gets the e-mail in Hindi, as the SMS (issue 30)', async () => {
    const now = new Date();
    const { minute } = kolkataDateAndMinute(now);
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    await patientWithProgram('9340100009', time);
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, '9340100009'));
    expect(await runExerciseReminders(t.db, now)).toBe(1);
    await drainOutbox(t.app);
    const [mail] = await listEmailOutbox(t.db, 'p9340100009@example.com');
    expect(mail!.subject).toBe('आज के घरेलू व्यायाम का समय');
    expect(mail!.text).toContain('नमस्ते Meera जी,');
    expect(mail!.text).toContain('आज के व्यायाम खोलें');
    expect(mail!.text).toContain('/user/exercises/9340100009');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.text).not.toMatch(/exercises your physiotherapist|bridge/i);
    const [sms] = await listOutboxMessages(t.db, '9340100009');
    expect(sms!.message).toMatch(/[\u0900-\u097F]/);
    await t.db.delete(exerciseReminders).where(eq(exerciseReminders.patientId, '9340100009'));
  });

  it('skips a reminder not yet due, one without a program, and one turned off before it was sent', async () => {
    const day = '2030-03-04';
    await patientWithProgram('9340100002', '18:00');
    await loginAsPatient(t.app, '9340100003', { name: 'No program' });
    await t.db.insert(exerciseReminders).values({ patientId: '9340100003', time: '18:00' });
    expect(await runExerciseReminders(t.db, kolkataInstant(day, 17 * 60 + 59))).toBe(0);
    expect(await runExerciseReminders(t.db, kolkataInstant(day, 18 * 60))).toBe(1);
    // The next day: due again, once.
    expect(await runExerciseReminders(t.db, kolkataInstant('2030-03-05', 18 * 60 + 5))).toBe(1);
    await t.db.delete(exerciseReminders).where(eq(exerciseReminders.patientId, '9340100002'));
    await drainOutbox(t.app);
    expect(await listOutboxMessages(t.db, '9340100002')).toEqual([]);
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'exercise.reminder'));
    expect(
      rows
        .filter((r) => r.key.includes('9340100002'))
        .map((r) => r.key)
        .sort(),
    ).toEqual([
      'exercise.reminder/email/9340100002/2030-03-04',
      'exercise.reminder/email/9340100002/2030-03-05',
      'exercise.reminder/sms/9340100002/2030-03-04',
      'exercise.reminder/sms/9340100002/2030-03-05',
    ]);
  });
});
