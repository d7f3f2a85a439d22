// Child processes that stop together: every command runs in its own process group so that
// Ctrl-C (or a failure) can stop the whole tree it started, and nothing else.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
let nextColor = 0;

/** Prefix each output line with a coloured [name] tag (colour only on a terminal). */
function pipeWithPrefix(stream, name, color, out) {
  const tag = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  createInterface({ input: stream }).on('line', (line) => out.write(`${tag}${line}\n`));
}

/**
 * Start a long-running command with prefixed output.
 * @param {string} name label shown before every line
 * @param {string} cmd executable
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [opts]
 */
export function startProcess(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...opts });
  const color = COLORS[nextColor++ % COLORS.length];
  if (child.stdout) pipeWithPrefix(child.stdout, name, color, process.stdout);
  if (child.stderr) pipeWithPrefix(child.stderr, name, color, process.stderr);
  child.label = name;
  return child;
}

/** Run a command to completion; resolves with its exit code (never rejects on a non-zero exit). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Stop a detached child and its process group: SIGTERM, then SIGKILL after a grace period. */
export function stopProcess(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * Stop every child on SIGINT/SIGTERM. A child that dies on its own stops the rest
 * (exitOnChildExit) or is reported through onChildExit. Returns a function that stops them all.
 */
export function superviseChildren(children, { exitOnChildExit = true, onChildExit } = {}) {
  let stopping = false;
  const stopAll = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping everything that was started…');
    await Promise.all(children.map((c) => stopProcess(c)));
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(130));
  process.on('SIGTERM', () => void stopAll(143));
  process.on('SIGHUP', () => void stopAll(129));
  for (const child of children) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!exitOnChildExit) return onChildExit?.(child, code, signal);
      console.error(`[${child.label}] exited (${signal ?? code}); stopping the rest.`);
      void stopAll(typeof code === 'number' && code !== 0 ? code : 1);
    });
  }
  return stopAll;
}

/** Poll a URL until it answers (any HTTP status below 500) or the timeout passes. */
export async function waitForUrl(url, { timeoutMs = 60000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return true;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${lastError})`);
}
