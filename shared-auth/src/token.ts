import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@physio/shared-contracts';

/** Server time minus device time, learnt from the `iat` of tokens the server just issued. */
let clockOffsetMs = 0;

/**
 * Learns the server's clock from a token it has just issued, so a device clock that is off by
 * minutes neither makes every token look expired (a refresh before each call) nor keeps sending
 * expired ones. Offsets under 5 s are ignored (network time).
 */
export function learnServerClock(token: string, now = Date.now()): void {
  const iat = tokenClaims(token)?.iat;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return;
  const offset = iat * 1000 - now;
  clockOffsetMs = Math.abs(offset) > 5000 ? offset : 0;
}

/** The current time by the server's clock, as far as we know it. */
export function serverNow(now = Date.now()): number {
  return now + clockOffsetMs;
}

/** Seconds until the token's `exp`, or null when it is not a JWT with a numeric exp claim. */
export function secondsLeft(token: string, now = serverNow()): number | null {
  if (!token) return null;
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp - now / 1000 : null;
}

/** True when the token may be sent as is: its exp is still at least the threshold (1 s) ahead. */
export function isTokenFresh(token: string, now = serverNow()): boolean {
  const left = secondsLeft(token, now);
  return left !== null && left >= TOKEN_REFRESH_THRESHOLD_SECONDS;
}

/** The bare token from an `authorization` header that may read "Bearer x" or "x". */
export function bareToken(header: unknown): string {
  if (typeof header !== 'string') return '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

/**
 * The payload of a JWT without verifying it (the server verifies); null when unreadable. Our claims are ASCII,
 * so atob's bytes are the JSON's characters (a decoding library would cost the first render ~0.3 KB).
 */
export function tokenClaims(
  token: string,
): { sub?: string; role?: string; exp?: number; iat?: number } | null {
  try {
    const claims: unknown = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}
