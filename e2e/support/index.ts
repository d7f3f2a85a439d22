// Helpers for e2e specs: import { test, expect, … } from '../support';
export { test, expect, type ConsoleGuard } from './fixtures';
export { expectNoA11yViolations, seriousA11yViolations, type A11yOptions } from './a11y';
export { latestOtp } from './otp';
export { startRemote, stopRemote, withRemoteStopped } from './remotes';
export { baseURL, stackState, type RemoteName, type StackState } from './stack';
export { VIEWPORTS, SPEC_ROUTES, type SpecRoute } from './routes';
