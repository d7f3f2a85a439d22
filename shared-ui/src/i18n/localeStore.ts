import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  DEFAULT_LOCALE,
  HTML_LANG,
  localeCookie,
  localeFromCookie,
  parseLocale,
  type Locale,
} from './locale';
import { catalogsVersion, loadCatalogs, subscribeCatalogs, type Catalog, type Translate } from './catalog';

/**
 * The language the page's HTML was rendered in, which hydration must render again (useLocale's server
 * snapshot). In the browser the document says it before anything changes it: a prerendered page's frame
 * has `<html lang="hi">` in Hindi (the page servers answer it by the cookie), `en-IN` in English. A build
 * renders each language in turn (setRenderedLocale).
 */
let rendered: Locale =
  typeof document === 'undefined' ? DEFAULT_LOCALE : parseLocale(document.documentElement.lang);

export function renderedLocale(): Locale {
  return rendered;
}

/** Build-time only (prerendering a page or a frame in `locale`, its catalogs loaded): what useLocale renders. */
export function setRenderedLocale(locale: Locale): void {
  rendered = locale;
}

// shared-ui is a federation singleton: the shell and every remote read this one choice.
let current: Locale = typeof document === 'undefined' ? DEFAULT_LOCALE : localeFromCookie(document.cookie);
const listeners = new Set<() => void>();

function applyLang(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[locale];
  // Both weights at once: Chromium left a bold heading that turned Hindi after its first paint in boxes
  // when the bold face was fetched only by that change (/booking's h1, seen in screenshots).
  if (locale === 'hi' && document.fonts)
    for (const weight of [400, 700]) void document.fonts.load(`${weight} 1em "PhysioCare Devanagari"`, 'क');
}
applyLang(current);
void loadCatalogs(current);

export function currentLocale(): Locale {
  return current;
}

function switchTo(locale: Locale) {
  current = locale;
  applyLang(locale);
  listeners.forEach((listener) => listener());
}

/**
 * Switches the site's language: remembered in the cookie at once; the page turns once the language's
 * messages are here (no half-translated moment), with `lang` set and every reader re-rendered.
 */
export async function setLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  await loadCatalogs(locale);
  if (locale !== current) switchTo(locale);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language to render in. Hydration renders the language of the prerendered HTML (getServerSnapshot:
 * the same as the remembered one when the page servers answered the cookie's language, and the shell
 * loads its catalogs before it hydrates); React re-renders in the remembered language right after
 * when they differ (an English SPA page, a cookie changed meanwhile).
 */
export function useLocale(): Locale {
  const scoped = useContext(LocaleScopeContext);
  const chosen = useSyncExternalStore(subscribe, currentLocale, renderedLocale);
  return scoped ?? chosen;
}

const LocaleScopeContext = createContext<Locale | null>(null);

/**
 * A part of the page fixed in one language whatever the site's choice: the doctor's pages stay English
 * (issue 30: the dashboard may) while they use shared components that patient pages show in Hindi.
 */
export function LocaleScope({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return createElement(LocaleScopeContext.Provider, { value: locale }, children);
}

/** `t(key, values)` for a catalog in the current language (English until its messages are here). */
export function useMessages<K extends string>(catalog: Catalog<K>): Translate<K> {
  const locale = useLocale();
  const version = useSyncExternalStore(subscribeCatalogs, catalogsVersion, () => 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback(catalog.translate(locale), [catalog, locale, version]);
}

/** Tests only: back to a fresh page's state. */
export function resetLocaleForTests(locale: Locale = DEFAULT_LOCALE): void {
  switchTo(locale);
}
