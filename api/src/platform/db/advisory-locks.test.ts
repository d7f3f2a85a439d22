import { ADVISORY_LOCKS } from './advisory-locks';

describe('ADVISORY_LOCKS', () => {
  it('gives each purpose its own key (two purposes on one key would wait for, or skip, each other)', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Number.isSafeInteger(key)).toBe(true);
  });
});
