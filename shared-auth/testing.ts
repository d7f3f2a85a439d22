/**
 * '@physio/shared-auth/testing': the one auth fake of the remotes' tests, a stand-in for
 * @physio/shared-auth with the same names (fake HTTP in src/test/fakeHttp.ts, in-memory session in
 * src/test/fakeSession.ts). Use in a test file:
 *   jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
 * Never imported by production code: ESLint refuses it outside tests, the package index does not
 * re-export it, and it throws when loaded outside Jest (it needs the `jest` global anyway).
 */
if (typeof jest === 'undefined') throw new Error('@physio/shared-auth/testing is for Jest tests only');

export { errorMessage, errorStatus, failure, type Result } from './src/result';
export * from './src/test/fakeHttp';
export * from './src/test/fakeSession';
export * from './src/test/fixtures';
