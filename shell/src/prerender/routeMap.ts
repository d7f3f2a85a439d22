/**
 * dist/_frames/routes.map: which frame answers which page path, one nginx `map` line per route of
 * the shell's route table (README: composition contract). nginx includes the file in its
 * `map $uri $physio_frame` block; the Node server of `npm start` reads the same file
 * (scripts/lib/frames.mjs), so both pick frames by the same rule.
 */

/** What a route parameter may be in a composed page's path; any other path gets the SPA page. */
export const PARAM_PATTERN = '[A-Za-z0-9_~-]+';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The case-insensitive regex of a route pattern, as react-router matches it ('/blog/:id' → '^/blog/[…]+/?$'). */
export function routeRegex(pattern: string): string {
  const parts = pattern
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean);
  if (parts.length === 0) return '^/$';
  const body = parts.map((p) => (p.startsWith(':') ? PARAM_PATTERN : escapeRegex(p))).join('/');
  return `^/${body}/?$`;
}

/** One line of the map: `~*<regex> /_frames/<file>;`. */
export function routeMapLine(pattern: string, frameUrl: string): string {
  return `~*${routeRegex(pattern)} ${frameUrl};`;
}

/**
 * The map's lines in the order react-router ranks its routes (nginx tries regexes in order): routes
 * without a parameter first, then those with more fixed segments, the table's order otherwise.
 */
export function routeMap(routes: readonly { pattern: string; frameUrl: string }[]): string {
  const fixed = (p: string) => p.split('/').filter((s) => s && !s.startsWith(':')).length;
  const params = (p: string) => p.split('/').filter((s) => s.startsWith(':')).length;
  const ranked = routes
    .map((r, i) => ({ ...r, i }))
    .sort(
      (a, b) => params(a.pattern) - params(b.pattern) || fixed(b.pattern) - fixed(a.pattern) || a.i - b.i,
    );
  return `${ranked.map((r) => routeMapLine(r.pattern, r.frameUrl)).join('\n')}\n`;
}
