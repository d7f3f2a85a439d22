/**
 * GET /api/metrics in Prometheus text format: requests and latencies by route pattern, the database pool,
 * paid orders, refunds made outside the API, one-time codes sent and the reconciliation job's turns. Each app has its own registry.
 * Access: with METRICS_TOKEN set, only `Authorization: Bearer <token>`; without it the route is open in
 * local mode and absent (404) in production mode, so production metrics are never public.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { count, eq } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { orders, refunds } from '../db/schema';
import { notFound, unauthorized } from './errors';
import type { SmsProvider } from '../providers/sms/types';

export interface AppMetrics {
  /** One turn of the payment reconciliation job on this instance. */
  reconcileTurn(turn: 'ran' | 'skipped'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/api/metrics';

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** The gateway with each one-time code counted (sent or failed). */
function countingSms(sms: SmsProvider, sent: Counter<'result'>): SmsProvider {
  const counted = Object.create(sms) as SmsProvider;
  counted.sendOtp = async (mobile, code, language) => {
    try {
      await sms.sendOtp(mobile, code, language);
      sent.inc({ result: 'sent' });
    } catch (err) {
      sent.inc({ result: 'failed' });
      throw err;
    }
  };
  return counted;
}

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'physio_api_' });

    const requests = new Counter({
      name: 'physio_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'physio_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const database = app.database;
    new Gauge({
      name: 'physio_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = database.poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
    const db = app.db;
    new Gauge({
      name: 'physio_orders_paid',
      help: 'Paid orders in the database (all instances)',
      registers: [registry],
      async collect() {
        const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid'));
        this.set(Number(row?.n ?? 0));
      },
    });
    new Gauge({
      name: 'physio_refunds_external_total',
      help: 'Refunds made outside the API (the payment provider dashboard), recorded from their webhooks: each one an operator alert',
      registers: [registry],
      async collect() {
        const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.source, 'external'));
        this.set(Number(row?.n ?? 0));
      },
    });
    const otpSends = new Counter({
      name: 'physio_otp_sends_total',
      help: 'One-time codes handed to the SMS gateway by this instance',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const turns = new Counter({
      name: 'physio_reconcile_turns_total',
      help: 'Turns of the payment reconciliation job on this instance: ran (held the lock) or skipped',
      labelNames: ['turn'] as const,
      registers: [registry],
    });

    app.sms = countingSms(app.sms, otpSends);
    app.decorate<AppMetrics>('metrics', { reconcileTurn: (turn) => turns.inc({ turn }) });

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== METRICS_PATH) {
        requests.inc({ method: request.method, route, status: String(reply.statusCode) });
        latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      }
      done();
    });

    const token = app.config.metricsToken;
    app.get(
      METRICS_PATH,
      {
        schema: { hide: true },
        config: { rateLimit: false },
        onRequest: async (request) => {
          if (!token) {
            if (app.config.mode === 'production') throw notFound(`No route for GET ${METRICS_PATH}`);
            return;
          }
          const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
          if (!given || !sameToken(given, token)) throw unauthorized('A valid metrics token is required');
        },
      },
      async (_request, reply) => {
        reply.header('content-type', registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'metrics' },
);
