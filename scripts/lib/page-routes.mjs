// Routes with a parameter whose pages are prerendered once for every value: the file the build
// writes (shell/src/prerender/build.mjs via mf-booking/src/prerender/pages.tsx) and the rewrite both
// servers make to it — the Node static server here, nginx in deploy/nginx/shell.conf.template
// (location ~ ^/c/…; scripts/tests/serving.test.mjs checks both answer /c/<id> with it).

/** /c/{id}: the treatment plan page, prerendered as this route (its id is decided on the client). */
export const PLAN_PAGE_ROUTE = '/c/_id';

// --- Pages behind a login (issue 16, helper `early`) ---------------------------------------------
// Prerendered with nobody signed in: the frame, the heading and a neutral loading state, never a
// name or data (mf-booking's and mf-doctor's src/prerender/pages.tsx). Both servers answer every
// /user/dashboard/<id> and /doctor/profile/<id> with the one document of its route, and send these
// pages with SIGNED_IN_CACHE_CONTROL (nginx: the locations of shell.conf.template that say so).

/** [pattern of the URL path, route of the prerendered document that answers it] */
export const SIGNED_IN_PAGE_REWRITES = [
  [/^\/user\/dashboard\/[^/.]+\/?$/, '/user/dashboard/_id'],
  [/^\/doctor\/profile\/[^/.]+\/?$/, '/doctor/profile/_id'],
];

/** The prerendered documents of the pages behind a login, as files of the shell's build. */
export const SIGNED_IN_DOCUMENTS = new Set(
  ['/dashboard', ...SIGNED_IN_PAGE_REWRITES.map(([, route]) => route)].map((r) => `${r}/index.html`),
);

/**
 * Revalidated on every load like the other pages, and never kept by a shared cache (a proxy, a
 * CDN): they belong to someone's account, even if the document itself names nobody.
 */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/** True for the file (its path in the build) of a prerendered page behind a login. */
export function isSignedInDocument(filePath) {
  return SIGNED_IN_DOCUMENTS.has(filePath);
}
// --- end of the pages behind a login ---------------------------------------------------------------

/** [pattern of the URL path, route of the prerendered document that answers it] */
export const PAGE_REWRITES = [[/^\/c\/[^/.]+\/?$/, PLAN_PAGE_ROUTE], ...SIGNED_IN_PAGE_REWRITES];

/** The route whose prerendered document answers `pathname`, or null. */
export function rewriteFor(pathname) {
  for (const [pattern, route] of PAGE_REWRITES) if (pattern.test(pathname)) return route;
  return null;
}
