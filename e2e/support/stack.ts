// Where the running e2e stack lives: written by global-setup, read by specs and helpers.
import { readFileSync } from 'node:fs';

export type RemoteName = 'mf_public_site' | 'mf_booking' | 'mf_doctor';

export interface NginxInstance {
  name: string;
  prefix: string;
  conf: string;
  pidFile: string;
  port: number;
}

export interface StackState {
  baseDir: string;
  baseURL: string;
  apiURL: string | null;
  database: string;
  shell: NginxInstance;
  remotes: Record<RemoteName, NginxInstance & { url: string }>;
  postgres: { dataDir: string; port: number; runAs: string | null } | null;
  apiPid: number | null;
}

export const STATE_ENV = 'PHYSIO_E2E_STATE';

/** The stack started by global-setup (throws outside a Playwright run). */
export function stackState(): StackState {
  const file = process.env[STATE_ENV];
  if (!file)
    throw new Error(
      `${STATE_ENV} is not set: run the suite with "npm run e2e" (global-setup starts the stack)`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}

/** The site's origin, e.g. http://localhost:18080 (also Playwright's baseURL). */
export function baseURL(): string {
  return stackState().baseURL;
}
