import type { FastifyInstance } from 'fastify';
import { createTestApp, loginAsPatient } from '../../../test/helpers';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';

const METRICS_TOKEN = 'metrics-test-token-0123456789';

/** The value of one sample line, e.g. `physio_otp_sends_total{result="sent"}`; 0 when absent. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}
const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/api/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('GET /api/metrics (local mode, no token)', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  it('counts requests and latencies by route pattern, never by raw URL', async () => {
    for (const id of ['9000000001', '9000000002']) {
      await t.app.inject({ method: 'GET', url: `/api/doctors/${id}` });
    }
    const text = await scrape(t.app);
    expect(
      sample(text, 'physio_http_requests_total{method="GET",route="/api/doctors/:id",status="401"}'),
    ).toBe(2);
    expect(text).not.toContain('route="/api/doctors/9000000001"');
    expect(
      sample(text, 'physio_http_request_duration_seconds_count{method="GET",route="/api/doctors/:id"}'),
    ).toBe(2);
    await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(await scrape(t.app)).toContain('route="unmatched",status="404"');
  });

  it('reports one-time codes sent, paid orders and the database pool', async () => {
    const before = await scrape(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: 'Metrics', email: 'm@example.com', mobile: '9811177777' },
    });
    expect(login.statusCode).toBe(200);

    const patientId = '9811188888';
    const headers = await loginAsPatient(t.app, patientId);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderBody({ patient_id: patientId }),
    });
    const orderId = order.json().data.id as string;
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: orderId, outcome: 'success' },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers,
      payload: { razorpay_order_id: orderId, ...pay.json().data },
    });
    expect(paid.statusCode).toBe(200);

    const after = await scrape(t.app);
    expect(sample(after, 'physio_otp_sends_total{result="sent"}')).toBe(
      sample(before, 'physio_otp_sends_total{result="sent"}') + 1,
    );
    expect(sample(after, 'physio_orders_paid')).toBe(sample(before, 'physio_orders_paid') + 1);
    expect(sample(after, 'physio_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(after).toContain('physio_api_process_cpu_seconds_total');
  });
});

describe('GET /api/metrics access', () => {
  it('needs the bearer token once METRICS_TOKEN is set', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
      });
      expect(wrong.statusCode).toBe(401);
      await scrape(t.app, { authorization: `Bearer ${METRICS_TOKEN}` });
    } finally {
      await t.close();
    }
  });

  it('is absent in production mode without a token, and open to the token there', async () => {
    const production = {
      APP_MODE: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_CONSOLE_EMAIL: 'true',
      ALLOW_CONSOLE_SMS: 'true',
      ALLOW_CONSOLE_WHATSAPP: 'true',
    };
    const closed = await createTestApp({ env: production });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await closed.close();
    }
    const open = await createTestApp({ env: { ...production, METRICS_TOKEN } });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      await scrape(open.app, { authorization: `Bearer ${METRICS_TOKEN}` });
    } finally {
      await open.close();
    }
  });
});
