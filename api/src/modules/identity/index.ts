// The identity module's public face: what other modules may take from it.
export { clearRefreshCookie, revokeCurrentLoginSession, startLoginSession } from './auth-plugin';
export { countAttempt, forgiveAttempt, pruneAttempts } from './login-attempts';
export { requestOtp, verifyOtp } from './otp';
export { hashPassword, verifyPassword } from './passwords';
export { endSessionsOf, revokeAccessTokensOf, type RevocationCheck } from './revocations';
