import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_HEADER, endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { perIp } from '../../platform/http/limits';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './auth-plugin';
import { rotateRefreshToken, signAccessToken } from './tokens';

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The refresh call has no body and rides on a cookie: refuse cross-site callers (DESIGN.md §3). */
  function assertSameSite(request: import('fastify').FastifyRequest) {
    if (request.headers[CSRF_HEADER.name.toLowerCase()] !== CSRF_HEADER.value) {
      throw forbidden(`Missing ${CSRF_HEADER.name} header`, 'CSRF');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === host;
    } catch {
      sameHost = false;
    }
    if (!sameHost && !app.config.corsOrigins.includes(origin))
      throw forbidden('Cross-site request refused', 'CSRF');
  }

  app.post(
    endpoints.token.refresh.path,
    {
      schema: { tags: ['auth'], ...schemaOf(endpoints.token.refresh) },
      config: perIp(app, 60, '1 minute'),
    },
    async (request, reply) => {
      assertSameSite(request);
      const token = request.cookies[REFRESH_COOKIE];
      if (!token || token.length > 200) {
        // A session hint without its refresh cookie is stale: clear both, so the page servers stop
        // treating this browser as signed in.
        clearRefreshCookie(reply, app.config.cookieSecure);
        throw unauthorized('Please log in again', 'NO_REFRESH_TOKEN');
      }
      const result = await rotateRefreshToken(app.db, token, { secret: app.config.jwtSecret });
      if (!result.ok) {
        clearRefreshCookie(reply, app.config.cookieSecure);
        throw unauthorized('Please log in again', `REFRESH_${result.reason.toUpperCase()}`);
      }
      if (result.next) setRefreshCookie(reply, result.next, app.config.cookieSecure);
      const access = await signAccessToken(app.config.jwtSecret, {
        sub: result.subject,
        role: result.role,
        sid: result.familyId,
      });
      reply.header('authorization', access);
      return { data: access };
    },
  );
};

export default tokenRoutes;
