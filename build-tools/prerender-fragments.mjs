// The fragment files of a remote's prerendered pages (README: composition contract), as text: what
// prerender-pages.mjs writes into the remote's dist/prerender/ after rendering its pages.
import { createHash } from 'node:crypto';

/** The folder of dist/ the fragments go to (served by the remote's own server like its chunks). */
export const PRERENDER_DIR = 'prerender';
/** The file naming the current build; every page server asks for it on every composed page. */
export const BUILD_FILE = 'build.txt';
/** The id of the JSON the paint-first loader and the app read from a composed page's <head>. */
export const PAGE_DATA_ID = 'physio-page';

/**
 * Where the fragments of a route go under the build folder: '/' → 'pages', '/booking' → 'pages/booking',
 * '/c/_id' → 'pages/c/_id' (one page for every value of the last segment).
 */
export function pageDir(route) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'pages';
  if (clean.split('/').some((part) => !/^[A-Za-z0-9_~-]+$/.test(part)))
    throw new Error(`prerender: unusable route path ${route}`);
  return `pages/${clean}`;
}

/**
 * The file of a page's head or body in `locale`: English (the source language, and what a frame of an
 * older shell asks for) is `head.html`/`body.html`; another language `body.hi.html`. The page servers
 * answer the language of the visitor's physio_lang cookie (README: Hindi).
 */
export function fragmentName(part, locale = 'en') {
  return locale === 'en' ? `${part}.html` : `${part}.${locale}.html`;
}

/** What the page needs from the remote's server before it runs: remoteEntry.js and its exposed module's own chunks. */
export function preloadFor(manifest, page) {
  const exposed = manifest.exposes?.find((e) => e.name === page || e.path === `./${page}`);
  if (!exposed) throw new Error(`prerender: ${manifest.name} exposes no ${page} (dist/mf-manifest.json)`);
  return [manifest.metaData?.remoteEntry?.name || 'remoteEntry.js', ...(exposed.assets?.js?.sync ?? [])];
}

/** A hash of what the pages say (in every language) and of the chunks they load: a new id for every release that changes either. */
export function buildId(pages, manifest, translations = {}) {
  const hash = createHash('sha256');
  for (const route of Object.keys(pages).sort()) hash.update(`${route}\n${JSON.stringify(pages[route])}\n`);
  for (const locale of Object.keys(translations).sort())
    for (const route of Object.keys(translations[locale]).sort())
      hash.update(`${locale}:${route}\n${JSON.stringify(translations[locale][route])}\n`);
  hash.update(JSON.stringify(manifest));
  return hash.digest('hex').slice(0, 10);
}

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s) => escapeText(s).replace(/"/g, '&quot;');
/** JSON inside a <script>: nothing in it may close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Where the page's styled-components groups start in the composed document. The shell's <style> and the page's are
 * rendered apart, each numbering its groups from 1, and styled-components in the browser reads both into one sheet
 * by those numbers: the page's first group (shared-ui's Container) landed in the shell's GlobalStyle group, which the
 * GlobalStyle clears when it renders, so every page lost its side padding at take-over (and moved: CLS 0.26).
 */
export const PAGE_STYLE_GROUP_OFFSET = 1000;

/** The page's <style data-styled> tags with their group numbers moved past the shell's (PAGE_STYLE_GROUP_OFFSET). */
export function pageStyles(styles) {
  return styles.replace(
    /data-styled\.g(\d+)\[id=/g,
    (_, group) => `data-styled.g${Number(group) + PAGE_STYLE_GROUP_OFFSET}[id=`,
  );
}

/** head.html: the document's title and description, the page's styles, and what the loader and the app read. */
export function headHtml({ title, description, styles, data }) {
  return (
    `<title>${escapeText(title)}</title>` +
    `<meta name="description" content="${escapeAttr(description)}">` +
    pageStyles(styles) +
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`
  );
}

/**
 * Every file of dist/prerender/ for one build: build.txt, manifest.json and the head and body of each
 * page (keys relative to dist/prerender/), in English and in each language of `translations` (the
 * same routes rendered in that language: `head.hi.html`, `body.hi.html` beside the English).
 * @param {{ remote: string, build: string, pages: Record<string, { html: string, styles: string, title: string, description: string, page: string }>, translations?: Record<string, Record<string, { html: string, styles: string, title: string, description: string, page: string }>>, manifest: object, generatedAt?: string }} o
 */
export function fragmentFiles({
  remote,
  build,
  pages,
  translations = {},
  manifest,
  generatedAt = new Date().toISOString(),
}) {
  const files = { [BUILD_FILE]: build };
  const listed = {};
  const write = (route, page, locale) => {
    if (!/<h1[\s>]/.test(page.html))
      throw new Error(`prerender: ${route} renders no <h1> (nothing to paint first)`);
    const dir = `${build}/${pageDir(route)}`;
    const preload = preloadFor(manifest, page.page);
    const head = `${dir}/${fragmentName('head', locale)}`;
    const body = `${dir}/${fragmentName('body', locale)}`;
    files[head] = headHtml({
      title: page.title,
      description: page.description,
      styles: page.styles,
      data: { remote, build, page: page.page, preload },
    });
    files[body] = page.html;
    return { page: page.page, head, body, preload };
  };
  for (const [route, page] of Object.entries(pages)) listed[route] = write(route, page, 'en');
  for (const [locale, translated] of Object.entries(translations)) {
    const missing = Object.keys(pages).filter((route) => !translated[route]);
    if (missing.length) throw new Error(`prerender: no ${locale} page of ${missing.join(', ')}`);
    for (const [route, page] of Object.entries(translated)) {
      if (!listed[route]) throw new Error(`prerender: ${route} is in ${locale} only`);
      const { head, body } = write(route, page, locale);
      (listed[route].locales ??= {})[locale] = { head, body };
    }
  }
  files['manifest.json'] = `${JSON.stringify({ remote, build, generatedAt, pages: listed }, null, 2)}\n`;
  return files;
}
