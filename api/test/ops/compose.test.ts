/**
 * Proof of the compose files without a Docker engine: the API bundle (what the image runs) is started with
 * exactly the environment docker-compose.yml gives the `api` service (hosts and ports swapped for local ones, a
 * real PostgreSQL cluster, a real redis-server), and a newcomer's first steps are taken: the demo patient logs in
 * with the code from the API log and the dev outbox, the demo doctor logs in, a signed-up doctor is approved with
 * the bundled CLI and logs in. The production override's environment is then checked refusal by refusal.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PUBLISHED_JWT_SECRETS } from '../../src/platform/config';
import { findBinary, POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from '../pg-cluster';
import {
  buildBundle,
  call,
  ComposeError,
  composeEnvironment,
  readCompose,
  redisAvailable,
  REDIS_MISSING,
  REPO_ROOT,
  runToExit,
  startApi,
  startRedis,
  type ApiProcess,
  type RedisServer,
} from './support';

const BASE = 'docker-compose.yml';
const PROD = 'docker-compose.prod.yml';
const GOOD_SECRET = 'a-long-random-production-secret-0123456789abcdef';

const missing = [!postgresAvailable() && POSTGRES_MISSING, !redisAvailable() && REDIS_MISSING].filter(
  Boolean,
);
if (missing.length) console.warn(`Compose environment tests skipped. ${missing.join(' ')}`);
const describeReady = missing.length ? describe.skip : describe;

const dockerCompose = findBinary('docker-compose');
if (!dockerCompose)
  console.warn(
    'Compose syntax check skipped: docker-compose not found. Install it with: apt-get install -y docker-compose',
  );
const describeWithDockerCompose = dockerCompose ? describe : describe.skip;

/** The environment a container gets from the image (Dockerfile ENV) under compose's, hosts swapped. */
function localised(
  compose: Record<string, string>,
  swaps: { postgres: PgCluster; redis: RedisServer },
): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: 'production', PORT: '4000', ...compose };
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    expect(url.host).toBe('postgres:5432');
    url.host = `127.0.0.1:${swaps.postgres.port}`;
    env.DATABASE_URL = url.toString();
  }
  if (env.REDIS_URL) {
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    env.REDIS_URL = swaps.redis.url;
  }
  delete env.PORT; // a free port instead of the container's 4000
  return env;
}

/** The compose file's database: role physio and database physio, as the postgres image creates them. */
async function composeDatabase(cluster: PgCluster, password: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(
    `DO $$ BEGIN CREATE ROLE physio LOGIN PASSWORD '${password}'; EXCEPTION WHEN duplicate_object THEN NULL; END $$`,
  );
  await admin.query(`CREATE DATABASE ${name} OWNER physio`);
  await admin.end();
}

describeWithDockerCompose('docker-compose config (Debian docker-compose)', () => {
  // An empty env file: a developer's own .env must not change the outcome.
  const noEnvFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'physio-compose-env-')), 'empty.env');
  fs.writeFileSync(noEnvFile, '');
  const run = (files: string[], env: Record<string, string>) =>
    spawnSync(dockerCompose!, [...files.flatMap((f) => ['-f', f]), '--env-file', noEnvFile, 'config', '-q'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  it('accepts the local mode file as it is, with nothing set', () => {
    const r = run([BASE], {});
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('accepts the production override once the secrets are given, and refuses it without them', () => {
    expect(run([BASE, PROD], { JWT_SECRET: GOOD_SECRET, POSTGRES_PASSWORD: 'pw' }).status).toBe(0);
    const noSecret = run([BASE, PROD], { POSTGRES_PASSWORD: 'pw' });
    expect(noSecret.status).not.toBe(0);
    expect(noSecret.stderr).toContain('set JWT_SECRET in .env');
    const noPassword = run([BASE, PROD], { JWT_SECRET: GOOD_SECRET });
    expect(noPassword.status).not.toBe(0);
    expect(noPassword.stderr).toContain('set POSTGRES_PASSWORD in .env');
  });
});

describe('the compose files (read as YAML)', () => {
  it('run two api replicas on one PostgreSQL and one Redis behind the shell', () => {
    const api = readCompose(BASE).services!.api as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(api.deploy.replicas).toBe(2);
    expect(api.ports).toBeUndefined(); // replicas cannot share a host port: browsers go through the shell
    expect(readCompose(BASE).services!.redis).toBeDefined();
    const env = composeEnvironment([BASE], 'api', {});
    expect(env).toMatchObject({ APP_MODE: 'local', NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    // The sandbox signs on one replica what the other verifies: both get the same secrets.
    expect(env.PAYMENT_SANDBOX_KEY_SECRET).not.toBe('');
  });

  it('pass the SMS confirmation template and the support phone through', () => {
    const env = composeEnvironment([BASE], 'api', {
      MSG91_CONFIRMATION_TEMPLATE_ID: 'tmpl-1',
      MSG91_CONFIRMATION_DLT_TEMPLATE_ID: 'dlt-1',
      MSG91_SCHEDULED_TEMPLATE_ID: 'tmpl-2',
      MSG91_SCHEDULED_DLT_TEMPLATE_ID: 'dlt-2',
      MSG91_DOCTOR_NOTICE_TEMPLATE_ID: 'tmpl-3',
      MSG91_DOCTOR_NOTICE_DLT_TEMPLATE_ID: 'dlt-3',
    });
    expect(env).toMatchObject({
      MSG91_CONFIRMATION_TEMPLATE_ID: 'tmpl-1',
      MSG91_CONFIRMATION_DLT_TEMPLATE_ID: 'dlt-1',
      MSG91_SCHEDULED_TEMPLATE_ID: 'tmpl-2',
      MSG91_SCHEDULED_DLT_TEMPLATE_ID: 'dlt-2',
      MSG91_DOCTOR_NOTICE_TEMPLATE_ID: 'tmpl-3',
      MSG91_DOCTOR_NOTICE_DLT_TEMPLATE_ID: 'dlt-3',
    });
    const services = readCompose(BASE).services as Record<
      string,
      { build?: { args?: Record<string, string> } }
    >;
    for (const app of ['shell', 'mf-public-site', 'mf-booking', 'mf-doctor']) {
      expect(services[app]!.build!.args!.PHYSIO_SUPPORT_PHONE).toBe('${PHYSIO_SUPPORT_PHONE:-9123456780}');
    }
  });

  it('publish a local JWT secret that production mode refuses', () => {
    const published = composeEnvironment([BASE], 'api', {}).JWT_SECRET!;
    expect(PUBLISHED_JWT_SECRETS).toContain(published);
  });

  it('production override: compose refuses a missing JWT_SECRET or POSTGRES_PASSWORD', () => {
    expect(() => composeEnvironment([BASE, PROD], 'api', { POSTGRES_PASSWORD: 'pw' })).toThrow(ComposeError);
    expect(() => composeEnvironment([BASE, PROD], 'api', { POSTGRES_PASSWORD: 'pw' })).toThrow(/JWT_SECRET/);
    expect(() => composeEnvironment([BASE, PROD], 'api', { JWT_SECRET: GOOD_SECRET })).toThrow(
      /POSTGRES_PASSWORD/,
    );
  });
});

describeReady('docker compose up (local mode): the API with compose’s environment', () => {
  let cluster: PgCluster;
  let redis: RedisServer;
  let bundle: string;
  let api: ApiProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startCluster(), startRedis()]);
    bundle = buildBundle();
    await composeDatabase(cluster, 'physio', 'physio');
    env = localised(composeEnvironment([BASE], 'api', {}), { postgres: cluster, redis });
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-compose-'));
    api = await startApi(bundle, env);
  });
  afterAll(async () => {
    await api?.stop();
    await redis?.stop();
    cluster?.stop();
    fs.rmSync(bundle, { recursive: true, force: true });
  });

  it('logs the demo patient in with the code printed in the API log and listed in the dev outbox', async () => {
    const mobile = '9876543210';
    expect(
      (await call(api.base, 'POST', '/api/users/login', { name: 'Demo', email: 'd@example.com', mobile }))
        .status,
    ).toBe(200);
    const outbox = await call(api.base, 'GET', `/api/dev/sms?mobile=${mobile}`);
    expect(outbox.status).toBe(200);
    const otp = outbox.body.data[0].otp as string;
    expect(otp).toMatch(/^\d{6}$/);
    expect(api.output()).toContain(`one-time code ${otp} for ${mobile}`);
    const verified = await call(api.base, 'POST', '/api/users/login/verify', { number: mobile, otp });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('authorization')).toMatch(/^eyJ/);
  });

  it('logs the demo doctor in', async () => {
    const login = await call(api.base, 'POST', '/api/doctors/login', {
      id: '9000000001',
      password: 'Physio@123',
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('authorization')).toMatch(/^eyJ/);
  });

  it('approves a signed-up doctor with the bundled CLI (docker compose exec api node dist/cli.js …)', async () => {
    const mobile = '9000000077';
    const password = 'New@Doctor1';
    const signup = await call(api.base, 'POST', '/api/doctors/signup', {
      name: 'Dr. Newcomer',
      email: 'newcomer@example.com',
      mobile,
      gender: 'female',
      birth_date: '1990-04-01',
      password,
    });
    expect(signup.status).toBeLessThan(300);
    expect((await call(api.base, 'POST', '/api/doctors/login', { id: mobile, password })).status).not.toBe(
      200,
    );
    const listed = await runToExit(bundle, 'cli.js', ['doctor', 'list'], env);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('Pending applications');
    expect(listed.output).toContain(mobile);
    const approved = await runToExit(bundle, 'cli.js', ['doctor', 'approve', mobile], env);
    expect(approved.output).toContain('approved');
    expect(approved.code).toBe(0);
    expect((await call(api.base, 'POST', '/api/doctors/login', { id: mobile, password })).status).toBe(200);
  });
});

describeReady('production override: the API refuses unsafe settings, one line each', () => {
  let cluster: PgCluster;
  let redis: RedisServer;
  let bundle: string;
  const published = () => composeEnvironment([BASE], 'api', {}).JWT_SECRET!;

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startCluster(), startRedis()]);
    bundle = buildBundle();
    await composeDatabase(cluster, 'pw', 'physio');
  });
  afterAll(async () => {
    await redis?.stop();
    cluster?.stop();
    fs.rmSync(bundle, { recursive: true, force: true });
  });

  const prodEnv = (vars: Record<string, string>) => {
    const env = localised(composeEnvironment([BASE, PROD], 'api', { POSTGRES_PASSWORD: 'pw', ...vars }), {
      postgres: cluster,
      redis,
    });
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-prod-'));
    return env;
  };
  const refusalLines = async (vars: Record<string, string>) => {
    const { code, output } = await runToExit(bundle, 'server.js', [], prodEnv(vars));
    expect(code).toBe(1);
    return output.trim().split('\n');
  };

  it('refuses the published JWT secret', async () => {
    const lines = await refusalLines({ JWT_SECRET: published() });
    expect(lines).toEqual([
      expect.stringMatching(/^APP_MODE=production refuses to start: JWT_SECRET is the published/),
    ]);
  });

  it('refuses SEED_DEMO=true', async () => {
    const lines = await refusalLines({ JWT_SECRET: GOOD_SECRET, SEED_DEMO: 'true' });
    expect(lines).toEqual([expect.stringMatching(/^APP_MODE=production refuses to start: SEED_DEMO=true/)]);
  });

  it('refuses the sandbox payment provider unless ALLOW_SANDBOX_PAYMENTS=true', async () => {
    const lines = await refusalLines({ JWT_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'sandbox' });
    expect(lines).toEqual([
      expect.stringMatching(/^APP_MODE=production refuses to start: PAYMENT_PROVIDER=sandbox/),
    ]);
  });

  it('refuses the console e-mail provider unless ALLOW_CONSOLE_EMAIL=true', async () => {
    const lines = await refusalLines({ JWT_SECRET: GOOD_SECRET, EMAIL_PROVIDER: 'console' });
    expect(lines).toEqual([
      expect.stringMatching(/^APP_MODE=production refuses to start: EMAIL_PROVIDER=console/),
    ]);
  });

  it('names every refusal on its own line when several apply', async () => {
    const lines = await refusalLines({
      JWT_SECRET: published(),
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toMatch(
      /JWT_SECRET[^\n]*\n[^\n]*SEED_DEMO[^\n]*\n[^\n]*PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('starts with ALLOW_SANDBOX_PAYMENTS=true (staging): no demo data, no dev outbox, metrics behind the token', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const api = await startApi(
      bundle,
      prodEnv({
        JWT_SECRET: GOOD_SECRET,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        SMS_PROVIDER: 'console',
        ALLOW_CONSOLE_SMS: 'true',
        WHATSAPP_PROVIDER: 'console',
        ALLOW_CONSOLE_WHATSAPP: 'true',
        EMAIL_PROVIDER: 'console',
        ALLOW_CONSOLE_EMAIL: 'true',
        METRICS_TOKEN: token,
      }),
    );
    try {
      expect(
        (await call(api.base, 'POST', '/api/doctors/login', { id: '9000000001', password: 'Physio@123' }))
          .status,
      ).toBe(401);
      expect((await call(api.base, 'GET', '/api/dev/sms?mobile=9876543210')).status).toBe(404);
      expect((await call(api.base, 'GET', '/api/dev/email?to=p%40example.com')).status).toBe(404);
      expect((await call(api.base, 'GET', '/api/metrics')).status).toBe(401);
      expect(
        (
          await call(api.base, 'GET', '/api/metrics', undefined, {
            authorization: 'Bearer wrong-token-0123456789',
          })
        ).status,
      ).toBe(401);
      const metrics = await call(api.base, 'GET', '/api/metrics', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(metrics.status).toBe(200);
      expect(metrics.text).toContain('physio_http_requests_total');
      // The code of a login request is never printed in production mode.
      await call(api.base, 'POST', '/api/users/login', {
        name: 'Prod',
        email: 'p@example.com',
        mobile: '9811122233',
      });
      expect(api.output()).not.toMatch(/one-time code \d{6}/);
    } finally {
      await api.stop();
    }
  });
});
