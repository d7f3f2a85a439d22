import { createTestApp, type TestApp } from '../../../test/helpers';
import { freePort } from '../../../test/pg-cluster';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers 503 when the database is down', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.database).toBe('down');
    } finally {
      t.database.ping = ping;
    }
  });

  it('serves no OpenAPI pages unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves the OpenAPI document and security headers with API_DOCS=true', async () => {
    const docs = await createTestApp({ env: { API_DOCS: 'true' } });
    const res = await docs.app.inject({ method: 'GET', url: '/api/docs/json' });
    await docs.close();
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/dashboard/coupons']),
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('rate limits on Redis', () => {
  it('keep answering when REDIS_URL points at a Redis that is down', async () => {
    const port = await freePort();
    const withRedis = await createTestApp({ config: { redisUrl: `redis://127.0.0.1:${port}` } });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/api/dashboard/coupons?coupon_code=X' });
      expect(res.statusCode).toBe(401);
    } finally {
      await withRedis.close();
    }
  });
});
