import { Writable } from 'node:stream';
import { buildApp, REDACTED_PATHS } from './app';
import { createTestDatabase, latestOtp, testConfig } from '../test/helpers';
import { seedDemo, DEMO_DOCTOR } from './services/seed';

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
    logger: { level: 'info', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
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
