import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, HTML_LANG, localeCookie, localeFromCookie, type Locale } from './locale';
import type { Catalog, Translate } from './catalog';

// shared-ui is a federation singleton: the shell and every remote read this one choice.
let current: Locale = typeof document === 'undefined' ? DEFAULT_LOCALE : localeFromCookie(document.cookie);
const listeners = new Set<() => void>();

function applyLang(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}
applyLang(current);

export function currentLocale(): Locale {
  return current;
}

/** Switches the site's language: remembered in the cookie, `lang` set, every reader re-rendered. */
export function setLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  if (locale === current) return;
  current = locale;
  applyLang(locale);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language to render in. Prerendered HTML is English, so hydration renders English
 * (getServerSnapshot) and React re-renders in the remembered language right after.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, () => DEFAULT_LOCALE);
}

/** `t(key, values)` for a catalog in the current language. */
export function useMessages<K extends string>(catalog: Catalog<K>): Translate<K> {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback(catalog.translate(locale), [catalog, locale]);
}

/** Tests only: back to a fresh page's state. */
export function resetLocaleForTests(locale: Locale = DEFAULT_LOCALE): void {
  current = locale;
  applyLang(locale);
  listeners.forEach((listener) => listener());
}
