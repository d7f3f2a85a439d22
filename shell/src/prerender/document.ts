// Types only: the paint-first loader (paintFirst.ts, inline in every page) imports this module too.
import type { Locale } from '@physio/shared-ui';

/**
 * Turns the shell's built index.html (the SPA page: empty #root, scripts deferred) into the frame of
 * one route (README: composition contract): the shell's frame rendered around the page's place, and
 * the SSI commands with which the page servers put the remote's fragments in at request time. Every
 * part it replaces must be found, so a changed template fails the build instead of shipping a
 * half-composed page.
 */

export interface FrameParts {
  /** HTML inside #root: the shell's frame with `slot` where the page goes. */
  rootHtml: string;
  /** The markup in rootHtml that the page's fragment replaces (RemotePageSlot's slotMarkup). */
  slot: string;
  /** The remote whose fragments fill the frame (a federation container name). */
  remote: string;
  /** The page's loading state: what the frame shows when the remote has no fragment for the path. */
  loadingHtml: string;
  /** <style> tags for <head>: the shell's own (the page's come with its head fragment). */
  styles: string;
  /** The paint-first loader's code (paintFirst.ts), which starts the app's scripts after the first paint. */
  loader: string;
  /**
   * The route of a frame that answers every value of its parameter (`/user/dashboard/_id`): the
   * loader puts the URL's value in place of the placeholder in the page's links (paintFirst.ts).
   */
  route?: string;
  /** A login page: its loader does not start the early token refresh (paintFirst.ts). */
  signingIn?: boolean;
  /**
   * The patient login page, which the page servers answer in place of a page behind a login: the
   * login URL before the way back (`/user/login?from=`), which its loader shows (paintFirst.ts).
   */
  loginUrl?: string;
  /**
   * The frame's language (English unless said): its `<html lang>`, and the remote's fragments it
   * composes (`head.hi.html`, `body.hi.html`; build-tools/prerender-fragments.mjs fragmentName).
   */
  locale?: Locale;
  /** The `lang` of its <html> (shared-ui's HTML_LANG of `locale`); the template's when not given. */
  htmlLang?: string;
  /**
   * Web fonts the frame preloads (woff2 URLs): a Hindi frame's Devanagari faces, so they are here by
   * the first paint and Hindi text does not reflow when they swap in (the CLS bar, DESIGN.md §6).
   */
  fonts?: string[];
}

/** `<link rel=preload>` of a woff2 font (fonts are fetched in CORS mode, hence crossorigin). */
export const fontPreload = (url: string) =>
  `<link rel="preload" href="${escapeAttr(url)}" as="font" type="font/woff2" crossorigin>`;

/** The app's <script defer src=…> tags as html-webpack-plugin writes them (minified or not). */
const DEFERRED_SCRIPT = /<script defer(?:="defer"|="")? src="?([^"\s>]+)"?\s*><\/script>/g;

/** <link rel=preload … as=fetch …> tags. */
const FETCH_PRELOAD = /<link rel="?preload"?[^>]*\bas="?fetch"?[^>]*>/g;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function find(html: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(html)?.[0];
  if (found === undefined) throw new Error(`prerender: the shell's index.html has no ${what}`);
  return found;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  find(html, pattern, what);
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

/**
 * The paint-first loader as the document's last element: inline, so the first paint waits for no
 * request of its own (the CSP allows exactly this code by its hash, build.mjs), and run once the
 * page above it is parsed. `code` is esbuild's output with `</script` escaped.
 */
export function loaderScript(code: string, attributes: Record<string, string | true> = {}): string {
  if (/<\/script/i.test(code)) throw new Error('prerender: the loader code closes its own <script>');
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
    .join('');
  return `<script${attrs}>${code}</script>`;
}

/** `html` with `markup` as the last thing in <body>. */
const atEndOfBody = (html: string, markup: string) =>
  replaceOnce(html, /<\/body>/, `${markup}</body>`, '</body>');

/**
 * The SPA page (paths no route's frame answers: the app's not-found): the mf-config slot, and the
 * paint-first loader (its early token refresh); the app's scripts stay deferred as they were.
 */
export function spaDocument(template: string, parts: { loader: string }): string {
  const html = withMfConfigSlot(template);
  if (!new RegExp(DEFERRED_SCRIPT.source).test(html))
    throw new Error("prerender: the shell's index.html has no deferred script");
  return atEndOfBody(html, loaderScript(parts.loader));
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

/** On the loader of the login page answered in place of a gated page: the login URL before the way back. */
export const LOGIN_URL_ATTRIBUTE = 'data-login-url';

/** The id of the JSON a page's head fragment carries (build-tools/prerender-fragments.mjs PAGE_DATA_ID). */
export const PAGE_DATA_ID = 'physio-page';

/**
 * The digest of the Suspense boundary a frame sends without its page: React renders that boundary
 * on the client (its "server could not finish it" state) instead of hydrating it; bootstrap.tsx
 * knows it is expected.
 */
export const NOT_PRERENDERED_DIGEST = 'physio:not-prerendered';

/** The SSI variables of a frame (README: composition contract); physio_page is the page server's. */
const SSI = { build: 'physio_build', head: 'physio_head', page: 'physio_page', loading: 'physio_loading' };

/** The internal location of the page servers that proxies to a remote's dist/prerender/. */
const fragmentUrl = (remote: string, file: string) => `/_fragments/${remote}/${file}`;

/** A fragment's file in `locale` (build-tools/prerender-fragments.mjs fragmentName says the same). */
const fragmentName = (part: 'head' | 'body', locale: Locale) =>
  locale === 'en' ? `${part}.html` : `${part}.${locale}.html`;

/** In <head>: the build id, the page's head fragment, or the shell's title and description without one. */
export function ssiHead(remote: string, defaults: string, locale: Locale = 'en'): string {
  const head = fragmentUrl(remote, `$${SSI.build}/pages$${SSI.page}/${fragmentName('head', locale)}`);
  return (
    `<!--# include virtual="${fragmentUrl(remote, 'build.txt')}" set="${SSI.build}" -->` +
    `<!--# if expr="$${SSI.build}" --><!--# include virtual="${head}" set="${SSI.head}" --><!--# endif -->` +
    `<!--# if expr="$${SSI.head}" --><!--# echo var="${SSI.head}" encoding="none" -->` +
    `<!--# else -->${defaults}<!--# endif -->`
  );
}

/**
 * In <main>, as React's Suspense boundary around the page: the page's body fragment (streamed: it
 * has no size limit), or its loading state marked for React to render on the client.
 */
export function ssiBody(remote: string, loadingHtml: string, locale: Locale = 'en'): string {
  const body = fragmentUrl(remote, `$${SSI.build}/pages$${SSI.page}/${fragmentName('body', locale)}`);
  return (
    `<!--# block name="${SSI.loading}" -->${loadingHtml}<!--# endblock -->` +
    `<!--# if expr="$${SSI.head}" --><!--$--><!--# include virtual="${body}" stub="${SSI.loading}" --><!--/$-->` +
    `<!--# else --><!--$!--><template data-dgst="${NOT_PRERENDERED_DIGEST}"></template>${loadingHtml}<!--/$-->` +
    `<!--# endif -->`
  );
}

/** The frame of one route: the shell's document with the SSI commands that compose the page into it. */
export function frameDocument(template: string, parts: FrameParts): string {
  let html = withMfConfigSlot(template);
  const defaults = `${find(html, TITLE, '<title>')}${find(html, DESCRIPTION, 'meta description')}`;
  html = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error("prerender: the shell's index.html has no deferred script");
  html = html.replace(DEFERRED_SCRIPT, '');
  // Neither downloaded nor run before the page has painted: the loader adds them then. A download
  // started earlier competes with the page's own bytes on a slow line (and Lighthouse counts it into
  // the page's LCP: a preload here cost 1.3-1.5x the static twin's LCP on every landing route). The
  // loader also preloads the page's remote then: its manifest (URL from the inline mf-config), then
  // the files the page's head fragment lists (#physio-page).
  const loader = loaderScript(parts.loader, {
    'data-scripts': scripts.join(' '),
    'data-remote': parts.remote,
    ...(parts.route ? { 'data-route': parts.route } : {}),
    ...(parts.signingIn ? { [SIGNING_IN_ATTRIBUTE]: true as const } : {}),
    ...(parts.loginUrl ? { [LOGIN_URL_ATTRIBUTE]: parts.loginUrl } : {}),
  });
  const locale = parts.locale ?? 'en';
  if (parts.htmlLang)
    html = replaceOnce(
      html,
      /<html lang="?[^">\s]*"?/,
      `<html lang="${escapeAttr(parts.htmlLang)}"`,
      '<html lang>',
    );
  html = replaceOnce(
    html,
    /<\/head>/,
    `${(parts.fonts ?? []).map(fontPreload).join('')}${parts.styles}${ssiHead(parts.remote, defaults, locale)}</head>`,
    '</head>',
  );
  html = atEndOfBody(html, loader);
  const at = parts.rootHtml.indexOf(parts.slot);
  if (at < 0) throw new Error('prerender: the frame has no place for the page');
  const rootHtml =
    parts.rootHtml.slice(0, at) +
    ssiBody(parts.remote, parts.loadingHtml, locale) +
    parts.rootHtml.slice(at + parts.slot.length);
  return replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}>${rootHtml}</div>`,
    'empty <div id="root">',
  );
}

/** Where the frame of a route is written under dist/_frames/: '/' → 'index.html', '/blog/:id' → 'blog/_id.html'. */
export function frameFileFor(routePattern: string): string {
  const clean = routePattern.replace(/^\/+|\/+$/g, '').replace(/:[A-Za-z]+/g, '_id');
  if (clean.split('/').some((part) => !/^[A-Za-z0-9_~-]*$/.test(part) || (part === '' && clean !== '')))
    throw new Error(`prerender: unusable route path ${routePattern}`);
  return `${clean === '' ? 'index' : clean}.html`;
}
