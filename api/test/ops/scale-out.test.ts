/**
 * Two API processes (the bundle the image runs) on one PostgreSQL and one Redis, as compose's two `api` replicas
 * behind the shell's nginx: they start together (migrations and demo data under advisory locks), a booking begun
 * on one is paid on the other, the per-IP limits and the one-time-code lock-out hold across both, and the payment
 * reconciliation job runs on one of them only, the other taking over when it stops; an account erased on one
 * refuses its old access tokens on the other too.
 */
import fs from 'node:fs';
import { REVOCATIONS_FRESH_MS } from '../../src/modules/identity/revocations';
import { POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from '../pg-cluster';
import {
  buildBundle,
  call,
  createDatabase,
  patientLogin,
  payFirstBooking,
  redisAvailable,
  REDIS_MISSING,
  startApi,
  startRedis,
  type ApiProcess,
  type RedisServer,
} from './support';

const missing = [!postgresAvailable() && POSTGRES_MISSING, !redisAvailable() && REDIS_MISSING].filter(
  Boolean,
);
if (missing.length) console.warn(`Scale-out tests skipped. ${missing.join(' ')}`);
const describeReady = missing.length ? describe.skip : describe;

const OTP_REQUESTS_PER_MINUTE = 4;

/** `physio_reconcile_turns_total{turn="ran"}` (or skipped) of one instance. */
async function turns(api: ApiProcess, turn: 'ran' | 'skipped'): Promise<number> {
  const metrics = await call(api.base, 'GET', '/api/metrics');
  expect(metrics.status).toBe(200);
  const line = metrics.text
    .split('\n')
    .find((l) => l.startsWith(`physio_reconcile_turns_total{turn="${turn}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeReady('two API instances on one PostgreSQL and one Redis', () => {
  let cluster: PgCluster;
  let redis: RedisServer;
  let bundle: string;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startCluster(), startRedis()]);
    bundle = buildBundle();
    const env = {
      APP_MODE: 'local',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: await createDatabase(cluster, 'scale_out'),
      REDIS_URL: redis.url,
      JWT_SECRET: 'scale-out-test-secret-shared-by-both-instances-0123',
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_KEY_SECRET: 'scale-out-sandbox-key-secret',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: 'scale-out-sandbox-webhook-secret',
      PAYMENT_RECONCILE_MINUTES: '0.004', // a turn every 240 ms
      OTP_REQUEST_RATE_LIMIT: String(OTP_REQUESTS_PER_MINUTE),
    };
    // Started together, each with its own DATA_DIR (a container's own filesystem).
    [a, b] = await Promise.all([startApi(bundle, env), startApi(bundle, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    cluster?.stop();
    fs.rmSync(bundle, { recursive: true, force: true });
  });

  it('both started on a fresh database at once, and the demo data was written once', async () => {
    for (const api of [a, b]) {
      const login = await call(api.base, 'POST', '/api/doctors/login', {
        id: '9000000001',
        password: 'Physio@123',
      });
      expect(login.status).toBe(200);
    }
    expect(`${a.output()}\n${b.output()}`.match(/demo data seeded/g)).toHaveLength(1);
  });

  it('pays on one instance a booking started on the other', async () => {
    const auth = await patientLogin(a.base, a.base, b.base, '9811000001');
    const { orderId, paid } = await payFirstBooking(
      { order: a.base, checkout: b.base, verify: a.base },
      auth,
      { name: 'Scale Out', email: 'scale@example.com', mobile: '9811000001' },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', order_id: orderId });
    for (const api of [a, b]) {
      const metrics = await call(api.base, 'GET', '/api/metrics');
      expect(metrics.text).toMatch(/^physio_orders_paid [1-9]/m);
    }
  });

  it('shares the per-IP limit of code requests through Redis', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < OTP_REQUESTS_PER_MINUTE + 2; i++) {
      const api = i % 2 ? b : a;
      const mobile = `98120000${String(i).padStart(2, '0')}`;
      statuses.push(
        (
          await call(
            api.base,
            'POST',
            '/api/users/login',
            { name: 'Limit', email: 'l@example.com', mobile },
            ip,
          )
        ).status,
      );
    }
    // Each instance alone would have allowed OTP_REQUESTS_PER_MINUTE.
    expect(statuses).toEqual([...Array(OTP_REQUESTS_PER_MINUTE).fill(200), 429, 429]);
  });

  it('an account erased on one instance: the other refuses its old access token within REVOCATIONS_FRESH_MS, and a new login there works', async () => {
    const mobile = '9814000001';
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    const old = await patientLogin(a.base, a.base, a.base, mobile, ip);
    expect((await call(b.base, 'GET', `/api/users/${mobile}`, undefined, old)).status).toBe(200);
    const erased = await call(
      a.base,
      'POST',
      `/api/users/${mobile}/privacy/erase`,
      { confirm: 'ERASE' },
      old,
    );
    expect(erased.status).toBe(200);
    const at = Date.now();
    expect((await call(a.base, 'GET', `/api/users/${mobile}`, undefined, old)).status).toBe(401);
    await waitFor(
      async () => (await call(b.base, 'GET', `/api/users/${mobile}`, undefined, old)).status === 401,
      REVOCATIONS_FRESH_MS + 1_000,
    );
    expect(Date.now() - at).toBeLessThan(REVOCATIONS_FRESH_MS + 1_000);
    const again = await patientLogin(b.base, b.base, b.base, mobile, ip);
    for (const api of [a, b]) {
      const profile = await call(api.base, 'GET', `/api/users/${mobile}`, undefined, again);
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ id: mobile, new_user: true });
      expect((await call(api.base, 'GET', `/api/users/${mobile}`, undefined, old)).body.code).toBe(
        'INVALID_TOKEN',
      );
    }
  });

  it('locks a code after 5 wrong tries spread over both instances', async () => {
    const mobile = '9813000001';
    const ip = { 'x-forwarded-for': '203.0.113.8' };
    expect(
      (await call(a.base, 'POST', '/api/users/login', { name: 'Lock', email: 'k@example.com', mobile }, ip))
        .status,
    ).toBe(200);
    const otp = (await call(b.base, 'GET', `/api/dev/sms?mobile=${mobile}`)).body.data[0].otp as string;
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const api = i % 2 ? a : b;
      expect(
        (await call(api.base, 'POST', '/api/users/login/verify', { number: mobile, otp: wrong }, ip)).status,
      ).toBe(400);
    }
    const right = await call(a.base, 'POST', '/api/users/login/verify', { number: mobile, otp }, ip);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('OTP_LOCKED');
  });

  it('runs the reconciliation job on one instance only, and the other takes over when it stops', async () => {
    await waitFor(async () => (await turns(a, 'ran')) + (await turns(b, 'ran')) >= 3);
    const [ranA, ranB] = [await turns(a, 'ran'), await turns(b, 'ran')];
    const [leader, follower] = ranA > 0 ? [a, b] : [b, a];
    expect(Math.min(ranA, ranB)).toBe(0);
    expect(await turns(follower, 'skipped')).toBeGreaterThan(0);
    await leader.stop();
    await waitFor(async () => (await turns(follower, 'ran')) > 0);
  });
});
