/**
 * Scoring and scheduling of the outcome measures (issue 29, point 4), on the server only: the browser sends the
 * ratings, never a score.
 *
 * PSFS (Stratford et al. 1995): "Total score = sum of the activity scores / number of activities", each activity
 * rated 0 (unable to perform) to 10 (able to perform at the same level as before the problem), 3 to 5 activities.
 * Worked examples (outcome-scoring.test.ts): 3, 5, 4 → 12 / 3 = 4; 2, 7, 5, 6 → 20 / 4 = 5; 1, 2, 2 → 5 / 3 = 1.67.
 * A change of 2 points in the mean is the minimal detectable change (90 % CI) the authors report.
 */
import { OUTCOME_SCHEDULE, PSFS, type OutcomeDue } from '@physio/shared-contracts';

/** The PSFS score of 3–5 ratings: their mean, to two decimals. Throws on ratings the instrument does not allow. */
export function psfsScore(ratings: readonly number[]): number {
  if (ratings.length < PSFS.minActivities || ratings.length > PSFS.maxActivities)
    throw new RangeError(`The PSFS takes ${PSFS.minActivities} to ${PSFS.maxActivities} activities`);
  for (const r of ratings)
    if (!Number.isInteger(r) || r < PSFS.minRating || r > PSFS.maxRating)
      throw new RangeError('A PSFS rating is a whole number from 0 to 10');
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}

/** The minimal detectable change of the PSFS mean (90 % CI), from the published method. */
export const PSFS_MINIMAL_DETECTABLE_CHANGE = 2;

/**
 * Whether a PSFS is due: the baseline once the patient has filled the intake or had a session, then again after
 * OUTCOME_SCHEDULE.psfs.everySessions sessions held since the last score.
 */
export function psfsDue(input: {
  hasIntake: boolean;
  /** When each of the patient's sessions that took place ended. */
  sessionsHeld: readonly Date[];
  lastScoredAt: Date | null;
}): OutcomeDue {
  const every = OUTCOME_SCHEDULE.psfs.everySessions;
  const since = input.lastScoredAt
    ? input.sessionsHeld.filter((end) => end > input.lastScoredAt!).length
    : input.sessionsHeld.length;
  const base = { instrument: 'psfs', sessions_since_last: since, every_sessions: every } as const;
  if (!input.lastScoredAt) {
    const started = input.hasIntake || input.sessionsHeld.length > 0;
    return { ...base, due: started, reason: started ? 'intake' : null };
  }
  return since >= every ? { ...base, due: true, reason: 'sessions' } : { ...base, due: false, reason: null };
}
