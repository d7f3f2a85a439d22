// Routes with a parameter whose pages are prerendered once for every value: the file the build
// writes (shell/src/prerender/build.mjs via mf-booking/src/prerender/pages.tsx) and the rewrite both
// servers make to it — the Node static server here, nginx in deploy/nginx/shell.conf.template
// (location ~ ^/c/…; scripts/tests/serving.test.mjs checks both answer /c/<id> with it).

/** /c/{id}: the treatment plan page, prerendered as this route (its id is decided on the client). */
export const PLAN_PAGE_ROUTE = '/c/_id';

/** [pattern of the URL path, route of the prerendered document that answers it] */
export const PAGE_REWRITES = [[/^\/c\/[^/.]+\/?$/, PLAN_PAGE_ROUTE]];

/** The route whose prerendered document answers `pathname`, or null. */
export function rewriteFor(pathname) {
  for (const [pattern, route] of PAGE_REWRITES) if (pattern.test(pathname)) return route;
  return null;
}
