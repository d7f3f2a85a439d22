import { CSRF_HEADER } from '@physio/shared-contracts';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@physio/shared-contracts/session-hint';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { REFRESH_COOKIE } from './auth-plugin';

/** A cookie's Set-Cookie line of an answer, split into its attributes. */
function setCookieOf(res: { headers: Record<string, unknown> }, name: string) {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(lines)}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const flags = new Map(
    attributes.map((a) => {
      const [key = '', ...rest] = a.split('=');
      return [key.toLowerCase(), rest.join('=')] as const;
    }),
  );
  return { value: pair.slice(name.length + 1), flags };
}

/** The refresh cookie's Set-Cookie line of an answer, split into its attributes. */
const refreshSetCookie = (res: { headers: Record<string, unknown> }) => setCookieOf(res, REFRESH_COOKIE);
/** The session hint's Set-Cookie line of an answer. */
const hintSetCookie = (res: { headers: Record<string, unknown> }) => setCookieOf(res, SESSION_HINT_COOKIE);

const expiry = (flags: Map<string, string>) => new Date(flags.get('expires') ?? 0).getTime();

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
      // Production mode refuses the sandbox provider and the console e-mail and SMS unless allowed (a staging site).
      env: {
        NODE_ENV: nodeEnv,
        ...(nodeEnv === 'production'
          ? {
              ALLOW_SANDBOX_PAYMENTS: 'true',
              ALLOW_CONSOLE_EMAIL: 'true',
              ALLOW_CONSOLE_SMS: 'true',
              ALLOW_CONSOLE_WHATSAPP: 'true',
            }
          : {}),
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

  // The session hint (shared-contracts/src/session-hint.ts): read by the page servers and scripts on
  // every page, so path / and no httpOnly; Lax so a link from another site still carries it.
  function expectHintAttributes(flags: Map<string, string>) {
    expect(flags.has('httponly')).toBe(false);
    expect(flags.get('samesite')).toBe('Lax');
    expect(flags.get('path')).toBe('/');
    expect(flags.has('secure')).toBe(secure);
    expect(flags.has('domain')).toBe(false);
  }

  function expectBothCleared(res: { headers: Record<string, unknown> }) {
    const refresh = refreshSetCookie(res);
    const hint = hintSetCookie(res);
    expectAttributes(refresh.flags);
    expectHintAttributes(hint.flags);
    for (const cookie of [refresh, hint]) {
      expect(cookie.value).toBe('');
      expect(expiry(cookie.flags)).toBeLessThanOrEqual(Date.now());
    }
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
    const hint = hintSetCookie(verified);
    expectHintAttributes(hint.flags);
    expect(hint.value).toBe(SESSION_HINT_VALUE);
    expect(expiry(hint.flags)).toBe(expiry(issued.flags));

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
    const renewed = hintSetCookie(refreshed);
    expectHintAttributes(renewed.flags);
    expect(renewed.value).toBe(SESSION_HINT_VALUE);
    expect(expiry(renewed.flags)).toBe(expiry(rotated.flags));

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
    expectBothCleared(logout);
  });

  it('a refresh that fails clears the refresh cookie and the session hint', async () => {
    const refresh = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
        cookies,
      });
    // An unknown (or revoked, or expired) refresh token, and a hint left without any refresh cookie.
    const cases: Record<string, string>[] = [
      { [REFRESH_COOKIE]: 'not-a-token', [SESSION_HINT_COOKIE]: SESSION_HINT_VALUE },
      { [SESSION_HINT_COOKIE]: SESSION_HINT_VALUE },
    ];
    for (const cookies of cases) {
      const failed = await refresh(cookies);
      expect(failed.statusCode).toBe(401);
      expect(typeof failed.json().message).toBe('string');
      expectBothCleared(failed);
    }
  });
});
