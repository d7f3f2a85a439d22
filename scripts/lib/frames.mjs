// The shell's frames and the remotes' fragments as the page servers use them (README: composition
// contract): which frame answers a page path (dist/_frames/routes.map, written by the shell's build;
// nginx includes the same file in its map), the path the fragments are looked up by, and the
// Cache-Control of a composed page. The Node server of `npm start` (static-server.mjs) uses this file,
// nginx deploy/nginx/shell.conf.template; scripts/tests/composition.test.mjs checks both.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const FRAMES_DIR = '_frames';
/** Frames of the pages behind a login: `private, no-cache` (nginx: the map of $physio_page_cache). */
export const PRIVATE_FRAMES_DIR = 'private';
export const ROUTE_MAP_FILE = 'routes.map';
/** The page servers' internal location that proxies to a remote's dist/prerender/. */
export const FRAGMENTS_PREFIX = '/_fragments/';
/** A remote's folder of fragments (build-tools/prerender-fragments.mjs PRERENDER_DIR). */
export const PRERENDER_DIR = 'prerender';
/** How long a page server waits for a remote's fragment (to connect, and for each read). */
export const FRAGMENT_TIMEOUT_MS = 300;
/** How long a fragment under a build id is kept (it never changes); build.txt is never kept. */
export const FRAGMENT_CACHE_MS = 10 * 60 * 1000;
export const BUILD_FILE = 'build.txt';

/** The lines of routes.map (`~*<regex> <frame>;`) as [RegExp, frame URL]. */
export function parseRouteMap(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^(~\*?)(\S+)\s+(\S+);$/.exec(line);
      if (!m) throw new Error(`${ROUTE_MAP_FILE}: unreadable line "${line}"`);
      return [new RegExp(m[2], m[1] === '~*' ? 'i' : ''), m[3]];
    });
}

/** The frame URL (/_frames/…) that answers `pathname`, or null: the first line whose regex matches. */
export function frameFor(routes, pathname) {
  return routes.find(([regex]) => regex.test(pathname))?.[1] ?? null;
}

/** $physio_page: the page path the fragments are looked up by, without trailing slashes ('/' → ''). */
export function pagePath(pathname) {
  return pathname.replace(/\/+$/, '');
}

/** Cache-Control of a composed page: revalidated always, never kept by a shared cache behind a login. */
export function pageCacheControl(frameUrl) {
  return frameUrl.startsWith(`/${FRAMES_DIR}/${PRIVATE_FRAMES_DIR}/`) ? 'private, no-cache' : 'no-cache';
}

/** Reads <root>/_frames/routes.map again whenever it changes (a new shell build); [] without one. */
export function routeMapReader(root) {
  const file = path.join(root, FRAMES_DIR, ROUTE_MAP_FILE);
  let cached = { mtimeMs: -1, routes: [] };
  return () => {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, routes: parseRouteMap(readFileSync(file, 'utf8')) };
    return cached.routes;
  };
}

/**
 * The languages' frames (README: Hindi): the shell's build writes a route's frame in another language
 * as _frames/<locale>/<file> beside the English _frames/<file>, and the page servers answer the one
 * the visitor's physio_lang cookie names (shared-ui's LOCALE_COOKIE), the English one when that
 * language has none (the doctor's pages) or the cookie names no language we have.
 */
export const LOCALE_COOKIE = 'physio_lang';
export const FRAME_LOCALES = ['en', 'hi'];

/** The language a Cookie header's physio_lang names, as shared-ui's parseLocale reads it ('hi-IN' → 'hi'); 'en' otherwise. */
export function cookieLocale(cookieHeader = '') {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader);
  let value = match?.[1] ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    return 'en';
  }
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return FRAME_LOCALES.includes(base) ? base : 'en';
}

/** The URL of `frameUrl`'s frame in `locale` ('/_frames/booking.html' → '/_frames/hi/booking.html'). */
export function frameInLocale(frameUrl, locale) {
  const prefix = `/${FRAMES_DIR}/`;
  return locale === 'en' || !frameUrl.startsWith(prefix)
    ? frameUrl
    : `${prefix}${locale}/${frameUrl.slice(prefix.length)}`;
}
