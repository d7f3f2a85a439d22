import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/** Where a NUL character sits in a parsed value (keys too), or null. Depth-bounded like the body parser. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  // Raw bodies (the signed webhook's Buffer) are bytes for their own route to parse, not text fields.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const at = `${path}/${key}`;
    if (key.includes('\u0000')) return at;
    const found = findNul(inner, at, depth + 1);
    if (found) return found;
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
