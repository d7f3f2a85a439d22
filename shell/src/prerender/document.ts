/**
 * Turns the shell's built index.html (the SPA page: empty #root, scripts deferred) into the
 * document of one prerendered route. Every part it replaces must be found, so a changed template
 * fails the build instead of shipping a half-prerendered page.
 */

export interface DocumentParts {
  /** HTML inside #root: the shell's frame with the page in it. */
  rootHtml: string;
  /** <style> tags for <head>. */
  styles: string;
  title: string;
  description: string;
  /** URL of the paint-first loader (paintFirst.ts) that starts the app's scripts after the first paint. */
  loaderSrc: string;
}

/** The app's <script defer src=…> tags as html-webpack-plugin writes them (minified or not). */
const DEFERRED_SCRIPT = /<script defer(?:="defer"|="")? src="?([^"\s>]+)"?\s*><\/script>/g;

/** <link rel=preload … as=fetch …> tags. */
const FETCH_PRELOAD = /<link rel="?preload"?[^>]*\bas="?fetch"?[^>]*>/g;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: the shell's index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * Whether a page is served prerendered. Not when it has form fields: the app replaces the
 * prerendered HTML once it runs, and whatever a visitor typed before that would be lost (such a
 * page is served by the SPA instead).
 */
export function isPrerenderable(pageHtml: string): boolean {
  return !/<(input|textarea|select)\b/i.test(pageHtml);
}

/** The marker on #root that tells the browser the page arrived rendered (see bootstrap.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export function composeDocument(template: string, parts: DocumentParts): string {
  let html = template;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta name="?description"? content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttr(parts.description)}">`,
    'meta description',
  );
  // The SPA preloads what its scripts fetch first (mf-config.json); here the page paints before they
  // run, and an early extra request would only compete with the document.
  html = html.replace(FETCH_PRELOAD, '');
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error("prerender: the shell's index.html has no deferred script");
  html = html.replace(DEFERRED_SCRIPT, '');
  // Downloaded at once, run by the loader once the page has painted.
  const preloads = scripts
    .map((src) => `<link rel="preload" as="script" href="${escapeAttr(src)}">`)
    .join('');
  const loader = `<script defer src="${escapeAttr(parts.loaderSrc)}" data-scripts="${escapeAttr(scripts.join(' '))}"></script>`;
  html = replaceOnce(html, /<\/head>/, `${preloads}${loader}${parts.styles}</head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}>${parts.rootHtml}</div>`,
    'empty <div id="root">',
  );
  return html;
}

/** Where the document of a route is written in dist: '/' → index.html, '/faqs' → faqs/index.html. */
export function documentFileFor(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  if (clean.split('/').some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    throw new Error(`prerender: unusable route path ${routePath}`);
  return `${clean}/index.html`;
}
