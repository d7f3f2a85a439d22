/**
 * A route path of the route table (`/user/dashboard/:id`) as a RegExp for a pathname, matching as
 * react-router does (a trailing slash allowed). Free of the route table itself, so the paint-first
 * loader matches the SPA page's table of route files with it without carrying every route.
 */
export function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}
