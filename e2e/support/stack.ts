// Where the running e2e stack lives: written by global-setup, read by specs and helpers.
import { readFileSync, writeFileSync } from 'node:fs';

export type RemoteName = 'mf_public_site' | 'mf_booking' | 'mf_doctor';

export interface NginxInstance {
  name: string;
  prefix: string;
  conf: string;
  pidFile: string;
  port: number;
}

/** The API process: how to start it again (env overrides on top of the runner's) and its pid. */
export interface ApiProcess {
  port: number;
  env: Record<string, string>;
  logFile: string;
  pid: number | null;
}

/** A throwaway PostgreSQL cluster (runAs: the owner when the suite runs as root). */
export interface PostgresCluster {
  dataDir: string;
  port: number;
  runAs: string | null;
}

export interface StackState {
  baseDir: string;
  baseURL: string;
  /** The API's own origin (http://127.0.0.1:port); browsers reach it through the shell's /api. */
  apiURL: string;
  database: 'postgresql' | 'pglite';
  shell: NginxInstance;
  remotes: Record<RemoteName, NginxInstance & { url: string }>;
  postgres: PostgresCluster | null;
  api: ApiProcess | null;
}

export const STATE_ENV = 'PHYSIO_E2E_STATE';

/** The e2e API's WHATSAPP_APP_SECRET: specs sign WhatsApp webhook replies with it, as Meta would. */
export const E2E_WHATSAPP_APP_SECRET = 'e2e-whatsapp-app-secret';

/** The stack started by global-setup (throws outside a Playwright run). */
export function stackState(): StackState {
  const file = process.env[STATE_ENV];
  if (!file)
    throw new Error(
      `${STATE_ENV} is not set: run the suite with "npm run e2e" (global-setup starts the stack)`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}

/** Writes the state back (after a restart changed a pid). */
export function saveStackState(state: StackState): void {
  const file = process.env[STATE_ENV];
  if (!file) throw new Error(`${STATE_ENV} is not set`);
  writeFileSync(file, JSON.stringify(state, null, 2));
}

/** The site's origin, e.g. http://localhost:18080 (also Playwright's baseURL). */
export function baseURL(): string {
  return stackState().baseURL;
}
