import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@physio/shared-contracts';
import { jwtDecode } from 'jwt-decode';

/** Seconds until the token's `exp`, or null when it is not a JWT with a numeric exp claim. */
export function secondsLeft(token: string, now = Date.now()): number | null {
  if (!token) return null;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp - now / 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token may be sent as is: its exp is still at least the threshold (1 s) ahead. */
export function isTokenFresh(token: string, now = Date.now()): boolean {
  const left = secondsLeft(token, now);
  return left !== null && left >= TOKEN_REFRESH_THRESHOLD_SECONDS;
}

/** The bare token from an `authorization` header that may read "Bearer x" or "x". */
export function bareToken(header: unknown): string {
  if (typeof header !== 'string') return '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

/** The payload of a JWT without verifying it (the server verifies); null when unreadable. */
export function tokenClaims(token: string): { sub?: string; role?: string; exp?: number } | null {
  try {
    return jwtDecode(token);
  } catch {
    return null;
  }
}
