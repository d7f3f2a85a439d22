/**
 * The API outlives a PostgreSQL restart: while the server is down, health answers 503 degraded and every other
 * call a clean 503 within seconds; once it is back, the same app (same pool) answers again. A server that
 * accepts connections but never answers fails requests after the connect timeout instead of holding them.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { isDatabaseUnavailable } from '../http/errors';
import { seedDemo, DEMO_PATIENT } from '../../modules/site/seed';
import { signAccessToken } from '../../modules/identity/tokens';
import { testConfig } from '../../../test/helpers';
import { POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from '../../../test/pg-cluster';
import { CONNECT_TIMEOUT_MS, type Database, openDatabase } from './client';

const available = postgresAvailable();
if (!available) console.warn(`PostgreSQL restart test skipped. ${POSTGRES_MISSING}`);
const describeWithPostgres = available ? describe : describe.skip;

/** Answers must come back quickly even with the database gone (no hanging on a dead pool). */
const FAST_MS = 5_000;

describeWithPostgres('a PostgreSQL restart under a running API', () => {
  let cluster: PgCluster;
  let app: FastifyInstance;
  let auth: { authorization: string };
  let database: Database;

  beforeAll(async () => {
    cluster = await startCluster();
    database = openDatabase({ url: cluster.url, poolSize: 4 });
    await database.migrate();
    await seedDemo(database.db);
    const config = testConfig({ DATABASE_URL: cluster.url });
    app = await buildApp({ config, database, logger: false, closeDatabase: true });
    await app.ready();
    auth = {
      authorization: `Bearer ${await signAccessToken(config.jwtSecret, { sub: DEMO_PATIENT.id, role: 'patient' })}`,
    };
  });
  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  });

  const timed = async (request: InjectOptions) => {
    const started = Date.now();
    const res = await app.inject(request);
    return { res, ms: Date.now() - started };
  };
  const profile = () => timed({ method: 'GET', url: `/api/users/${DEMO_PATIENT.id}`, headers: auth });
  const sendCode = (mobile: string) =>
    timed({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: 'Restart Test', email: 'restart@example.com', mobile },
    });
  const order = () =>
    timed({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: {
        kind: 'first_booking',
        name: DEMO_PATIENT.name,
        email: DEMO_PATIENT.email,
        patient_id: DEMO_PATIENT.id,
        quantity: 1,
        price: 650,
      },
    });

  it('opens and readies every connection of the pool before the first request (warm)', async () => {
    await database.warm();
    expect(database.poolStats()).toMatchObject({ total: 4, idle: 4, waiting: 0 });
    const [warmed] = (
      (await database.db.execute(sql`select warm_connection() as n`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(warmed!.n).toBeGreaterThan(20);
    expect(database.poolStats().total).toBe(4);
  });

  it('answers 503 while the server is down and recovers with the same process once it is back', async () => {
    // Fill the pool with connected clients: they all die with the server.
    await Promise.all([profile(), profile(), profile(), profile()]);
    expect((await timed({ method: 'GET', url: '/api/health' })).res.statusCode).toBe(200);

    // A transaction holding a connection between two statements when the server goes away: no query is running
    // on that connection, so only its own error listener stands between the lost connection and a crash.
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let begun!: () => void;
    const inTransaction = new Promise<void>((resolve) => (begun = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun();
        await paused;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    await inTransaction;

    cluster.stopServer();
    await new Promise((resolve) => setTimeout(resolve, 200));
    resume();
    expect(isDatabaseUnavailable(await transaction)).toBe(true);

    const health = await timed({ method: 'GET', url: '/api/health' });
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toEqual({ data: { status: 'degraded', database: 'down' } });
    expect(health.ms).toBeLessThan(FAST_MS);

    for (const { res, ms } of [await profile(), await sendCode('9811122233'), await order()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'DATABASE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBeDefined();
      expect(ms).toBeLessThan(FAST_MS);
    }
    // Bad input is still the caller's fault, database or not.
    expect((await sendCode('12345')).res.statusCode).toBe(400);

    cluster.startServer();

    const back = await timed({ method: 'GET', url: '/api/health' });
    expect(back.res.statusCode).toBe(200);
    expect(back.res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
    const read = await profile();
    expect(read.res.statusCode).toBe(200);
    expect(read.res.json().data.id).toBe(DEMO_PATIENT.id);
    expect((await sendCode('9811122233')).res.statusCode).toBe(200);
    expect((await order()).res.statusCode).toBe(200);
    // Every pooled connection was replaced: a burst wider than one client succeeds.
    const burst = await Promise.all([profile(), profile(), profile(), profile(), profile(), profile()]);
    expect(burst.map((b) => b.res.statusCode)).toEqual(Array(6).fill(200));
  });
});

describe('a PostgreSQL server that accepts connections but never answers', () => {
  it('fails requests with 503 within seconds instead of holding them', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const config = testConfig({ DATABASE_URL: url });
    const app = await buildApp({
      config,
      database: openDatabase({ url, poolSize: 2 }),
      logger: false,
      closeDatabase: true,
    });
    try {
      const token = await signAccessToken(config.jwtSecret, { sub: DEMO_PATIENT.id, role: 'patient' });
      const started = Date.now();
      const [health, profile] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/health' }),
        app.inject({
          method: 'GET',
          url: `/api/users/${DEMO_PATIENT.id}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ]);
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + FAST_MS);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ data: { status: 'degraded', database: 'down' } });
      expect(profile.statusCode).toBe(503);
      expect(profile.json().code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
