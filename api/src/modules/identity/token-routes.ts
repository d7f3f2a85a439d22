import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_HEADER, endpoints } from '@physio/shared-contracts';
import { ERROR_CODES } from '@physio/shared-contracts/error-codes';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { perIp } from '../../platform/http/limits';
import { route } from '../../platform/http/route';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './auth-plugin';
import { revocationOf } from './revocations';
import { rotateRefreshToken, signAccessToken } from './tokens';

/** Why a refresh token was refused, as its error code. */
const REFRESH_REFUSED = {
  unknown: ERROR_CODES.REFRESH_UNKNOWN,
  expired: ERROR_CODES.REFRESH_EXPIRED,
  revoked: ERROR_CODES.REFRESH_REVOKED,
  reused: ERROR_CODES.REFRESH_REUSED,
  inactive: ERROR_CODES.REFRESH_INACTIVE,
} as const;

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

  route(
    app,
    endpoints.token.refresh,
    { tags: ['auth'], config: perIp(app, 60, '1 minute') },
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
        throw unauthorized('Please log in again', REFRESH_REFUSED[result.reason]);
      }
      if (result.next) setRefreshCookie(reply, result.next, app.config.cookieSecure);
      const access = await signAccessToken(app.config.jwtSecret, {
        sub: result.subject,
        role: result.role,
        sid: result.familyId,
        rv: await revocationOf(app.db, result.subject, result.role),
      });
      reply.header('authorization', access);
      return { data: access };
    },
  );
};

export default tokenRoutes;
