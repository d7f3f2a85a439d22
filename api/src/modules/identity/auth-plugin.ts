import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRecordOwnerId, type Role } from '@physio/shared-contracts';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@physio/shared-contracts/session-hint';
import { forbidden, unauthorized } from '../../platform/http/errors';
import {
  type IssuedRefresh,
  revokeFamily,
  signAccessToken,
  startRefreshFamily,
  verifyAccessToken,
} from './tokens';
import type { AuthUser } from '../../platform/http/auth-user';
import { requireCare, requireWritableRecord } from '../patients';
import { revocationCheck, revocationOf } from './revocations';

export const REFRESH_COOKIE = 'physio_refresh';
export const REFRESH_COOKIE_PATH = '/api/token';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || header.length > 4096) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function readField(request: FastifyRequest, from: 'params' | 'query' | 'body', name: string): unknown {
  const source = request[from] as Record<string, unknown> | null | undefined;
  return source && typeof source === 'object' ? source[name] : undefined;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const revocations = revocationCheck(app.db);
    app.decorate('revocations', revocations);

    /** The claims of a valid token that no later revocation refuses (revocations.ts), else null. */
    async function validClaims(token: string) {
      const claims = await verifyAccessToken(app.config.jwtSecret, token);
      return claims && !(await revocations.refuses(claims)) ? claims : null;
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      if (request.user) return;
      const token = bearer(request);
      if (!token) throw unauthorized('You have to login first!', 'NO_TOKEN');
      const claims = await validClaims(token);
      if (!claims) throw unauthorized('Your session has expired. Please log in again.', 'INVALID_TOKEN');
      request.user = { id: claims.sub, role: claims.role, sid: claims.sid } satisfies AuthUser;
    }

    app.decorate('authenticate', authenticate);
    /** The caller when a valid bearer token came with a public call, else null (never a 401). */
    app.decorate('identify', async (request: FastifyRequest): Promise<AuthUser | null> => {
      const token = bearer(request);
      const claims = token ? await validClaims(token) : null;
      return claims ? { id: claims.sub, role: claims.role, sid: claims.sid } : null;
    });
    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user?.role !== role) throw forbidden(`Only a ${role} can do this`);
    });
    app.decorate(
      'requirePatientSelfOrDoctor',
      (name: string, from: 'params' | 'query' | 'body' = 'params') =>
        async (request: FastifyRequest) => {
          await authenticate(request);
          const user = request.user;
          const patientId = String(readField(request, from, name) ?? '');
          if (user?.role === 'doctor') {
            // A malformed id is left to the schema's 400; a patient's records, and an erased account's kept ones,
            // only to a doctor caring for them, and those kept ones only to read.
            if (!isRecordOwnerId(patientId)) return;
            await requireCare(app.db, user.id, patientId);
            if (request.method !== 'GET' && request.method !== 'HEAD') requireWritableRecord(patientId);
            return;
          }
          if (user?.role === 'patient' && patientId === user.id) return;
          throw forbidden('You can only see your own records');
        },
    );
    app.decorate('requireDoctorSelf', (name: string) => async (request: FastifyRequest) => {
      await authenticate(request);
      const user = request.user;
      if (user?.role === 'doctor' && String(readField(request, 'params', name) ?? '') === user.id) return;
      throw forbidden('You can only see your own records');
    });
  },
  { name: 'physio-auth' },
);

/**
 * The refresh cookie (httpOnly, only sent to /api/token) and beside it the session hint: readable by
 * the page servers and scripts (path /, Lax so a link from outside carries it), the same lifetime,
 * holding nothing secret (shared-contracts/src/session-hint.ts). Set and cleared only together.
 */
export function setRefreshCookie(reply: FastifyReply, refresh: IssuedRefresh, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    expires: refresh.expiresAt,
  });
  reply.setCookie(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, {
    httpOnly: false,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, { httpOnly: false, secure, sameSite: 'lax', path: '/' });
}

/** Login success: a new refresh family (cookie) and an access token in the `authorization` header. */
export async function startLoginSession(
  request: FastifyRequest,
  reply: FastifyReply,
  subject: string,
  role: Role,
): Promise<string> {
  const app = request.server;
  const refresh = await startRefreshFamily(app.db, subject, role);
  const access = await signAccessToken(app.config.jwtSecret, {
    sub: subject,
    role,
    sid: refresh.familyId,
    rv: await revocationOf(app.db, subject, role),
  });
  setRefreshCookie(reply, refresh, app.config.cookieSecure);
  reply.header('authorization', access);
  return access;
}

/** Logout: revokes the refresh family named by the bearer token's `sid` (an expired token still names it). */
export async function revokeCurrentLoginSession(request: FastifyRequest): Promise<void> {
  const token = bearer(request);
  if (!token) return;
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token, { allowExpired: true });
  if (claims?.sid) await revokeFamily(request.server.db, claims.sid);
}
