import { OUTCOME_SCHEDULE } from '@physio/shared-contracts';
import { psfsDue, psfsScore } from './outcome-scoring';

describe('psfsScore: the published PSFS scoring (sum of the activity ratings / number of activities)', () => {
  it.each([
    [[3, 5, 4], 4],
    [[2, 7, 5, 6], 5],
    [[1, 2, 2], 1.67],
    [[0, 0, 0, 0, 0], 0],
    [[10, 10, 10], 10],
    [[6, 7, 9, 3, 8], 6.6],
  ])('%j scores %d', (ratings, score) => {
    expect(psfsScore(ratings)).toBe(score);
  });

  it('refuses what the instrument does not allow', () => {
    expect(() => psfsScore([5, 5])).toThrow(RangeError);
    expect(() => psfsScore([5, 5, 5, 5, 5, 5])).toThrow(RangeError);
    expect(() => psfsScore([5, 5, 11])).toThrow(RangeError);
    expect(() => psfsScore([5, 5, -1])).toThrow(RangeError);
    expect(() => psfsScore([5, 5, 2.5])).toThrow(RangeError);
  });
});

describe('psfsDue: at intake, then every N sessions', () => {
  const N = OUTCOME_SCHEDULE.psfs.everySessions;
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 10));
  const sessions = (...days: number[]) => days.map(day);

  it('is not due before the patient has started (no intake, no session)', () => {
    expect(psfsDue({ hasIntake: false, sessionsHeld: [], lastScoredAt: null })).toMatchObject({
      due: false,
      reason: null,
    });
  });

  it('is due as the baseline once the intake is in, or a session was held', () => {
    expect(psfsDue({ hasIntake: true, sessionsHeld: [], lastScoredAt: null })).toMatchObject({
      due: true,
      reason: 'intake',
    });
    expect(psfsDue({ hasIntake: false, sessionsHeld: sessions(2), lastScoredAt: null })).toMatchObject({
      due: true,
      reason: 'intake',
      sessions_since_last: 1,
    });
  });

  it(`counts only the sessions after the last score and is due again at the ${N}th`, () => {
    const held = sessions(2, 5, 9, 12, 16, 19);
    const notYet = psfsDue({ hasIntake: true, sessionsHeld: held.slice(0, N), lastScoredAt: day(3) });
    expect(notYet).toEqual({
      instrument: 'psfs',
      due: false,
      reason: null,
      sessions_since_last: N - 1,
      every_sessions: N,
    });
    expect(
      psfsDue({ hasIntake: true, sessionsHeld: held.slice(0, N + 1), lastScoredAt: day(3) }),
    ).toMatchObject({ due: true, reason: 'sessions', sessions_since_last: N });
    expect(psfsDue({ hasIntake: true, sessionsHeld: held, lastScoredAt: day(20) })).toMatchObject({
      due: false,
      sessions_since_last: 0,
    });
  });
});
