/**
 * What the one-time-code login needs only once the patient starts on it: the forms' rules (zod) and
 * the login calls (the API client). Loaded by useOtpRules on the first move on the page, so the
 * prerendered /user/login takes over without either in its first render.
 */
export { mobileFormSchema, otpCodeFormSchema, patientDetailsFormSchema } from '@physio/shared-contracts';
export { requestPatientOtp, verifyPatientOtp } from '@physio/shared-auth';
