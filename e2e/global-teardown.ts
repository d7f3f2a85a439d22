// Stops everything global-setup started: nginx instances, the API, the PostgreSQL cluster.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { stopNginx } from '../scripts/lib/nginx.mjs';
import { stackState } from './support/stack';

async function stopPid(pid: number, timeoutMs = 10000) {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  const deadline = Date.now() + timeoutMs;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, 'SIGKILL');
}

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
  if (state.apiPid) await stopPid(state.apiPid);
  if (state.postgres) {
    const { dataDir, runAs } = state.postgres;
    const args = ['-D', dataDir, '-m', 'fast', '-w', 'stop'];
    try {
      if (runAs) execFileSync('runuser', ['-u', runAs, '--', 'pg_ctl', ...args], { stdio: 'ignore' });
      else execFileSync('pg_ctl', args, { stdio: 'ignore' });
    } catch {
      // already stopped
    }
  }
  if (keepFiles) console.log(`[e2e teardown] logs and state kept in ${state.baseDir}`);
  else rmSync(state.baseDir, { recursive: true, force: true });
}
