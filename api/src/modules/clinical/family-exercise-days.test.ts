/**
 * A family member's day of home exercises (issue 28 point 3): the holder ticks the member's program's sets, logs
 * his pain and picks a daily reminder for it (sent to the holder, naming him, in her language); his adherence is
 * read by the holder and by the doctor who treats him. Another account's member is 404 and a member the doctor
 * does not treat 403, nothing written; the holder's own day, adherence and reminder leave his rows out.
 */
import { eq } from 'drizzle-orm';
import { FAMILY_MESSAGES, todayInIndia } from '@physio/shared-contracts';
import {
  createTestApp,
  drainOutbox,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';
import {
  appointments,
  exercisePainLogs,
  exerciseReminders,
  exerciseSetLogs,
  outbox,
  patients,
} from '../../platform/db/schema';
import { kolkataInstant } from '../../platform/lib/kolkata';
import { listEmailOutbox, listOutboxMessages } from '../notifications';
import { DEMO_DOCTOR } from '../site/seed';
import { isoWeek } from './exercise-adherence';
import { runExerciseReminders } from './exercise-reminders';

let t: TestApp;
let asha: AuthHeaders;
let rahul: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  asha = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
  rahul = await loginAsDoctor(t.app, '9000000002');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, headers: AuthHeaders, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const item = (exercise: string, sets = 2) => ({
  exercise,
  sets,
  reps: 10,
  hold_seconds: 5,
  times_per_day: 1,
  days_per_week: 7,
});
const notFound = { message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' };

let nextPatient = 9352000001;
/**
 * A holder under Dr. Asha's care with her own program and a father Asha treats with his own program (bridge 3
 * sets a day), a past session with Dr. Rahul (who cares for her, not for him), and another account's member.
 */
async function family() {
  const id = String(nextPatient++);
  const email = `h${id}@example.com`;
  const headers = await loginAsPatient(t.app, id, { name: `Holder ${id.slice(-3)}`, email });
  await t.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, id));
  await t.db.insert(appointments).values({
    patientId: id,
    doctorId: '9000000002',
    date: '2026-01-05',
    timeOfDay: 'morning',
    mode: 'home',
    status: 'completed',
  });
  const addMember = async (h: AuthHeaders, name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/family/dependants',
        headers: h,
        payload: { name, relation: 'parent', age: 74 },
      })
    ).json().data.id as string;
  const father = await addMember(headers, 'Ramesh Kumar');
  const url = `/api/users/${id}`;
  expect(
    (await call('PUT', `${url}/plan`, asha, { sessions: 4, price: 600, dependant_id: father })).statusCode,
  ).toBe(200);
  const own = (await call('PUT', `${url}/exercise-program`, asha, { items: [item('clamshell')] })).json()
    .data;
  const his = (
    await call('PUT', `${url}/exercise-program`, asha, { items: [item('bridge', 3)], dependant_id: father })
  ).json().data;
  const other = await loginAsPatient(t.app, String(nextPatient++));
  const theirs = await addMember(other, 'Suresh Pillai');
  return { id, email, headers, father, theirs, url, own, his };
}

describe('a family member’s day of exercises', () => {
  it('the holder ticks his sets and logs his pain; his day and adherence are his own', async () => {
    const f = await family();
    const bridge = f.his.items[0].id as string;
    const ticked = await call('PUT', `${f.url}/exercises/today/sets/${bridge}`, f.headers, {
      sets_done: 2,
      dependant_id: f.father,
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().data).toMatchObject({
      program: { id: f.his.id },
      done: [{ item_id: bridge, sets_done: 2 }],
    });
    const pain = await call('PUT', `${f.url}/exercises/today/pain`, f.headers, {
      pain: 4,
      dependant_id: f.father,
    });
    expect(pain.json()).toMatchObject({ data: { pain: 4 }, message: 'Pain saved' });
    // Her own pain the same day is a row of its own.
    await call('PUT', `${f.url}/exercises/today/pain`, f.headers, { pain: 1 });
    const painRows = await t.db.select().from(exercisePainLogs).where(eq(exercisePainLogs.patientId, f.id));
    expect(painRows.map((r) => [r.dependantId, r.pain])).toHaveLength(2);
    expect(painRows.map((r) => [r.dependantId, r.pain])).toEqual(
      expect.arrayContaining([
        [f.father, 4],
        [null, 1],
      ]),
    );

    const hisDay = await call('GET', `${f.url}/exercises/today?dependant_id=${f.father}`, f.headers);
    expect(hisDay.json().data).toMatchObject({ program: { id: f.his.id }, pain: 4, reminder_time: null });
    const herDay = (await call('GET', `${f.url}/exercises/today`, f.headers)).json().data;
    expect(herDay).toMatchObject({ program: { id: f.own.id }, done: [], pain: 1 });

    // His adherence: 3 sets owed today, 2 done; read by the holder and by Dr. Asha (who treats him).
    const week = isoWeek(todayInIndia());
    for (const headers of [f.headers, asha]) {
      const his = await call('GET', `${f.url}/exercise-adherence?dependant_id=${f.father}`, headers);
      expect(his.statusCode).toBe(200);
      expect(his.json().data).toEqual({
        weeks: [expect.objectContaining({ week, prescribed: 3, done: 2, percent: 67 })],
        pain: [{ day: todayInIndia(), pain: 4 }],
      });
    }
    // Hers leaves his rows out: her clamshell 2 sets owed, none done, her own pain.
    const hers = (await call('GET', `${f.url}/exercise-adherence`, asha)).json().data;
    expect(hers).toEqual({
      weeks: [expect.objectContaining({ week, prescribed: 2, done: 0, percent: 0 })],
      pain: [{ day: todayInIndia(), pain: 1 }],
    });
  });

  it('another account’s member is 404, a member the doctor does not treat 403; nothing written', async () => {
    const f = await family();
    const bridge = f.his.items[0].id as string;
    const writes = [
      [`${f.url}/exercises/today/sets/${bridge}`, { sets_done: 1, dependant_id: f.theirs }],
      [`${f.url}/exercises/today/pain`, { pain: 5, dependant_id: f.theirs }],
      [`${f.url}/exercise-reminder`, { time: '07:30', dependant_id: f.theirs }],
    ] as const;
    for (const [url, body] of writes)
      expect((await call('PUT', url, f.headers, body)).json()).toEqual(notFound);
    for (const url of [`${f.url}/exercises/today`, `${f.url}/exercise-adherence`]) {
      expect((await call('GET', `${url}?dependant_id=${f.theirs}`, f.headers)).json()).toEqual(notFound);
      const refused = await call('GET', `${url}?dependant_id=${f.father}`, rahul);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_YOUR_PATIENT']);
    }
    // His item is not in her program: ticking it without naming him is 404, as is a doctor ticking (403).
    const unnamed = await call('PUT', `${f.url}/exercises/today/sets/${bridge}`, f.headers, { sets_done: 1 });
    expect([unnamed.statusCode, unnamed.json().code]).toEqual([404, 'PROGRAM_ITEM_NOT_FOUND']);
    const doctor = await call('PUT', `${f.url}/exercises/today/pain`, asha, {
      pain: 2,
      dependant_id: f.father,
    });
    expect(doctor.statusCode).toBe(403);
    for (const table of [exerciseSetLogs, exercisePainLogs, exerciseReminders])
      expect(await t.db.select().from(table).where(eq(table.patientId, f.id))).toEqual([]);
  });
});

describe('a family member’s daily reminder', () => {
  const day = '2031-02-03';
  const keysOf = async (id: string) =>
    (await t.db.select({ key: outbox.key }).from(outbox).where(eq(outbox.kind, 'exercise.reminder')))
      .map((r) => r.key)
      .filter((k) => k.includes(id))
      .sort();

  it('goes to the holder naming him, once a day, apart from her own; off again, hers stays', async () => {
    const f = await family();
    const set = (time: string | null, member?: string) =>
      call('PUT', `${f.url}/exercise-reminder`, f.headers, {
        time,
        ...(member ? { dependant_id: member } : {}),
      });
    expect((await set('19:00', f.father)).json()).toEqual({
      data: { time: '19:00' },
      message: 'Reminder set',
    });
    await set('19:00');
    expect((await set('19:05', f.father)).statusCode).toBe(200);
    const hisDay = await call('GET', `${f.url}/exercises/today?dependant_id=${f.father}`, f.headers);
    expect(hisDay.json().data.reminder_time).toBe('19:05');
    expect((await call('GET', `${f.url}/exercises/today`, f.headers)).json().data.reminder_time).toBe(
      '19:00',
    );

    expect(await runExerciseReminders(t.db, kolkataInstant(day, 19 * 60))).toBeGreaterThanOrEqual(1);
    expect(await keysOf(f.id)).toEqual([
      `exercise.reminder/email/${f.id}/${day}`,
      `exercise.reminder/sms/${f.id}/${day}`,
    ]);
    await runExerciseReminders(t.db, kolkataInstant(day, 19 * 60 + 6));
    await runExerciseReminders(t.db, kolkataInstant(day, 19 * 60 + 30));
    expect(await keysOf(f.id)).toEqual(
      [
        `exercise.reminder/email/${f.id}/${day}`,
        `exercise.reminder/sms/${f.id}/${day}`,
        `exercise.reminder/email/${f.id}/${f.father}/${day}`,
        `exercise.reminder/sms/${f.id}/${f.father}/${day}`,
      ].sort(),
    );
    await drainOutbox(t.app);
    const mails = await listEmailOutbox(t.db, f.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Time for Ramesh Kumar’s home exercises',
      'Time for today’s home exercises',
    ]);
    const his = mails.find((m) => m.subject.includes('Ramesh'))!;
    expect(his.text).toContain('the physiotherapist set for Ramesh Kumar');
    expect(his.text).toContain(`/user/exercises/${f.id}`);
    expect(his.text).not.toMatch(/bridge/i);
    // Two SMS, the fixed DLT text each (no name, no exercise in an SMS).
    const sms = await listOutboxMessages(t.db, f.id);
    expect(sms).toHaveLength(2);
    for (const s of sms) expect(s.message).not.toMatch(/Ramesh|bridge/i);

    expect((await set(null, f.father)).json().message).toBe('Reminder turned off');
    const rows = await t.db.select().from(exerciseReminders).where(eq(exerciseReminders.patientId, f.id));
    expect(rows.map((r) => [r.dependantId, r.time])).toEqual([[null, '19:00']]);
  });

  it('is in the holder’s language, and not sent while he has no program', async () => {
    const f = await family();
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, f.id));
    const mother = (
      await t.app.inject({
        method: 'POST',
        url: '/api/family/dependants',
        headers: f.headers,
        payload: { name: 'Kamla Devi', relation: 'parent', age: 70 },
      })
    ).json().data.id as string;
    for (const member of [f.father, mother])
      await call('PUT', `${f.url}/exercise-reminder`, f.headers, { time: '06:10', dependant_id: member });
    const next = '2031-02-04';
    await runExerciseReminders(t.db, kolkataInstant(next, 6 * 60 + 10));
    // Only his: she has no program (and the holder's own reminder is off).
    expect(await keysOf(f.id)).toEqual([
      `exercise.reminder/email/${f.id}/${f.father}/${next}`,
      `exercise.reminder/sms/${f.id}/${f.father}/${next}`,
    ]);
    await drainOutbox(t.app);
    const [mail] = await listEmailOutbox(t.db, f.email);
    expect(mail!.subject).toBe('Ramesh Kumar के घरेलू व्यायाम का समय');
    expect(mail!.text).toContain('Ramesh Kumar के लिए');
    expect(mail!.html).toContain('<html lang="hi">');
  });
});
