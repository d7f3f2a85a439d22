export { apiClient, refreshAccessToken, REFRESH_PATH } from './client';
export { errorMessage, errorStatus, type Result } from './result';
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
export { doctorLogin, requestPatientOtp, verifyPatientOtp, loadPatientProfile, logout } from './login';
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
export { isTokenFresh, secondsLeft, bareToken, tokenClaims } from './token';
