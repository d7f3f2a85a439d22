import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/** Where a NUL character sits in a parsed value (keys too), or null. Depth-bounded like the body parser. */
export function findNul(value: unknown): string | null {
  const at = nulBelow(value, 0);
  return at === null ? null : at || '/';
}

/**
 * The path from `value` to its first NUL ('' when `value` is that string), or null. Every request's params, query
 * and body are walked: the path is written only on the way back from a NUL, not for every field passed.
 */
function nulBelow(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  // Raw bodies (the signed webhook's Buffer) are bytes for their own route to parse, not text fields.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return null;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key.includes('\u0000')) return `/${key}`;
    const below = nulBelow(fields[key], depth + 1);
    if (below !== null) return `/${key}${below}`;
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL from a path, query or body would end as a 500 on whichever
 * query first sees it. One plugin refuses it for every route, before any route's own checks: a 400 `{ message, code }`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const refuse = (request: FastifyRequest, parts: readonly ('params' | 'query' | 'body')[]) => {
      for (const part of parts) {
        const at = findNul(request[part]);
        if (at) {
          throw badRequest('Text must not contain NUL characters', 'NUL_CHARACTER', [
            { path: `${part}${at}` },
          ]);
        }
      }
    };
    // Path and query before anything else (a route's own onRequest checks, e.g. ownership, come later)…
    app.addHook('onRequest', (request, _reply, done) => {
      refuse(request, ['params', 'query']);
      done();
    });
    // …the body once it is parsed, before validation.
    app.addHook('preValidation', (request, _reply, done) => {
      refuse(request, ['body']);
      done();
    });
  },
  { name: 'physio-refuse-nul' },
);
