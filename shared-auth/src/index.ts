// The whole of @physio/shared-auth. The session part comes through its own shared name
// ('@physio/shared-auth/state', see state.ts) so the shell and every remote use one instance of it.
export { apiClient, refreshAccessToken, REFRESH_PATH } from './client';
export { errorMessage, errorStatus, type Result } from './result';
export { doctorLogin, requestPatientOtp, verifyPatientOtp, loadPatientProfile, logout } from './login';
export {
  getAccessToken,
  setAccessToken,
  subscribe,
  useSession,
  getSession,
  type Session,
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
  accountLink,
  requireDoctor,
  requirePatientOrDoctor,
  redirectIfLoggedIn,
  hasHistory,
  RequireDoctor,
  RequirePatientOrDoctor,
  RedirectIfLoggedIn,
  setNavigator,
  navigateTo,
  type Navigator,
  isTokenFresh,
  secondsLeft,
  bareToken,
  tokenClaims,
} from '@physio/shared-auth/state';
