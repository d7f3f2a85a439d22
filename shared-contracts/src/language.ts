/**
 * The languages a patient's messages are written in (issue 30): English, the spec's strings, and Hindi. The site
 * remembers the choice in the `physio_lang` cookie (shared-ui's i18n); the API keeps it on the patient so that SMS,
 * WhatsApp, e-mails and receipts are written in it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie the site's language switch writes (shared-ui/src/i18n/locale.ts). */
export const LANGUAGE_COOKIE = 'physio_lang';

/** Any code to a language we write: 'hi', 'HI', 'hi-IN' → 'hi'; anything unknown or missing → English. */
export function parseLanguage(code: unknown): Language {
  const base = (typeof code === 'string' ? code : '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}
