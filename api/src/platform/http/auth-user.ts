import type { FastifyRequest } from 'fastify';
import type { Role } from '@physio/shared-contracts';

/** Who is calling: set on `request.user` by the identity module's auth plugin from a valid access token. */
export interface AuthUser {
  id: string;
  role: Role;
  /** Refresh family of the login session. */
  sid?: string;
}

export type AuthHook = (request: FastifyRequest) => Promise<void>;
