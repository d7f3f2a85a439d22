/**
 * Issue 27 point 3 over the whole endpoint table (@physio/shared-contracts): every endpoint checks its caller
 * before it reads the body, the app serves exactly the table (plus the few non-JSON routes named below), and the
 * OpenAPI document carries each endpoint's declared error codes and security. The table is walked, so a new
 * endpoint is covered without touching this file.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  type Endpoint,
  endpoint,
  endpoints,
  errorsOf,
  needsToken,
} from '@physio/shared-contracts';
import { ERROR_CODES } from '@physio/shared-contracts/error-codes';
import { z } from 'zod/mini';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { conflict } from './errors';
import { route } from './route';

const table: [string, Endpoint][] = Object.entries(endpoints).flatMap(([area, group]) =>
  Object.entries(group as Record<string, Endpoint>).map(([name, e]): [string, Endpoint] => [
    `${area}.${name}`,
    e,
  ]),
);

/** Routes that are not JSON calls of the table: files, the provider's callbacks and the sandbox checkout. */
const OUTSIDE_THE_TABLE = [
  'GET /api/appointments/{id}/calendar.ics',
  'GET /api/series/{id}/calendar.ics',
  'GET /api/receipts/{number}.pdf',
  'GET /api/prescriptions/{id}.pdf',
  'GET /api/exercises/{slug}.svg',
  'GET /api/users/{id}/outcomes/report.pdf',
  'GET /api/users/{id}/privacy/export.pdf',
  'POST /api/payments/callback',
  'POST /api/payments/webhook',
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
  'GET /api/payments/sandbox/checkout.js',
  'POST /api/payments/sandbox/pay',
];

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
/** Every path parameter malformed, a query nobody accepts, and a body that fails any schema. */
const badUrl = (path: string) =>
  `${path.replace(/:([A-Za-z_]\w*)/g, 'not-an-id')}?patient_id=x&doctor_id=x&from=x&limit=-1&coupon_code=`;
const badBody = JSON.stringify({ name: 12, start: 'yesterday', coupon_code: [], from_date: 'x' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 1_000_000 } });
});
afterAll(() => t.close());

const call = (e: Endpoint, authorization?: string) =>
  t.app.inject({
    method: e.method,
    url: badUrl(e.path),
    headers: {
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(authorization ? { authorization } : {}),
      ...(e.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    payload: e.method === 'GET' ? undefined : badBody,
  });

describe('an unauthenticated call with bad params, query and body', () => {
  it.each(table.filter(([, e]) => needsToken(e.auth)))(
    '%s answers 401 before its input is read',
    async (_name, e) => {
      for (const authorization of [undefined, 'Bearer not.a.token']) {
        const res = await call(e, authorization);
        expect({ status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({
          status: 401,
          code: authorization ? ERROR_CODES.INVALID_TOKEN : ERROR_CODES.NO_TOKEN,
        });
      }
    },
  );

  it.each(table.filter(([, e]) => e.auth === 'refresh-cookie'))(
    '%s (the refresh cookie is its credential) answers 401 without it',
    async (_name, e) => {
      const res = await call(e);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ code: string }>().code).toBe(ERROR_CODES.NO_REFRESH_TOKEN);
    },
  );

  it.each(table.filter(([, e]) => e.auth === 'public' || e.auth === 'optional'))(
    '%s (open to anyone) never answers 401 for it',
    async (_name, e) => {
      const res = await call(e);
      expect(res.statusCode).not.toBe(401);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});

type ErrorBody = { properties?: Record<string, { enum?: string[] }>; required?: string[] };
type Operation = {
  security?: unknown;
  responses?: Record<
    string,
    { description?: string; content?: { 'application/json'?: { schema?: ErrorBody } } }
  >;
};
const operations = () =>
  (t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;

describe('the routes the app serves are the endpoint table', () => {
  it('every route is in the table (or one of the non-JSON routes) and every entry is served', () => {
    const served = Object.entries(operations())
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = new Set([
      ...table.map(([, e]) => `${e.method} ${openApiPath(e.path)}`),
      ...OUTSIDE_THE_TABLE,
    ]);
    expect([...new Set(served)].sort()).toEqual([...declared].sort());
  });

  it.each(table)('%s: the OpenAPI document lists its error codes and security', (_name, e) => {
    const op = operations()[openApiPath(e.path)]?.[e.method.toLowerCase()];
    expect(op).toBeDefined();
    for (const [status, codes] of Object.entries(errorsOf(e)))
      // Health's 503 is its own answer (the usual body, database down), not an error body.
      if (!(e === endpoints.health.get && status === '503'))
        for (const code of codes) {
          const answer = op!.responses?.[status];
          expect(answer?.description).toContain(code);
          const body = answer?.content?.['application/json']?.schema;
          expect(body?.properties?.code?.enum).toContain(code);
          expect(Object.keys(body?.properties ?? {})).toEqual(['message', 'code', 'details']);
          expect(body?.required).toEqual(['message', 'code']);
        }
    if (needsToken(e.auth)) expect(op!.security).toEqual([{ bearer: [] }]);
    else if (e.auth === 'refresh-cookie') expect(op!.security).toEqual([{ refreshCookie: [] }]);
    else if (e.auth === 'public') expect(op!.security).toBeUndefined();
  });

  it('every code an endpoint declares is one of ERROR_CODES', () => {
    for (const [, e] of table)
      for (const codes of Object.values(e.errors ?? {}))
        for (const code of codes) expect(ERROR_CODES).toHaveProperty(code, code);
  });
});

describe('an error code the endpoint does not declare', () => {
  const fake = endpoint({
    method: 'POST',
    path: '/api/fake',
    auth: 'public',
    body: z.object({ n: z.number() }),
    errors: { 409: ['SLOT_TAKEN'] },
    data: z.null(),
  });

  async function appThrowing(code: 'SLOT_TAKEN' | 'NO_CREDIT', check: boolean) {
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('checkAnswers', check);
    route(app as never, fake, { tags: ['test'] }, async () => {
      throw conflict('taken', code);
    });
    await app.ready();
    return app;
  }

  it('fails the API tests (a 500 naming it) and passes a declared one', async () => {
    const undeclared = await appThrowing('NO_CREDIT', true);
    const res = await undeclared.inject({ method: 'POST', url: '/api/fake', payload: { n: 1 } });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toBe(
      '409 NO_CREDIT is not declared for POST /api/fake in the endpoint table',
    );
    const declared = await appThrowing('SLOT_TAKEN', true);
    expect((await declared.inject({ method: 'POST', url: '/api/fake', payload: { n: 1 } })).statusCode).toBe(
      409,
    );
    await Promise.all([undeclared.close(), declared.close()]);
  });

  it('is answered as thrown outside the tests', async () => {
    const app = await appThrowing('NO_CREDIT', false);
    expect((await app.inject({ method: 'POST', url: '/api/fake', payload: { n: 1 } })).statusCode).toBe(409);
    await app.close();
  });
});
