import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Where a NUL character sits in a parsed value (keys too), or null. Depth-bounded like the body parser. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
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
 * query first sees it. One hook refuses it for every route before validation: a 400 `{ message, code }`.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of ['params', 'query', 'body'] as const) {
        const at = findNul(request[part]);
        if (at) {
          throw badRequest('Text must not contain NUL characters', 'NUL_CHARACTER', [
            { path: `${part}${at}` },
          ]);
        }
      }
    });
  },
  { name: 'physio-refuse-nul' },
);
