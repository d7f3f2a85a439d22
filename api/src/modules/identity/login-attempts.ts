import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { loginAttempts } from '../../platform/db/schema';

/** A counter of wrong passwords: at most `max` within `windowMinutes` from the window's first failure. */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMinutes: number;
}

/**
 * Counts one attempt on each limit (before the password is checked, so guesses sent in parallel count too) and
 * answers the longest window among those now past their maximum (0: none is). A window that has ended starts
 * again at 1.
 */
export async function countAttempt(db: Executor, limits: AttemptLimit[]): Promise<number> {
  let locked = 0;
  for (const limit of limits) {
    const inWindow = sql`${loginAttempts.windowStartedAt} > now() - make_interval(mins => ${limit.windowMinutes})`;
    const [row] = await db
      .insert(loginAttempts)
      .values({ key: limit.key, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${inWindow} then ${loginAttempts.failures} + 1 else 1 end`,
          windowStartedAt: sql`case when ${inWindow} then ${loginAttempts.windowStartedAt} else now() end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    if ((row?.failures ?? 0) > limit.max) locked = Math.max(locked, limit.windowMinutes);
  }
  return locked;
}

/** A right password: this attempt was not a failure. `clear` keys start again at 0, the others give it back. */
export async function forgiveAttempt(db: Executor, clear: string[], giveBack: string[]): Promise<void> {
  for (const key of clear) {
    await db
      .update(loginAttempts)
      .set({ failures: 0 })
      .where(sql`${loginAttempts.key} = ${key}`);
  }
  for (const key of giveBack) {
    await db
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(sql`${loginAttempts.key} = ${key}`);
  }
}

/** Removes counters whose window ended long ago (called now and then by the login). */
export async function pruneAttempts(db: Executor, olderThanMinutes: number): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStartedAt, sql`now() - make_interval(mins => ${olderThanMinutes})`));
}
