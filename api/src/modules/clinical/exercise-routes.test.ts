import { eq } from 'drizzle-orm';
import {
  type Endpoint,
  endpoints,
  pathWith,
  todayInIndia,
  type ProgramRequest,
} from '@physio/shared-contracts';
import { clinicalAccessLog, exerciseSetLogs, patients } from '../../platform/db/schema';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';
import { DEMO_DOCTOR } from '../site/seed';
import { isoWeek } from './exercise-adherence';

let t: TestApp;
let asha: AuthHeaders;
let rahul: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  asha = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
  rahul = await loginAsDoctor(t.app, '9000000002');
});
afterAll(() => t.close());

let nextPatient = 9340000001;
async function patientOfAsha(): Promise<{ id: string; headers: AuthHeaders }> {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(t.app, id, { name: `Patient ${id.slice(-3)}` });
  await t.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, id));
  return { id, headers };
}

const call = (method: string, url: string, headers: AuthHeaders, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const logOf = async (patientId: string) =>
  t.db.select().from(clinicalAccessLog).where(eq(clinicalAccessLog.patientId, patientId));

const item = (exercise: string, over: Partial<ProgramRequest['items'][number]> = {}) => ({
  exercise,
  sets: 2,
  reps: 10,
  hold_seconds: 5,
  times_per_day: 1,
  days_per_week: 7,
  ...over,
});

describe('the exercise library', () => {
  it('lists at least 30 exercises over every region, each illustration served as an SVG; doctors only', async () => {
    const res = await call('GET', '/api/exercises', asha);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { slug: string; region: string; illustration: string }[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(new Set(list.map((x) => x.region))).toEqual(
      new Set(['neck', 'shoulder', 'back', 'hip', 'knee', 'ankle', 'balance']),
    );
    const svg = await t.app.inject({ method: 'GET', url: list[0]!.illustration });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises/..%2Fpackage.svg' })).statusCode).toBe(
      404,
    );
    const p = await patientOfAsha();
    expect((await call('GET', '/api/exercises', p.headers)).statusCode).toBe(403);
  });

  it('adds a doctor’s own exercise, control characters stripped, shown only to that doctor', async () => {
    const res = await call('POST', '/api/exercises', asha, {
      name: 'Towel\u0007squeeze',
      instructions: 'Squeeze a rolled towel\u001b between your knees.\nHold.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Towel squeeze', custom: true, illustration: null });
    expect(res.json().data.instructions).toBe('Squeeze a rolled towel between your knees.\nHold.');
    const his = (await call('GET', '/api/exercises', rahul)).json().data as { slug: string }[];
    expect(his.map((x) => x.slug)).not.toContain(res.json().data.slug);
    const long = await call('POST', '/api/exercises', asha, { name: 'x'.repeat(121), instructions: 'y' });
    expect(long.statusCode).toBe(400);
  });
});

describe('a program, today’s exercises and the adherence', () => {
  it('a caring doctor prescribes; the patient ticks sets and logs pain; the doctor reads adherence and pain', async () => {
    const p = await patientOfAsha();
    const own = (
      await call('POST', '/api/exercises', asha, {
        name: 'Marching on the spot',
        instructions: 'March for a minute.',
      })
    ).json().data;
    const saved = await call('PUT', `/api/users/${p.id}/exercise-program`, asha, {
      items: [item('bridge', { sets: 3 }), item(own.slug, { sets: 1, times_per_day: 2, days_per_week: 3 })],
      notes: 'Stop if pain goes down the leg',
    });
    expect(saved.statusCode).toBe(200);
    const program = saved.json().data;
    expect(program).toMatchObject({
      version: 1,
      doctor_name: DEMO_DOCTOR.name,
      notes: 'Stop if pain goes down the leg',
    });
    expect(program.items.map((i: { exercise: { name: string } }) => i.exercise.name)).toEqual([
      'Bridge',
      'Marching on the spot',
    ]);
    const [bridge, march] = program.items as { id: string }[];

    const today = await call('GET', `/api/users/${p.id}/exercises/today`, p.headers);
    expect(today.json().data).toMatchObject({
      day: todayInIndia(),
      done: [],
      pain: null,
      reminder_time: null,
    });
    expect(today.json().data.program.id).toBe(program.id);

    const ticked = await call('PUT', `/api/users/${p.id}/exercises/today/sets/${bridge!.id}`, p.headers, {
      sets_done: 2,
    });
    expect(ticked.statusCode).toBe(200);
    // The same count again (a double tap) changes nothing.
    await call('PUT', `/api/users/${p.id}/exercises/today/sets/${bridge!.id}`, p.headers, { sets_done: 2 });
    const both = await call('PUT', `/api/users/${p.id}/exercises/today/sets/${march!.id}`, p.headers, {
      sets_done: 2,
    });
    expect(both.json().data.done).toEqual(
      expect.arrayContaining([
        { item_id: bridge!.id, sets_done: 2 },
        { item_id: march!.id, sets_done: 2 },
      ]),
    );
    const pain = await call('PUT', `/api/users/${p.id}/exercises/today/pain`, p.headers, { pain: 3 });
    expect(pain.json()).toMatchObject({ data: { pain: 3 }, message: 'Pain saved' });

    const adherence = await call('GET', `/api/users/${p.id}/exercise-adherence`, asha);
    expect(adherence.statusCode).toBe(200);
    const { weeks, pain: painDays } = adherence.json().data;
    expect(weeks).toHaveLength(1);
    // Saved today: bridge 3 sets × 1 day, marching 1 × 2 × min(3, 1) → 5 owed, 2 + 2 done.
    expect(weeks[0]).toMatchObject({ week: isoWeek(todayInIndia()), prescribed: 5, done: 4, percent: 80 });
    expect(painDays).toEqual([{ day: todayInIndia(), pain: 3 }]);

    // Every read and write went into the access log.
    const log = await logOf(p.id);
    expect(
      log
        .filter((l) => l.record === 'exercises')
        .map((l) => `${l.actorRole} ${l.action}`)
        .sort(),
    ).toEqual(
      [
        'doctor write',
        'patient read',
        'patient write',
        'patient write',
        'patient write',
        'patient write',
        'doctor read',
      ].sort(),
    );
  });

  it('saving again makes a new version; the sets ticked stay with the old items', async () => {
    const p = await patientOfAsha();
    const v1 = (
      await call('PUT', `/api/users/${p.id}/exercise-program`, asha, { items: [item('clamshell')] })
    ).json().data;
    await call('PUT', `/api/users/${p.id}/exercises/today/sets/${v1.items[0].id}`, p.headers, {
      sets_done: 1,
    });
    const v2 = (
      await call('PUT', `/api/users/${p.id}/exercise-program`, asha, {
        items: [item('clamshell', { sets: 3 })],
      })
    ).json().data;
    expect(v2.version).toBe(2);
    expect(v2.items[0].id).not.toBe(v1.items[0].id);
    expect((await call('GET', `/api/users/${p.id}/exercise-program`, p.headers)).json().data.id).toBe(v2.id);
    const old = await call('PUT', `/api/users/${p.id}/exercises/today/sets/${v1.items[0].id}`, p.headers, {
      sets_done: 1,
    });
    expect([old.statusCode, old.json().code]).toEqual([404, 'PROGRAM_ITEM_NOT_FOUND']);
    const rows = await t.db.select().from(exerciseSetLogs).where(eq(exerciseSetLogs.patientId, p.id));
    expect(rows.map((r) => r.itemId)).toEqual([v1.items[0].id]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const p = await patientOfAsha();
    const url = `/api/users/${p.id}/exercise-program`;
    const program = (await call('PUT', url, asha, { items: [item('calf-raise', { sets: 2 })] })).json().data;
    const before = (await logOf(p.id)).length;
    for (const body of [
      { items: [] },
      { items: [item('moonwalk')] },
      { items: [item('custom-00000000-0000-4000-8000-000000000000')] },
      { items: [item('bridge', { sets: 0 })] },
      { items: [item('bridge', { reps: 2.5 })] },
      { items: [item('bridge', { days_per_week: 8 })] },
      { items: [item('bridge', { notes: 'n'.repeat(501) })] },
    ]) {
      const res = await call('PUT', url, asha, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const today = `/api/users/${p.id}/exercises/today`;
    for (const pain of [-1, 11, 2.5, '3', null]) {
      const res = await call('PUT', `${today}/pain`, p.headers, { pain });
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Pain must be a whole number from 0 (none) to 10 (worst imaginable)',
      ]);
    }
    const tooMany = await call('PUT', `${today}/sets/${program.items[0].id}`, p.headers, { sets_done: 3 });
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([400, 'TOO_MANY_SETS']);
    for (const time of ['7:30', '24:00', '07:60', 'soon'])
      expect(
        (await call('PUT', `/api/users/${p.id}/exercise-reminder`, p.headers, { time })).statusCode,
      ).toBe(400);
    expect(await logOf(p.id)).toHaveLength(before);
    // A doctor does not tick the patient's sets; the patient does not write the program.
    expect((await call('PUT', `${today}/pain`, asha, { pain: 2 })).json().code).toBe('FORBIDDEN');
    expect((await call('PUT', url, p.headers, { items: [item('bridge')] })).json().code).toBe('FORBIDDEN');
  });

  it('keeps the reminder time the patient picks, and turns it off', async () => {
    const p = await patientOfAsha();
    const set = await call('PUT', `/api/users/${p.id}/exercise-reminder`, p.headers, { time: '07:30' });
    expect(set.json()).toMatchObject({ data: { time: '07:30' }, message: 'Reminder set' });
    expect(
      (await call('GET', `/api/users/${p.id}/exercises/today`, p.headers)).json().data.reminder_time,
    ).toBe('07:30');
    await call('PUT', `/api/users/${p.id}/exercise-reminder`, p.headers, { time: null });
    expect(
      (await call('GET', `/api/users/${p.id}/exercises/today`, p.headers)).json().data.reminder_time,
    ).toBeNull();
  });
});

describe('a doctor without a care relationship', () => {
  it('gets 403 NOT_YOUR_PATIENT on every patient route of the exercise table, before the body is read', async () => {
    const p = await patientOfAsha();
    const program = (
      await call('PUT', `/api/users/${p.id}/exercise-program`, asha, { items: [item('bridge')] })
    ).json().data;
    const entries = (Object.entries(endpoints.exercises) as [string, Endpoint][]).filter(([, e]) =>
      e.path.startsWith('/api/users/:id'),
    );
    expect(entries.length).toBeGreaterThanOrEqual(7);
    const logBefore = (await logOf(p.id)).length;
    for (const [name, e] of entries) {
      expect([name, e.auth]).toEqual([name, { patientSelfOrCaringDoctor: 'id' }]);
      const url = pathWith(e.path, { id: p.id, itemId: program.items[0].id });
      for (const payload of e.body
        ? [{}, { items: [item('bridge')], pain: 2, sets_done: 1, time: '08:00' }]
        : [undefined]) {
        const res = await call(e.method, url, rahul, payload);
        expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'NOT_YOUR_PATIENT']);
        expect(res.body).not.toContain('Bridge');
      }
    }
    expect(await logOf(p.id)).toHaveLength(logBefore);
  });
});
