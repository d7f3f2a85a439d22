import * as whole from './index';
import * as state from '@physio/shared-auth/state';

describe("'@physio/shared-auth/state'", () => {
  it('is the session part of the package: the index re-exports the very same functions', () => {
    const shared = Object.keys(state).filter((name) => name in whole);
    expect(shared).toEqual(
      expect.arrayContaining(['useSession', 'getAccessToken', 'setNavigator', 'RequireDoctor']),
    );
    for (const name of shared)
      expect(whole[name as keyof typeof whole]).toBe(state[name as keyof typeof state]);
  });

  it('carries no HTTP client (pages that only read the session do not load axios)', () => {
    expect(state).not.toHaveProperty('apiClient');
    expect(state).not.toHaveProperty('doctorLogin');
  });

  it('shares one token between the client side and the state side', () => {
    state.setAccessToken('abc');
    expect(whole.getAccessToken()).toBe('abc');
    whole.setAccessToken('');
    expect(state.getAccessToken()).toBe('');
  });
});
