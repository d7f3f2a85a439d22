/**
 * What the contact form needs only once the visitor starts on it: its rules (zod) and the call that
 * sends it (the API client). ContactForm loads this on the first move on the page, so the
 * prerendered /contact takes over without either in its first render.
 */
export { contactRequestSchema } from '@physio/shared-contracts';
export { submitContact } from './submitContact';
