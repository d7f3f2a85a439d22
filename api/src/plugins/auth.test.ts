import { CSRF_HEADER } from '@physio/shared-contracts';
import { createTestApp, type TestApp } from '../../test/helpers';
import { REFRESH_COOKIE } from './auth';

/** The refresh cookie's Set-Cookie line of an answer, split into its attributes. */
function refreshSetCookie(res: { headers: Record<string, unknown> }) {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const line = lines.find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
  if (!line) throw new Error(`no ${REFRESH_COOKIE} cookie in ${JSON.stringify(lines)}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const flags = new Map(
    attributes.map((a) => {
      const [key = '', ...rest] = a.split('=');
      return [key.toLowerCase(), rest.join('=')] as const;
    }),
  );
  return { value: pair.slice(REFRESH_COOKIE.length + 1), flags };
}

// DESIGN.md §3: httpOnly, SameSite=Strict, Path=/api/token, and Secure in production only — on the
// cookie a login sets, the one a refresh rotates to and the one a logout clears.
describe.each([
  ['production', true],
  ['development', false],
])('refresh cookie with NODE_ENV=%s', (nodeEnv, secure) => {
  const codes = new Map<string, string>();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Production mode refuses the sandbox provider and the console e-mail unless allowed (a staging site).
      env: {
        NODE_ENV: nodeEnv,
        ...(nodeEnv === 'production' ? { ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_CONSOLE_EMAIL: 'true' } : {}),
      },
      sms: { name: 'msg91', sendOtp: async (mobile, code) => void codes.set(mobile, code) },
    });
  });
  afterAll(() => t.close());

  function expectAttributes(flags: Map<string, string>) {
    expect(flags.has('httponly')).toBe(true);
    expect(flags.get('samesite')).toBe('Strict');
    expect(flags.get('path')).toBe('/api/token');
    expect(flags.has('secure')).toBe(secure);
    expect(flags.has('domain')).toBe(false);
  }

  it('is set by a login, rotated by a refresh and cleared by a logout with the same attributes', async () => {
    const mobile = '9812300001';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { name: 'Cookie Test', email: 'cookie@example.com', mobile },
    });
    expect(login.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/verify',
      payload: { number: mobile, otp: codes.get(mobile) },
    });
    expect(verified.statusCode).toBe(200);
    const issued = refreshSetCookie(verified);
    expectAttributes(issued.flags);
    expect(new Date(issued.flags.get('expires') ?? 0).getTime()).toBeGreaterThan(Date.now());

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
      cookies: { [REFRESH_COOKIE]: issued.value },
    });
    expect(refreshed.statusCode).toBe(200);
    const rotated = refreshSetCookie(refreshed);
    expectAttributes(rotated.flags);
    expect(rotated.value).not.toBe(issued.value);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${refreshed.json().data}` },
      cookies: { [REFRESH_COOKIE]: rotated.value },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = refreshSetCookie(logout);
    expectAttributes(cleared.flags);
    expect(cleared.value).toBe('');
    expect(new Date(cleared.flags.get('expires') ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
