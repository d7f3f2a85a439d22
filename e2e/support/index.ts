// Helpers for e2e specs: import { test, expect, … } from '../support';
export { test, expect, type ConsoleGuard } from './fixtures';
export { expectNoA11yViolations, seriousA11yViolations, type A11yOptions } from './a11y';
export { latestOtp } from './otp';
export { startRemote, stopRemote, withRemoteStopped } from './remotes';
export { baseURL, stackState, type RemoteName, type StackState } from './stack';
export { VIEWPORTS, SPEC_ROUTES, type SpecRoute } from './routes';
export {
  DEMO_DOCTOR,
  DEMO_PATIENT,
  doctorToken,
  freshMobile,
  loginDoctor,
  patientToken,
  SECOND_DOCTOR,
} from './people';
export {
  applyCoupon,
  bookPaidSession,
  CALL_ME_LABEL,
  enterCode,
  fillBookingForm,
  inr,
  loginInModal,
  loginOnPage,
  payInSandbox,
  recordAlerts,
  sandboxCheckout,
} from './booking';
export { restartApi, stackPostgres, startPostgres, stopPostgres } from './services';
export { newWatchedPage, type WatchedPage } from './watched-page';
