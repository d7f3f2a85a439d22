export { physioGuard, type GuardOutcome } from './physioGuard';
export { useLatestNewUserFlag } from './useLatestNewUserFlag';
export { useAlertOnce } from './useAlertOnce';
export { readLoginReturn, LOGIN_RETURN_PARAM } from './loginReturn';
export { useHydrated } from './useHydrated';
