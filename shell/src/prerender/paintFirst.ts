/**
 * Loader of a prerendered page (shell/src/prerender/build.mjs puts it inline at the end of the body, in
 * place of the app's scripts, and its hash in the CSP): lets the browser paint the page it already has before the
 * app's JavaScript runs, then adds the scripts listed in its data-scripts attribute, in order.
 * Evaluating the federation runtime first would hold the first paint back on a slow phone, and
 * downloading it first would hold back the page's own bytes on a slow line: both wait for the paint.
 */
import { sessionLikely, startEarlyRefresh } from '@physio/shared-auth/early-refresh';
import {
  HELD_SUBMIT_ATTRIBUTE,
  LOGIN_URL_ATTRIBUTE,
  MF_CONFIG_ID,
  PAGE_DATA_ID,
  PRERENDERED_ATTRIBUTE,
  SIGNING_IN_ATTRIBUTE,
} from './document';
import { pathOf } from './takeover';

/**
 * The longest the app waits for the first contentful paint once the page is parsed, where the browser reports
 * paints: a safety net, not a deadline. A slow device's (or a headless Chromium's) first frame can come after a
 * second; scripts started before it would compete with the paint they wait for.
 */
export const MAX_PAINT_WAIT_MS = 3000;
/** Once the page has painted, the longest the app waits for its web fonts and the frame that shows their text. */
export const MAX_FONT_WAIT_MS = 1000;

export function startAfterFirstPaint(scripts: readonly string[], doc: Document = document): void {
  afterFirstPaint(() => {
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false; // run in the listed order, like the deferred scripts they replace
      doc.head.appendChild(script);
    }
  }, doc);
}

/**
 * Runs `run` once, when the page has painted its content: after the first contentful paint (at the latest
 * MAX_PAINT_WAIT_MS from now), then after the page's web fonts are in and the frame that shows their text (at the
 * latest MAX_FONT_WAIT_MS after that paint). A Hindi page's first paint shows only its Latin words (its Devanagari
 * stays invisible until its faces are ready): scripts started there would push the paint of the Hindi text, the
 * page's largest, behind their evaluation.
 */
export function afterFirstPaint(run: () => void, doc: Document = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  const paintObservable =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  // A hidden tab does not paint: nothing to wait for.
  if (!paintObservable || doc.visibilityState === 'hidden') return start();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, MAX_FONT_WAIT_MS);
    afterFontsPainted(doc, start);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Never later than this, whatever the paint timing says.
  setTimeout(start, MAX_PAINT_WAIT_MS);
}

/** Runs `run` after the next frame once the document's fonts are loaded (at once without a FontFaceSet). */
function afterFontsPainted(doc: Document, run: () => void): void {
  const fonts = (doc as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts || typeof requestAnimationFrame === 'undefined') return run();
  // requestAnimationFrame runs before the frame's paint; a task queued from it runs after the paint.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(run, 0));
  fonts.ready.then(afterNextFrame, afterNextFrame);
}

/** The inline mf-config (document.ts MF_CONFIG_SLOT, filled at deploy time), or null. */
function inlineRemotes(doc: Document): Record<string, string> | null {
  try {
    const parsed = JSON.parse(doc.getElementById(MF_CONFIG_ID)?.textContent || 'null') as {
      remotes?: Record<string, string>;
    } | null;
    return parsed?.remotes ?? null;
  } catch {
    return null;
  }
}

/** What every remote serves for any of its pages, when the page's own files are not known. */
const REMOTE_ENTRY = ['remoteEntry.js'];

/**
 * The files the composed page's remote serves for it (remoteEntry.js and the page's own chunks), as
 * its head fragment lists them (#physio-page, README: composition contract); remoteEntry.js alone
 * when the page came without its fragment.
 */
export function pageFiles(doc: Document = document): readonly string[] {
  try {
    const files = (JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent || '{}') as { preload?: unknown })
      .preload;
    // Names relative to the remote's manifest only: a fragment cannot point the loader elsewhere.
    if (Array.isArray(files) && files.every((f) => typeof f === 'string' && !/[:/]/.test(f))) return files;
  } catch {
    // an unreadable list: the app loads the page anyway
  }
  return REMOTE_ENTRY;
}

/**
 * Preloads the page's remote: its manifest (fetched by the federation runtime), remoteEntry.js and
 * the page's chunks, named relative to the manifest's URL. They then download alongside the shell's
 * scripts instead of one after another once those run. Without the inline config nothing is
 * preloaded (the app fetches mf-config.json itself).
 */
export function preloadRemote(remote: string, files: readonly string[], doc: Document = document): void {
  const manifest = inlineRemotes(doc)?.[remote];
  if (!manifest) return;
  const add = (href: string, as: 'fetch' | 'script') => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous'; // as the runtime's fetch() asks for it
    doc.head.appendChild(link);
  };
  const base = new URL(manifest, doc.baseURI);
  add(base.href, 'fetch');
  for (const file of files) add(new URL(file, base).href, 'script');
}

/**
 * A form painted before the app runs must not submit itself (the browser would send its fields in
 * the URL): until the app has taken over (#root loses data-prerendered) a submit is held — what was
 * typed stays for the app, and the place of the button (or form) is noted on #root, so the take-over
 * submits it again through the app (takeover.ts): a Login tapped early is not lost.
 */
export function holdSubmitsUntilTakeover(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const root = doc.querySelector(`#root[${PRERENDERED_ATTRIBUTE}]`);
      if (!root) return;
      event.preventDefault();
      const by = (event as SubmitEvent).submitter ?? (event.target as Element | null);
      const place = by && root.contains(by) ? pathOf(root, by) : null;
      if (place) root.setAttribute(HELD_SUBMIT_ATTRIBUTE, place.join('.'));
    },
    true,
  );
}

/**
 * A document prerendered once for every id of its route (`/user/dashboard/_id`, see
 * scripts/lib/page-routes.mjs) has the route's placeholder in its links: puts the value of the URL
 * it was opened at in its place (`/user/profile/_id` → `/user/profile/9876543210`), so a link
 * followed before the app runs leads to the right page.
 */
export function fillRouteParams(route: string, pathname: string, root: ParentNode = document): void {
  const routeParts = route.split('/');
  const urlParts = pathname.replace(/\/+$/, '').split('/');
  const values = new Map<string, string>();
  routeParts.forEach((part, i) => {
    const value = urlParts[i];
    if (part.startsWith('_') && value) values.set(part, value);
  });
  if (values.size === 0) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    const href = link.getAttribute('href')!;
    const filled = href.replace(/\/(_[^/?#]*)(?=[/?#]|$)/g, (whole, part: string) =>
      values.has(part) ? `/${values.get(part)!}` : whole,
    );
    if (filled !== href) link.setAttribute('href', filled);
  }
}

/**
 * After a reload the access token is gone and the app's first API call needs a refresh: when this
 * browser probably holds a session (the session hint cookie, or a stored Doctor / Profile), starts
 * it now, while the app's code downloads, for @physio/shared-auth to adopt (early-refresh). Not on
 * the login pages (their loader carries SIGNING_IN_ATTRIBUTE: whoever opens one is signing in),
 * not for visitors without either sign. True when started.
 */
export function refreshEarlyIfSignedIn(loader: Element, doc: Document = document): boolean {
  if (loader.hasAttribute(SIGNING_IN_ATTRIBUTE)) return false;
  if (!sessionLikely(doc)) return false;
  startEarlyRefresh();
  return true;
}

/**
 * The login page answered in place of a page behind a login (a visitor without the session hint,
 * scripts/lib/page-routes.mjs): puts the login URL with the way back in the address bar, as a
 * redirect would have, before the app reads it. True when it did.
 */
export function showLoginUrl(
  loader: Element,
  loc: Location = window.location,
  hist: History = window.history,
): boolean {
  const prefix = loader.getAttribute(LOGIN_URL_ATTRIBUTE);
  if (!prefix) return false;
  const here = loc.pathname.replace(/\/+$/, '');
  const loginPath = prefix.split('?')[0]!;
  if (here.toLowerCase() === loginPath.toLowerCase()) return false;
  hist.replaceState(hist.state, '', `${prefix}${encodeURIComponent(here)}`);
  return true;
}

/** Runs `run` once the document is parsed (at once when it already is). */
function whenParsed(run: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

// Inline in the document (its hash is in the CSP, document.ts loaderScript): a loader fetched as a
// file of its own is a request the first paint waits for on a slow line, and Lighthouse counts it into
// the page's LCP. `currentScript` is only set while this runs.
const self = typeof document !== 'undefined' ? document.currentScript : null;
if (self) showLoginUrl(self);
// First of all: the refresh's round trip then overlaps the downloads below.
if (self) refreshEarlyIfSignedIn(self);
if (self) holdSubmitsUntilTakeover();
const listed = self?.getAttribute('data-scripts');
const route = self?.getAttribute('data-route');
const remote = self?.getAttribute('data-remote');
if (self)
  whenParsed(() => {
    if (route) fillRouteParams(route, window.location.pathname);
    // After the first paint too: the remote is another origin, and a connection opened before the page
    // has painted competes with it (and Lighthouse counts such requests into the page's LCP).
    if (remote) afterFirstPaint(() => preloadRemote(remote, pageFiles()));
    if (listed) startAfterFirstPaint(listed.split(/\s+/).filter(Boolean));
  });
