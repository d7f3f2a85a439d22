import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loggerOptions } from './logging';
import { createTestDatabase, latestOtp, loginAsDoctor, loginAsPatient, testConfig } from '../../test/helpers';
import { seedDemo, DEMO_DOCTOR } from '../modules/site/seed';

function captureLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

it('logs requests with ids but never a token, cookie, password or one-time code', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: loggerOptions('info', stream),
  });
  let otp = '';
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/doctors/login',
      payload: { id: DEMO_DOCTOR.id, password: DEMO_DOCTOR.password },
    });
    const access = login.headers.authorization as string;
    expect(access).toMatch(/^eyJ/);
    await app.inject({
      method: 'GET',
      url: '/api/doctors/9000000001',
      headers: { authorization: `Bearer ${access}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: 'Log Test', email: 'log@example.com', mobile: '9811100000' },
    });
    otp = await latestOtp(app, '9811100000');
    await app.inject({
      method: 'POST',
      url: '/api/users/login/verify',
      payload: { number: '9811100000', otp },
    });
    const refreshCookie = login.cookies.find((c) => c.name === 'physio_refresh')!.value;
    await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'x-requested-with': 'physio', cookie: `physio_refresh=${refreshCookie}` },
    });
  } finally {
    await app.close();
  }
  const text = lines.join('');
  expect(text).toContain('"reqId"');
  expect(text).not.toContain(DEMO_DOCTOR.password);
  // No JWT (header.payload.signature, base64url JSON) anywhere.
  expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/);
  expect(text).not.toContain('physio_refresh=');
  expect(text).not.toMatch(/"otp":"\d{6}"/);
  expect(otp).toMatch(/^\d{6}$/);
  expect(text).not.toMatch(new RegExp(`\\b${otp}\\b`));
});

it('logs no mobile, name or e-mail: route patterns instead of URLs, database errors without their parameters', async () => {
  const { lines, stream } = captureLines();
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: loggerOptions('info', stream),
    closeDatabase: true,
  });
  const mobile = '9811122233';
  const name = 'Zephyrine Quokka';
  const email = 'zephyrine.quokka@example.com';
  try {
    const patient = await loginAsPatient(app, mobile, { name: 'Someone Else', email: 'else@example.com' });
    const doctor = await loginAsDoctor(app);
    // Force a database error on the patient's update: its message would carry the update's parameters.
    await app.db.execute(
      sql.raw(`create function physio_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'forced failure for % %', new.name, new.email; end $$`),
    );
    await app.db.execute(
      sql.raw(
        'create trigger physio_test_fail before update on patients for each row execute function physio_test_fail()',
      ),
    );
    const failed = await app.inject({
      method: 'PUT',
      url: `/api/users/${mobile}`,
      headers: patient,
      payload: { name, email },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
    await app.inject({ method: 'GET', url: `/api/users/${mobile}/appointments`, headers: doctor });
    await app.inject({ method: 'GET', url: `/api/users?name=${encodeURIComponent(name)}`, headers: doctor });
    await app.inject({ method: 'GET', url: `/api/unknown/${mobile}?email=${email}` });
  } finally {
    await app.close();
  }
  const text = lines.join('');
  expect(text).toContain('unhandled error');
  expect(text).toContain('"url":"/api/users/:id"');
  expect(text).toContain('"url":"/api/users/:id/appointments"');
  for (const secret of [mobile, name, 'Zephyrine', 'Quokka', email, 'zephyrine'])
    expect(text).not.toContain(secret);
});

it('writes one line per request: method, route pattern, status and time, with its request id', async () => {
  const { lines, stream } = captureLines();
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: loggerOptions('info', stream),
    closeDatabase: true,
  });
  try {
    await app.ready();
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/9811122233' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/unknown/9811122233' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
  const entries = lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { reqId?: string; responseTime?: unknown } & Record<string, unknown>)
    .filter((e) => e.reqId);
  expect(entries).toHaveLength(3);
  expect(entries[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/api/health' },
    res: { statusCode: 200 },
  });
  expect(entries[0]!.responseTime).toEqual(expect.any(Number));
  expect(entries[1]).toMatchObject({
    req: { method: 'GET', url: '/api/users/:id' },
    res: { statusCode: 401 },
  });
  expect(entries[2]).toMatchObject({
    req: { method: 'GET', url: '/api/unknown/••••••2233' },
    res: { statusCode: 404 },
  });
  expect(new Set(entries.map((e) => e.reqId)).size).toBe(3);
});

it('logs and counts nothing of the clinical record: no intake answer, note text, red flag or exercise program, even when a write fails', async () => {
  const { lines, stream } = captureLines();
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: loggerOptions('info', stream),
    closeDatabase: true,
  });
  const words = [
    'Xylophonic',
    'Quarkwise',
    'Zebrafinch',
    'Plumbago',
    'Nimbostrat',
    'Gnomonical',
    'Heliotrope',
  ];
  const { CONSENTS, RED_FLAG_QUESTIONS } = await import('@physio/shared-contracts');
  try {
    const mobile = '9811122244';
    const patient = await loginAsPatient(app, mobile);
    const doctor = await loginAsDoctor(app);
    await app.db.execute(sql`update patients set doctor_id = '9000000001' where id = ${mobile}`);
    const intake = {
      problem: `${words[0]} knee`,
      since: 'Two weeks',
      pain: 4,
      red_flags: Object.fromEntries(RED_FLAG_QUESTIONS.map((q) => [q.key, true])),
      medications: words[1],
      conditions: '',
      goals: words[2],
      consent: { treatment: CONSENTS.treatment.version },
    };
    const url = `/api/users/${mobile}/intake`;
    expect((await app.inject({ method: 'POST', url, headers: patient, payload: intake })).statusCode).toBe(
      201,
    );
    const bad = await app.inject({ method: 'POST', url, headers: patient, payload: { ...intake, pain: 12 } });
    expect(bad.statusCode).toBe(400);
    const note = await app.inject({
      method: 'POST',
      url: `/api/users/${mobile}/notes`,
      headers: doctor,
      payload: { subjective: words[3], patient_summary: words[4] },
    });
    expect(note.statusCode).toBe(201);
    // Home exercises: the doctor's own exercise, a program with its advice, the patient's pain (one out of range).
    const own = await app.inject({
      method: 'POST',
      url: '/api/exercises',
      headers: doctor,
      payload: { name: words[5], instructions: `${words[5]} slowly` },
    });
    expect(own.statusCode).toBe(201);
    const item = { sets: 2, reps: 10, hold_seconds: 0, times_per_day: 1, days_per_week: 7, notes: words[6] };
    const program = await app.inject({
      method: 'PUT',
      url: `/api/users/${mobile}/exercise-program`,
      headers: doctor,
      payload: { items: [{ ...item, exercise: own.json().data.slug }], notes: words[6] },
    });
    expect(program.statusCode).toBe(200);
    const painUrl = `/api/users/${mobile}/exercises/today/pain`;
    expect(
      (await app.inject({ method: 'PUT', url: painUrl, headers: patient, payload: { pain: 7 } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'PUT', url: painUrl, headers: patient, payload: { pain: 11 } })).statusCode,
    ).toBe(400);
    app.log.info(
      { program: { items: [{ ...item, instructions: words[5] }] } },
      'an object that carries exercise fields',
    );
    // A failed write: its parameters (the answers) must not reach the error's log line.
    await app.db.execute(
      sql.raw(`create function physio_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'forced failure for %', new.problem; end $$`),
    );
    await app.db.execute(
      sql.raw(
        'create trigger physio_test_fail before insert on clinical_intakes for each row execute function physio_test_fail()',
      ),
    );
    expect((await app.inject({ method: 'POST', url, headers: patient, payload: intake })).statusCode).toBe(
      500,
    );
    app.log.info({ body: intake, note: { subjective: words[3] } }, 'an object that carries clinical fields');
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics' });
    lines.push(metrics.body);
  } finally {
    await app.close();
  }
  const text = lines.join('');
  expect(text).toContain('"url":"/api/users/:id/intake"');
  expect(text).toContain('unhandled error');
  for (const word of [...words, 'saddle_numbness', 'night_pain']) expect(text).not.toContain(word);
});
