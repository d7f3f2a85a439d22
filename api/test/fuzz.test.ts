import fc from 'fast-check';
import { createTestApp, loginAsDoctor, loginAsPatient, type TestApp } from './helpers';

/**
 * Property: whatever arrives in params, query, body or headers, no route answers 5xx
 * (DESIGN.md §3: never a 5xx for bad input). Routes are read from the app's own OpenAPI document,
 * so new routes (orders, payments…) are covered as they are added.
 */
let t: TestApp;
let routes: { method: string; path: string }[] = [];
const auth: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { rateLimitMax: 1_000_000 } });
  auth.doctor = (await loginAsDoctor(t.app)).authorization;
  auth.patient = (await loginAsPatient(t.app)).authorization;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
});
afterAll(() => t.close());

const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('9876543210', '9000000001', '0', '-1', '99999999999999999999', '%00', '..', 'null'),
  fc.stringMatching(/^[6-9]\d{9}$/),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('WELCOME10', 'true', 'false', '10', '0', '-5', 'any', '2026-01-01'),
);
const queryKey = fc.oneof(
  fc.constantFrom('coupon_code', 'limit', 'offset', 'name', 'mobile', 'utr', 'delete', 'patient_id', 'id'),
  fc.string({ maxLength: 12 }),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'mobile',
      'number',
      'otp',
      'id',
      'password',
      'coupon_code',
      'discount_percentage',
      'start_date',
      'end_date',
      'from_date',
      'to_date',
      'title',
      'exercises',
      'sessions',
      'price',
      'quantity',
      'patient_id',
      'message',
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ),
    fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
    ),
  ),
);

it('answers every malformed request with something other than a 5xx', async () => {
  expect(routes.length).toBeGreaterThan(15);
  await fc.assert(
    fc.asyncProperty(
      fc.nat(),
      fc.array(segment, { minLength: 3, maxLength: 3 }),
      fc.dictionary(queryKey, queryValue, { maxKeys: 4 }),
      body,
      fc.constantFrom('doctor', 'patient', 'none', 'garbage'),
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
      async (pick, params, query, payload, who, contentType) => {
        const route = routes[pick % routes.length]!;
        let i = 0;
        const url = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] ?? ''));
        const headers: Record<string, string> = {};
        if (who === 'doctor' || who === 'patient') headers.authorization = auth[who]!;
        if (who === 'garbage') headers.authorization = 'Bearer not.a.token';
        const hasBody = route.method !== 'GET';
        let raw: string | undefined;
        if (hasBody) {
          headers['content-type'] = contentType;
          raw =
            contentType === 'application/json'
              ? JSON.stringify(payload)
              : new URLSearchParams(
                  Object.entries(typeof payload === 'object' && payload ? payload : { v: payload }).map(
                    ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')],
                  ),
                ).toString();
        }
        const res = await t.app.inject({ method: route.method as 'GET', url, query, headers, payload: raw });
        if (res.statusCode >= 500) {
          throw new Error(
            `${route.method} ${url} ${JSON.stringify(query)} ${raw ?? ''} → ${res.statusCode} ${res.body}`,
          );
        }
        // Every error keeps the { message, code } shape.
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          const parsed = res.json() as { message?: unknown; code?: unknown };
          if (typeof parsed.message !== 'string' || typeof parsed.code !== 'string') {
            throw new Error(
              `${route.method} ${url} → ${res.statusCode} without { message, code }: ${res.body}`,
            );
          }
        }
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
  );
});
