/**
 * Ending every session of a person at once, access tokens included (an erased account, issue 30). Refresh tokens
 * are rows and go with the account; an access token is checked by its signature alone, so without this it would
 * stay valid for its whole lifetime (ACCESS_TOKEN_SECONDS) after the erase.
 *
 * The rule: a revocation is a time on the database's clock, to the millisecond, one row per person
 * (`session_revocations`), only ever moving forward. Every access token carries the revocation in force when it
 * was minted (claim `rv`, read from the table at login and refresh); a token whose `rv` is older than the
 * person's revocation is refused. No server's clock is compared with another's, so a token minted just before an
 * erase is refused and one minted just after (a new login with the number) is not, on every instance.
 *
 * Each server reads the table (a few rows) at most every REVOCATIONS_FRESH_MS, not once per request, and at once
 * after it revoked itself: another instance refuses a revoked token within that time. The read that finds a row
 * past every token it can refuse deletes it, so the number it holds is kept no longer than that (while the API
 * serves anyone at all).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Role } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { sessionRevocations } from '../../platform/db/schema';
import { ACCESS_TOKEN_SECONDS, revokeLoginSessionsOf, type AccessClaims } from './tokens';

/** How old a server's copy of the revocations may be when it checks a token. */
export const REVOCATIONS_FRESH_MS = 2_000;
/** A revocation outlives the tokens it refuses: their lifetime, and a margin for the servers' clocks. */
const KEPT_SECONDS = ACCESS_TOKEN_SECONDS + 5 * 60;
const keptSince = sql`now() - make_interval(secs => ${KEPT_SECONDS})`;

/**
 * Refuses every access token of the person minted until now (inside the caller's transaction: it holds once that
 * commits). The time moves forward even when the clock would not, so two revocations are never one.
 */
export async function revokeAccessTokensOf(db: Executor, subject: string, role: Role): Promise<void> {
  await db
    .insert(sessionRevocations)
    .values({ subject, role, revokedAt: sql`date_trunc('milliseconds', now())` })
    .onConflictDoUpdate({
      target: [sessionRevocations.subject, sessionRevocations.role],
      set: {
        revokedAt: sql`greatest(excluded.revoked_at, ${sessionRevocations.revokedAt} + interval '1 millisecond')`,
      },
    });
}

/**
 * Ends every session of a person at once (a doctor deactivated or given a new password): no refresh token mints
 * again, and the access tokens they hold are refused on every server within REVOCATIONS_FRESH_MS.
 */
export async function endSessionsOf(db: Executor, subject: string, role: Role): Promise<void> {
  await revokeLoginSessionsOf(db, subject, role);
  await revokeAccessTokensOf(db, subject, role);
}

/** The revocation in force for a person (ms), for the token about to be minted; undefined when there is none. */
export async function revocationOf(db: Executor, subject: string, role: Role): Promise<number | undefined> {
  const [row] = await db
    .select({ revokedAt: sessionRevocations.revokedAt })
    .from(sessionRevocations)
    .where(and(eq(sessionRevocations.subject, subject), eq(sessionRevocations.role, role)))
    .limit(1);
  return row?.revokedAt.getTime();
}

export interface RevocationCheck {
  /** Whether a revocation later than the one the token was minted under refuses it. */
  refuses(claims: AccessClaims & { sub: string; role: Role }): Promise<boolean>;
  /** This server just revoked: the next check reads the table again. */
  reread(): void;
}

const keyOf = (subject: string, role: Role) => `${role}:${subject}`;

/** One server's view of the live revocations, read again when older than `freshMs`. */
export function revocationCheck(
  db: Executor,
  options: { freshMs?: number; now?: () => number } = {},
): RevocationCheck {
  const freshMs = options.freshMs ?? REVOCATIONS_FRESH_MS;
  const now = options.now ?? Date.now;
  let copy: Map<string, number> | null = null;
  let readAt = 0;
  let reading: Promise<Map<string, number>> | null = null;
  // A read begun before reread() may have missed the revocation: its answer is not kept as fresh.
  let generation = 0;

  function read(): Promise<Map<string, number>> {
    const started = now();
    const mine = ++generation;
    const pending = db
      .select({
        subject: sessionRevocations.subject,
        role: sessionRevocations.role,
        revokedAt: sessionRevocations.revokedAt,
        spent: sql<boolean>`${sessionRevocations.revokedAt} < ${keptSince}`,
      })
      .from(sessionRevocations)
      .then(async (rows) => {
        if (rows.some((r) => r.spent))
          await db.delete(sessionRevocations).where(lt(sessionRevocations.revokedAt, keptSince));
        const live = rows.filter((r) => !r.spent);
        const next = new Map(live.map((r) => [keyOf(r.subject, r.role), r.revokedAt.getTime()]));
        if (mine === generation) {
          copy = next;
          readAt = started;
        }
        return next;
      })
      .finally(() => {
        if (reading === pending) reading = null;
      });
    reading = pending;
    return pending;
  }

  return {
    async refuses(claims) {
      const current = copy && now() - readAt < freshMs ? copy : await (reading ?? read());
      const revokedAt = current.get(keyOf(claims.sub, claims.role));
      return revokedAt !== undefined && revokedAt > (claims.rv ?? 0);
    },
    reread() {
      copy = null;
      reading = null;
      generation++;
    },
  };
}
