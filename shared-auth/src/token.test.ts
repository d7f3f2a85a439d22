import { secondsLeft, tokenClaims } from './token';

/** A JWT as the server signs it: base64url parts, no padding (the signature is not read here). */
const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('tokenClaims', () => {
  it('reads the claims of a base64url payload without padding', () => {
    const claims = { sub: '9876543210', role: 'patient', exp: 2_000_000_000, iat: 1_999_999_000, n: '??>a' };
    const payload = jwt(claims).split('.')[1]!;
    expect(payload).toMatch(/[-_]/); // the base64url alphabet…
    expect(payload.length % 4).not.toBe(0); // …and no padding
    expect(tokenClaims(jwt(claims))).toEqual(claims);
  });

  it('answers null for what is not a JWT with an object payload', () => {
    for (const token of ['', 'abc', 'a.%%%.c', `a.${btoa('42')}.c`, `a.${btoa('null')}.c`])
      expect(tokenClaims(token)).toBeNull();
  });
});

describe('secondsLeft', () => {
  it('counts to exp, and has no answer without a numeric exp', () => {
    expect(secondsLeft(jwt({ exp: 1_000 }), 400_000)).toBe(600);
    expect(secondsLeft(jwt({ exp: 'soon' }), 0)).toBeNull();
    expect(secondsLeft('not a token', 0)).toBeNull();
  });
});
