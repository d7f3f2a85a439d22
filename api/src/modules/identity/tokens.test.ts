import { SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456';
const OTHER = 'unit-secret-unit-secret-unit-secret-6543210';

describe('access tokens', () => {
  it('round-trips sub, role and sid, also from the verified cache', async () => {
    const token = await signAccessToken(SECRET, { sub: '9876543210', role: 'patient', sid: 'fam-1' });
    const expected = { sub: '9876543210', role: 'patient', sid: 'fam-1' };
    expect(await verifyAccessToken(SECRET, token)).toEqual(expected);
    expect(await verifyAccessToken(SECRET, token)).toEqual(expected);
  });

  it('never accepts a cached token at or after its exp (the cache keeps it only until then)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const issued = Date.now();
      const token = await signAccessToken(SECRET, { sub: '9876543210', role: 'patient' });
      expect(await verifyAccessToken(SECRET, token)).not.toBeNull(); // now in the cache
      jest.setSystemTime(issued + (ACCESS_TOKEN_SECONDS - 2) * 1000);
      expect(await verifyAccessToken(SECRET, token)).not.toBeNull();
      jest.setSystemTime(issued + (ACCESS_TOKEN_SECONDS + 1) * 1000);
      expect(await verifyAccessToken(SECRET, token)).toBeNull();
      expect(await verifyAccessToken(SECRET, token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a token signed with another secret even after it was verified under its own', async () => {
    const token = await signAccessToken(OTHER, { sub: '9000000001', role: 'doctor' });
    expect(await verifyAccessToken(OTHER, token)).not.toBeNull();
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('refuses expired tokens, other algorithms, bad roles and tampering', async () => {
    const key = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({ role: 'doctor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9000000001')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(await verifyAccessToken(SECRET, expired)).toBeNull();
    // Logout may still read an expired token's session.
    expect(await verifyAccessToken(SECRET, expired, { allowExpired: true })).toMatchObject({
      sub: '9000000001',
    });
    const hs512 = await new SignJWT({ role: 'doctor' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('9000000001')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET.repeat(2)));
    expect(await verifyAccessToken(SECRET.repeat(2), hs512)).toBeNull();
    const admin = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('5m')
      .sign(key);
    expect(await verifyAccessToken(SECRET, admin)).toBeNull();
    const good = await signAccessToken(SECRET, { sub: '9876543210', role: 'patient' });
    const [h, p, sig] = good.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ role: 'doctor', sub: '9876543210', exp: 9e9 }),
    ).toString('base64url');
    expect(await verifyAccessToken(SECRET, `${h}.${forgedPayload}.${sig}`)).toBeNull();
    expect(await verifyAccessToken(SECRET, `${h}.${p}.`)).toBeNull();
    expect(await verifyAccessToken(SECRET, 'garbage')).toBeNull();
  });
});
