// Stop and start one remote's nginx, to check that the rest of the site keeps working.
// Specs that stop a remote must restart it (withRemoteStopped does); the suite runs one worker.
import { startNginx, stopNginx } from '../../scripts/lib/nginx.mjs';
import { stackState, type RemoteName } from './stack';

export async function stopRemote(name: RemoteName): Promise<void> {
  await stopNginx(stackState().remotes[name]);
}

export async function startRemote(name: RemoteName): Promise<void> {
  await startNginx(stackState().remotes[name]);
}

/** Runs fn while the remote is down; the remote is restarted afterwards even if fn throws. */
export async function withRemoteStopped<T>(name: RemoteName, fn: () => Promise<T>): Promise<T> {
  await stopRemote(name);
  try {
    return await fn();
  } finally {
    await startRemote(name);
  }
}
