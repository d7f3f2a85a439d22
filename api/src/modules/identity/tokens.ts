import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { placeholders, statement } from '../../platform/db/prepared';
import { doctors, refreshTokens } from '../../platform/db/schema';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/**
 * A session's absolute lifetime, counted from the login: every refresh token of a family expires when the
 * family's first did, however often it is rotated. Then the person logs in again.
 */
export const REFRESH_TOKEN_DAYS = 30;
/**
 * The reuse interval: a just-rotated refresh token is still honoured this long, so tabs refreshing in parallel
 * do not log each other out, and a browser whose answer with the new cookie never arrived (a navigation aborted
 * the call, a phone lost the connection) is not logged out either (rotateRefreshToken). A rotated token used
 * after it revokes its whole family (a replayed stolen copy).
 */
export const ROTATION_GRACE_MS = 10_000;
const ALG = 'HS256';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** Refresh family of the session, so logout can revoke it. */
  sid?: string;
  /**
   * The subject's session revocation in force when the token was minted (revocations.ts, ms of the database's
   * clock; absent when none was): a later one refuses the token.
   */
  rv?: number;
}

// One imported HMAC CryptoKey per secret: jose (Web Crypto build) would otherwise import the key on every call.
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = globalThis.crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, k);
  }
  return k;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

export async function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  const payload: Record<string, string | number> = { role: claims.role };
  if (claims.sid) payload.sid = claims.sid;
  if (claims.rv) payload.rv = claims.rv;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(await key(secret));
}

/** Verifies signature (HS256 only), expiry and claim shapes; null when anything is off. */
// Tokens already verified, until they expire: a client sends the same token many times, and the HMAC check
// runs on the crypto thread pool (profiled at ~10 % of a profile read). Keyed by secret and the whole token.
const VERIFIED_MAX = 10_000;
const verifiedBySecret = new Map<string, Map<string, { claims: AccessClaims; expMs: number }>>();

export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const cacheKey = token;
  if (!options.allowExpired) {
    const hit = verified.get(cacheKey);
    if (hit && hit.expMs > Date.now()) return hit.claims;
    if (hit) verified.delete(cacheKey);
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [ALG],
      // Logout may name its session with a token that just expired.
      ...(options.allowExpired ? { clockTolerance: REFRESH_TOKEN_DAYS * 86_400 } : {}),
    });
    if (typeof payload.sub !== 'string' || (payload.role !== 'patient' && payload.role !== 'doctor'))
      return null;
    const claims: AccessClaims = {
      sub: payload.sub,
      role: payload.role,
      sid: typeof payload.sid === 'string' ? payload.sid : undefined,
      rv: typeof payload.rv === 'number' ? payload.rv : undefined,
    };
    if (!options.allowExpired && typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(cacheKey, { claims, expMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

export interface IssuedRefresh {
  token: string;
  familyId: string;
  expiresAt: Date;
}

const insertRefreshToken = statement('refresh_token_insert', (db) =>
  db
    .insert(refreshTokens)
    .values(placeholders(['familyId', 'tokenHash', 'subject', 'role', 'expiresAt'] as const))
    // A successor is derived, not drawn: whoever inserts it first stores it, the others find it there.
    .onConflictDoNothing({ target: refreshTokens.tokenHash }),
);

async function insertRefresh(
  db: Executor,
  token: string,
  row: { subject: string; role: Role; familyId: string; expiresAt: Date },
): Promise<IssuedRefresh> {
  await insertRefreshToken(db, { ...row, tokenHash: sha256(token) });
  return { token, familyId: row.familyId, expiresAt: row.expiresAt };
}

/** Starts a new refresh family at login. */
export const startRefreshFamily = (db: Executor, subject: string, role: Role, now = new Date()) =>
  insertRefresh(db, crypto.randomBytes(32).toString('base64url'), {
    subject,
    role,
    familyId: crypto.randomUUID(),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  });

/**
 * The one token a refresh token rotates into: an HMAC of it under the server's key. Every presentation of the
 * same token (parallel tabs, a browser whose answer was lost, a replay inside the reuse interval) gets this same
 * successor, so a family never has two live branches; nobody can compute it without the key.
 */
export const successorOf = (secret: string, token: string): string =>
  crypto.createHmac('sha256', secret).update(`physio-refresh-successor:${token}`).digest('base64url');

export type RotateResult =
  | { ok: true; subject: string; role: Role; familyId: string; next: IssuedRefresh | null }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/**
 * Rotates a refresh token into its successor (successorOf). A token used a second time after its grace period
 * revokes its whole family (someone replayed a stolen copy). Within the grace period the caller gets an access
 * token and the same successor again, while that successor has not been used itself (withinGrace).
 */
export async function rotateRefreshToken(
  db: Executor,
  token: string,
  options: { secret: string; now?: Date },
): Promise<RotateResult> {
  const now = options.now ?? new Date();
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.role === 'doctor') {
    const [doctor] = await db
      .select({ active: doctors.active })
      .from(doctors)
      .where(eq(doctors.id, row.subject))
      .limit(1);
    if (!doctor?.active) {
      await revokeFamily(db, row.familyId);
      return { ok: false, reason: 'inactive' };
    }
  }
  const successor = successorOf(options.secret, token);
  if (row.rotatedAt) {
    if (now.getTime() - row.rotatedAt.getTime() <= ROTATION_GRACE_MS) return withinGrace(db, row, successor);
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  // Only one concurrent caller wins the rotation; the loser is answered as within the grace period.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) return withinGrace(db, row, successor);
  // The next token keeps the family's expiry: rotation never extends a session past its absolute lifetime.
  const next = await insertRefresh(db, successor, row);
  return { ok: true, subject: row.subject, role: row.role, familyId: row.familyId, next };
}

/**
 * A token presented again within the grace period after its rotation: an access token, and its one successor
 * again while that successor has not been used. The answer that carried the successor may never have reached the
 * browser (the call aborted by a navigation, a lost connection): without the cookie it would keep presenting this
 * one until the grace period is over, and then lose the session as a replay. Once the successor has been used,
 * its holder has it: no cookie (the other tab already stored it). Never a second successor: a copied cookie
 * replayed inside the interval reaches the same session, never a branch of its own.
 */
async function withinGrace(
  db: Executor,
  row: typeof refreshTokens.$inferSelect,
  successor: string,
): Promise<RotateResult> {
  const [stored] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(successor)))
    .limit(1);
  // (A racing winner may not have stored it yet: storing it here is the same row.)
  const next = stored?.rotatedAt ? null : await insertRefresh(db, successor, row);
  return { ok: true, subject: row.subject, role: row.role, familyId: row.familyId, next };
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a person (password reset, deactivation): all their refresh families are revoked. */
export async function revokeLoginSessionsOf(db: Executor, subject: string, role: Role): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(refreshTokens.subject, subject), eq(refreshTokens.role, role), isNull(refreshTokens.revokedAt)),
    );
}
