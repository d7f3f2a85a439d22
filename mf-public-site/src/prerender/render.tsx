/**
 * Build-time prerendering of the public pages: renderPublicPage('/faqs') gives the page's HTML (the
 * content the shell puts inside its <main>), the styled-components <style> tags it needs, and its
 * title and description for the document head. Runs under Node (no DOM).
 */
import { matchPath } from 'react-router-dom';
import { renderPage } from '@physio/shared-ui/prerender';
import { PUBLIC_ROUTES, type PublicRoute } from './routes';

export { PUBLIC_PATHS } from './routes';
export { robotsTxt, sitemapXml } from './sitemap';

export interface PrerenderedPage {
  html: string;
  /** <style data-styled> tags; include them in <head> so the first paint is styled. */
  styles: string;
  /** Full document title, brand included, as useDocumentMeta sets it. */
  title: string;
  description: string;
  /** Canonical path (aliases such as /blog/1 point at the slug). */
  canonicalPath: string;
  /** The exposed module to load and hydrate: loadRemote(`mf_public_site/${page}`). */
  page: string;
}

export function matchPublicRoute(
  path: string,
): { route: PublicRoute; params: Record<string, string | undefined> } | null {
  const pathname = new URL(path, 'http://prerender').pathname;
  for (const route of PUBLIC_ROUTES) {
    const match = matchPath({ path: route.pattern, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

export interface RenderOptions {
  /** Also emit the shared GlobalStyle (base font, focus ring) — true unless the shell inlines it itself. */
  globalStyle?: boolean;
}

/**
 * The page as the browser renders it at `path`, in the language being rendered (inLocale), with the
 * title and description it declares (usePageMeta): a Hindi page's head is Hindi too.
 */
export function renderPublicPage(path: string, { globalStyle = true }: RenderOptions = {}): PrerenderedPage {
  const matched = matchPublicRoute(path);
  if (!matched) throw new Error(`not a public page of mf-public-site: ${path}`);
  const { route } = matched;
  return {
    ...renderPage({ path, pattern: route.pattern, Component: route.Component }, { globalStyle }),
    page: route.page,
  };
}
