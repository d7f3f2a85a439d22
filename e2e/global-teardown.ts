// Stops everything global-setup started: nginx instances, the API, the PostgreSQL cluster.
import { rmSync } from 'node:fs';
import { stopNginx } from '../scripts/lib/nginx.mjs';
import { stopPid, stopPostgres } from './support/services';
import { stackState } from './support/stack';

export default async function globalTeardown() {
  await stopStack(process.env.E2E_KEEP_TMP === '1');
}

/** Stops the stack; keepFiles leaves its folder (logs, state) in place for a look. */
export async function stopStack(keepFiles: boolean) {
  let state;
  try {
    state = stackState();
  } catch {
    return;
  }
  for (const inst of [state.shell, ...Object.values(state.remotes)]) if (inst.pidFile) await stopNginx(inst);
  if (state.api?.pid) await stopPid(state.api.pid);
  if (state.postgres) stopPostgres(state.postgres);
  if (keepFiles) console.log(`[e2e teardown] logs and state kept in ${state.baseDir}`);
  else rmSync(state.baseDir, { recursive: true, force: true });
}
