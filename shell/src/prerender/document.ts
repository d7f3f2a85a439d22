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
  /** The remote that serves the page, and its files to preload (relative to its manifest's URL). */
  remote?: { name: string; files: readonly string[] };
  /**
   * The route of a document that answers every value of its parameter (`/user/dashboard/_id`): the
   * loader puts the URL's value in place of the placeholder in the page's links (paintFirst.ts).
   */
  route?: string;
  /** A login page: its loader does not start the early token refresh (paintFirst.ts). */
  signingIn?: boolean;
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
 * Where the deploy step writes the shell's mf-config.json into every HTML page
 * (scripts/lib/mf-config.mjs, deploy/docker/40-mf-config.sh), so the app registers its remotes
 * without a request of its own (federation/remotes.ts reads it). JSON data, never run: CSP allows it.
 */
export const MF_CONFIG_ID = 'mf-config';
export const MF_CONFIG_SLOT = `<script type="application/json" id="${MF_CONFIG_ID}"></script>`;

/** The SPA page with the mf-config slot in <head> (in place of its preload of /mf-config.json). */
export function withMfConfigSlot(template: string): string {
  return replaceOnce(template.replace(FETCH_PRELOAD, ''), /<\/head>/, `${MF_CONFIG_SLOT}</head>`, '</head>');
}

/** The remote of a route's page and its files to preload (relative to its manifest's URL). */
export interface RouteFiles {
  remote: string;
  files: readonly string[];
}

/**
 * The SPA page (every route that is not prerendered): the mf-config slot, and the paint-first
 * loader ahead of the app's scripts with every route's remote files (by route path, `/user/dashboard/:id`),
 * so it preloads the current route's remote at once; the app's scripts stay deferred as they were.
 */
export function spaDocument(
  template: string,
  parts: { loaderSrc: string; routeFiles: Record<string, RouteFiles> },
): string {
  const html = withMfConfigSlot(template);
  const first = new RegExp(DEFERRED_SCRIPT.source).exec(html);
  if (!first) throw new Error("prerender: the shell's index.html has no deferred script");
  const loader = `<script defer src="${escapeAttr(parts.loaderSrc)}" data-route-files="${escapeAttr(JSON.stringify(parts.routeFiles))}"></script>`;
  return html.slice(0, first.index) + loader + html.slice(first.index);
}

/** The marker on #root that tells the browser the page arrived rendered (see bootstrap.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on #root by the paint-first loader when the visitor submitted a prerendered form before the
 * app took over (a Login tapped early): the place of the button or form, child indexes from #root
 * joined by dots. The take-over submits that form again once the app holds it (takeover.ts).
 */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/** On the loader's <script> of a login page's document: no early token refresh there (paintFirst.ts). */
export const SIGNING_IN_ATTRIBUTE = 'data-signing-in';

export function composeDocument(template: string, parts: DocumentParts): string {
  let html = template;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta name="?description"? content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttr(parts.description)}">`,
    'meta description',
  );
  // mf-config.json arrives inline (the slot the deploy step fills), not as a request.
  html = withMfConfigSlot(html);
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error("prerender: the shell's index.html has no deferred script");
  html = html.replace(DEFERRED_SCRIPT, '');
  // Downloaded at once, run by the loader once the page has painted.
  const preloads = scripts
    .map((src) => `<link rel="preload" as="script" href="${escapeAttr(src)}">`)
    .join('');
  // The loader also preloads the route's remote (manifest, remoteEntry.js and the page's chunks),
  // whose URLs it reads from the inline mf-config: they download alongside the shell's scripts.
  const remote = parts.remote
    ? ` data-remote="${escapeAttr(parts.remote.name)}" data-preload="${escapeAttr(parts.remote.files.join(' '))}"`
    : '';
  const route = parts.route ? ` data-route="${escapeAttr(parts.route)}"` : '';
  const signingIn = parts.signingIn ? ` ${SIGNING_IN_ATTRIBUTE}` : '';
  const loader = `<script defer src="${escapeAttr(parts.loaderSrc)}" data-scripts="${escapeAttr(scripts.join(' '))}"${remote}${route}${signingIn}></script>`;
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
