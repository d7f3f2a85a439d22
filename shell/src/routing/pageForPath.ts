import type { RemotePageId } from '../federation/remotes';
import { pathPattern } from './pathPattern';
import { ROUTES } from './routeTable';

const PATTERNS = ROUTES.map((route) => ({ pattern: pathPattern(route.path), page: route.page }));

/**
 * The remote page the route table renders for `pathname`, or null (404). Mirrors react-router's
 * match; small and free of the federation runtime.
 */
export function pageForPath(pathname: string): RemotePageId | null {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.page ?? null;
}
