/**
 * Order creation throughput and latency with the sandbox provider (issue 5):
 * POST /api/orders as the demo patient, autocannon, 50 connections.
 *   npx tsx bench/orders.ts [--duration 10] [--connections 50] [--json]
 * Uses PGlite in memory unless DATABASE_URL is set. Exported for bench/run.ts.
 */
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';
import { createSandboxProvider } from '../src/platform/providers/payments';
import { DEMO_PATIENT, seedDemo } from '../src/modules/site/seed';
import { signAccessToken } from '../src/modules/identity/tokens';

/** The fields of autocannon's result used here (the package ships no types). */
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Cannon = (options: {
  url: string;
  method: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  body: string;
}) => Promise<CannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Cannon;

export interface OrdersBenchResult {
  name: 'orders.create (sandbox)';
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ordersStored: number;
  /** A bare Fastify hello-world measured in the same run, for scale on a shared machine. */
  helloWorldRequestsPerSecond: number;
}

async function helloWorld(connections: number, durationSeconds: number): Promise<number> {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = bare.server.address() as AddressInfo;
    const r = await autocannon({
      url: `http://127.0.0.1:${port}/`,
      method: 'GET',
      connections,
      duration: durationSeconds,
      headers: {},
      body: '',
    });
    return Math.round(r.requests.average);
  } finally {
    await bare.close();
  }
}

export async function benchOrders(
  options: { durationSeconds?: number; connections?: number } = {},
): Promise<OrdersBenchResult> {
  const durationSeconds = options.durationSeconds ?? 10;
  const connections = options.connections ?? 50;
  const helloWorldRequestsPerSecond = await helloWorld(connections, Math.min(durationSeconds, 5));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: path.join(os.tmpdir(), 'physio-bench-orders'),
    RATE_LIMIT_MAX: '100000000',
    // One patient starts every order here and pays none: only this bench lifts the per-patient limit.
    ORDER_UNPAID_HOURLY_LIMIT: '100000000',
    SEED_DEMO: 'false',
  });
  const database = openDatabase({ url: process.env.DATABASE_URL, poolSize: 20 });
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    closeDatabase: true,
    payments: {
      provider: createSandboxProvider({ keySecret: 'b'.repeat(64), webhookSecret: 'c'.repeat(64) }),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const token = await signAccessToken(config.jwtSecret, { sub: DEMO_PATIENT.id, role: 'patient' });
    const body = JSON.stringify({
      kind: 'first_booking',
      name: DEMO_PATIENT.name,
      email: DEMO_PATIENT.email,
      patient_id: DEMO_PATIENT.id,
      quantity: 2,
      price: 650,
      description: 'Back pain',
      coupon_code: 'WELCOME10',
      booking: { mode: 'online', preferred_time: 'morning' },
    });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/orders`,
      method: 'POST',
      connections,
      duration: durationSeconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/orders?patient_id=${DEMO_PATIENT.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      name: 'orders.create (sandbox)',
      connections,
      durationSeconds,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      // The history answer is capped; this only proves orders were really written.
      ordersStored: (stored.json() as { data: unknown[] }).data.length,
      helloWorldRequestsPerSecond,
    };
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  benchOrders({ durationSeconds: arg('duration'), connections: arg('connections') }).then(
    (r) => {
      if (process.argv.includes('--json')) console.log(JSON.stringify(r));
      else console.table(r);
      process.exit(r.errors || r.non2xx ? 1 : 0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
