/** The site's languages: English (the spec's strings) and Hindi. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The choice lives in a cookie, not localStorage: the server sees it too (nginx can answer a Hindi
 * prerendered page and the API can write messages in the patient's language), and it reaches every
 * path of the site. One year, first-party, readable by scripts (it holds no secret).
 */
export const LOCALE_COOKIE = 'physio_lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The value of each language's own name on the switch, and the `lang` attribute of its pages. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** Any code to a locale we have: 'hi', 'HI', 'hi-IN' → 'hi'; anything unknown or missing → English. */
export function parseLocale(code: string | null | undefined): Locale {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}

/** The locale a `document.cookie` string names (English when it names none or an unknown one). */
export function localeFromCookie(cookie: string): Locale {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return parseLocale(match ? decodeURIComponent(match[1] ?? '') : null);
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
