/**
 * Build-time rendering of one page of a remote, as the browser renders it for `path` with nobody
 * signed in: its HTML (what the shell puts inside <main>), the styled-components <style> tags it
 * needs and the meta it declares with useDocumentMeta. Runs under Node (no DOM); never imported by
 * a browser bundle (shared-ui's index does not export it: '@physio/shared-ui/prerender').
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle';
import { DocumentMetaSink } from '../hooks/documentMetaSink';
import { formatTitle, type DocumentMeta } from '../hooks/useDocumentMeta';
import { theme } from '../theme';
import { DEFAULT_LOCALE, loadCatalogs, setRenderedLocale, type Locale } from '../i18n';

export interface RenderedPage {
  html: string;
  /** <style data-styled> tags; put them in <head> so the first paint is styled. */
  styles: string;
  /** Full document title, brand included, as useDocumentMeta sets it. */
  title: string;
  description: string;
  canonicalPath: string;
}

export interface PageToRender {
  /** The URL to render, e.g. "/booking". */
  path: string;
  /** react-router pattern of the route, as in the shell's route table. */
  pattern: string;
  Component: ComponentType;
}

export interface RenderOptions {
  /** Also emit the shared GlobalStyle: true unless the shell renders it itself around the page. */
  globalStyle?: boolean;
}

export function renderPage(
  { path, pattern, Component }: PageToRender,
  { globalStyle = true }: RenderOptions = {},
): RenderedPage {
  let meta: DocumentMeta | null = null;
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <DocumentMetaSink.Provider value={(m) => (meta ??= m)}>
          <ThemeProvider theme={theme}>
            {globalStyle && <GlobalStyle />}
            <StaticRouter location={path}>
              <Routes>
                <Route path={pattern} element={<Component />} />
              </Routes>
            </StaticRouter>
          </ThemeProvider>
        </DocumentMetaSink.Provider>,
      ),
    );
    const declared = meta as DocumentMeta | null;
    if (!declared)
      throw new Error(`${path}: the page declares no useDocumentMeta, its document would have no title`);
    if (!/<h1[\s>]/.test(html))
      throw new Error(`${path}: the page rendered no <h1> (nothing to paint first)`);
    return {
      html,
      styles: sheet.getStyleTags(),
      title: formatTitle(declared.title),
      description: declared.description ?? '',
      canonicalPath: declared.path ?? path,
    };
  } finally {
    sheet.seal();
  }
}

/** A page of the remote and the exposed module that renders it in the browser. */
export interface LandingPage extends PageToRender {
  /** Name of the exposed module: loadRemote(`<remote>/${page}`). */
  page: string;
}

/** Every page of `pages` rendered for the shell's frame (which brings the GlobalStyle), by path. */
export function renderPages(pages: readonly LandingPage[]): Record<string, RenderedPage & { page: string }> {
  return Object.fromEntries(
    pages.map((p) => [p.path, { ...renderPage(p, { globalStyle: false }), page: p.page }]),
  );
}

/**
 * Every page of `pages` rendered in `locale` (the prerendered pages exist in each language; the page
 * servers answer the one the visitor's physio_lang cookie names): the language's catalogs are
 * loaded first, so the HTML is what the browser hydrates in that language.
 */
export async function renderPagesIn(
  locale: Locale,
  pages: readonly LandingPage[],
): Promise<Record<string, RenderedPage & { page: string }>> {
  return inLocale(locale, () => renderPages(pages));
}

/** Runs a build-time render in `locale`, its catalogs loaded (every catalog defined so far, and later ones). */
export async function inLocale<T>(locale: Locale, render: () => T): Promise<T> {
  await loadCatalogs(locale);
  setRenderedLocale(locale);
  try {
    return render();
  } finally {
    setRenderedLocale(DEFAULT_LOCALE);
  }
}
