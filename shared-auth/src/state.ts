/**
 * The session part of @physio/shared-auth, without the HTTP client: token state, stored records,
 * useSession, guards and the navigator. Shared as its own singleton ('@physio/shared-auth/state'),
 * so a page that only reads the session (the shell's navigation and guards) loads it without
 * axios (~22 KB gzipped); the client and login helpers import it through that same name.
 */
export { getAccessToken, setAccessToken, subscribe } from './session';
export { useSession, getSession, type Session } from './useSession';
export {
  getDoctor,
  setDoctor,
  getProfile,
  setProfile,
  getPreviousLogger,
  setPreviousLogger,
  clearAll,
  type StoredDoctor,
  type StoredProfile,
  type PreviousLogger,
} from './storage';
export {
  accountLink,
  requireDoctor,
  requirePatientOrDoctor,
  redirectIfLoggedIn,
  hasHistory,
  RequireDoctor,
  RequirePatientOrDoctor,
  RedirectIfLoggedIn,
} from './guards';
export { setNavigator, navigateTo, type Navigator } from './navigation';
export { isTokenFresh, secondsLeft, bareToken, tokenClaims, learnServerClock } from './token';
