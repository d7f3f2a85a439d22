export { physioGuard, type GuardOutcome } from './physioGuard';
