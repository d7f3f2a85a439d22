/**
 * The pages this remote prerenders in its own build (build-tools/prerender-pages.mjs, README:
 * composition contract): every public page, nobody signed in, without the global style (the shell's
 * frame brings it); and the sitemap and robots.txt of those pages, served at the site's root.
 */
import { LOCALES, type Locale } from '@physio/shared-ui';
import { inLocale } from '@physio/shared-ui/prerender';
import { PUBLIC_PATHS, renderPublicPage } from './render';
import { robotsTxt, sitemapXml } from './sitemap';

/** Every page in English and in Hindi: the page servers answer the language of the physio_lang cookie. */
export const PRERENDER_LOCALES = LOCALES;
export const renderLandingPages = (locale: Locale = 'en') =>
  inLocale(locale, () =>
    Object.fromEntries(PUBLIC_PATHS.map((path) => [path, renderPublicPage(path, { globalStyle: false })])),
  );

/** Files for the site's root, with absolute URLs on `origin` (PUBLIC_URL at build time). */
export const siteFiles = (origin: string) => ({
  'sitemap.xml': sitemapXml(origin),
  'robots.txt': robotsTxt(origin),
});
