// The whole of @physio/shared-auth. The session part comes through its own shared name
// ('@physio/shared-auth/state', see state.ts) so the shell and every remote use one instance of it.
export { apiClient, refreshAccessToken, REFRESH_PATH } from './client';
export { errorMessage, errorStatus, type Result } from './result';
export { doctorLogin, requestPatientOtp, verifyPatientOtp, loadPatientProfile, logout } from './login';
export * from '@physio/shared-auth/state';
