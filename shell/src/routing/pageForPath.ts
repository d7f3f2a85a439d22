import type { RemotePageId } from '../federation/remotes';
import { ROUTES } from './routeTable';

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

const PATTERNS = ROUTES.map((route) => ({ pattern: pathPattern(route.path), page: route.page }));

/**
 * The remote page the route table renders for `pathname`, or null (404). Mirrors react-router's
 * match; small and free of the federation runtime, so the paint-first loader uses it too.
 */
export function pageForPath(pathname: string): RemotePageId | null {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.page ?? null;
}
