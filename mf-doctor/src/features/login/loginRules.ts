/**
 * What the doctor login needs only once the doctor starts on it: the form's rules (zod) and the
 * login call (the API client). DoctorLoginForm loads this on the first move on the page, so the
 * prerendered /dashboard/login takes over without either in its first render.
 */
export { doctorLoginFormSchema } from '@physio/shared-contracts';
export { doctorLogin } from '@physio/shared-auth';
