/**
 * `/user/login?from=<path>`: where the page servers send a visitor without a session hint who opens
 * a book-physio page (GATED_ROUTES of scripts/lib/page-routes.mjs, the same block in
 * deploy/nginx/shell.conf.template), so the login page paints at once instead of the page's frame
 * and then the guard's redirect. The login page takes the path back from its query here.
 */
import { PATHS } from '@physio/shared-contracts/paths';

export const LOGIN_RETURN_PARAM = 'from';

/** A patient id as a path segment may spell it (the servers only gate 10 of these characters). */
const ID = '[A-Za-z0-9_~-]{1,64}';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pages whose guard asks a visitor without a session to log in first (physioGuard). */
const GATED_PAGES = [PATHS.bookPhysio, PATHS.bookPhysioFor].map(
  (pattern) => new RegExp(`^${escapeRegExp(pattern).replace(':id', ID)}$`),
);

/**
 * The return path in a login page's query string, only when it is one of those pages of this site:
 * never an open redirect (an absolute URL, `//host`, a backslash, a query or any other page give null).
 */
export function readLoginReturn(search: string): string | null {
  const from = new URLSearchParams(search).get(LOGIN_RETURN_PARAM);
  if (from === null) return null;
  return GATED_PAGES.some((page) => page.test(from)) ? from : null;
}
