// The page routes both page servers decide on before composing a page: the Node static server
// (static-server.mjs) and nginx (deploy/nginx/shell.conf.template); scripts/tests/serving.test.mjs
// checks both against this table. Which frame answers a page path is the shell's build's
// dist/_frames/routes.map (frames.mjs).

// ── Pages behind a login, decided by the page servers (issue 16) ──────────────────────────────────
// A visitor without the session hint cookie (the API sets it beside its httpOnly refresh cookie and
// clears it with it: shared-contracts/src/session-hint.ts) who opens one of these pages is answered
// the patient login page in place (200, no-store, Vary: Cookie: a redirect would cost the first paint
// a round trip), whose paint-first loader then shows the login URL with the way back in its query
// (loginUrlFor; the loader's data-login-url, shell/src/prerender/paintFirst.ts); with the hint,
// the page is served as before and its client guard still decides (a stale hint, a session older than
// the hint). Both servers: scripts/lib/static-server.mjs here, nginx in deploy/nginx/shell.conf.template
// ("Pages behind a login"); scripts/tests/serving.test.mjs checks both, and that the names below match
// the TypeScript ones they copy (this file runs in Node without a TypeScript step).

/** shared-contracts/src/session-hint.ts: SESSION_HINT_COOKIE, SESSION_HINT_VALUE. */
export const SESSION_HINT_COOKIE = 'physio_signed_in';
export const SESSION_HINT_VALUE = '1';
/** PATHS.patientLogin, and the query parameter its page reads the way back from (LOGIN_RETURN_PARAM, mf-booking). */
export const PATIENT_LOGIN_PATH = '/user/login';
export const LOGIN_RETURN_PARAM = 'from';
/** The login URL of a gated page is this and the page's canonical path, URI-encoded. */
export const LOGIN_URL_PREFIX = `${PATIENT_LOGIN_PATH}?${LOGIN_RETURN_PARAM}=`;

/**
 * The book-physio pages: a logged-out visitor's client guard asks for the login there (physioGuard).
 * `returnTo` is the canonical path the login returns to. Not gated: a /c/ id of another length (the
 * guard says "not registered" first, logged in or not), ids with other characters, and /bookphysio
 * with an id in the query (the same: its length is checked first) — the page and its guard decide.
 */
export const GATED_ROUTES = [
  { pattern: /^\/bookphysio\/?$/, unlessQuery: 'id', returnTo: () => '/bookphysio' },
  { pattern: /^\/c\/([A-Za-z0-9_~-]{10})\/?$/, returnTo: (match) => `/c/${match[1]}` },
];

/** The login URL for a visitor without the session hint at `pathname` + `search`, or null (not gated). */
export function loginUrlFor(pathname, search = '') {
  const query = new URLSearchParams(search);
  for (const { pattern, unlessQuery, returnTo } of GATED_ROUTES) {
    const match = pattern.exec(pathname);
    if (!match || (unlessQuery && query.get(unlessQuery))) continue;
    return `${LOGIN_URL_PREFIX}${encodeURIComponent(returnTo(match))}`;
  }
  return null;
}

/** True for a path of a gated page: its document depends on the cookie (private, Vary: Cookie). */
export function isGatedPath(pathname) {
  return GATED_ROUTES.some(({ pattern }) => pattern.test(pathname));
}

/** True when a Cookie request header carries the session hint. */
export function hasSessionHint(cookieHeader = '') {
  return cookieHeader
    .split(';')
    .some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}

/**
 * Cache-Control of the login page answered in place of a gated page (and of the 302 to it when the
 * build has no frames), and of a gated page's document (both differ by cookie: Vary: Cookie).
 */
export const LOGIN_IN_PLACE_CACHE = 'no-store';
export const GATED_PAGE_CACHE = 'private, no-cache';
