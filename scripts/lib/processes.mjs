// Child processes for scripts/test.mjs: each in its own process group, so a step that runs out of time is
// stopped with everything it started (npm, jest and its workers, a browser), and its output either shown as it
// comes or kept for later when the step runs beside others.
import { spawn } from 'node:child_process';

const running = new Set();

/** Stops every process group still running (the runner itself was interrupted). */
function stopAll(signal) {
  for (const child of running) killGroup(child, 'SIGKILL');
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(signal));

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * A sink for a step's output: the terminal, or a buffer printed once the step is over.
 * @param {boolean} buffered
 */
export function outputSink(buffered) {
  const chunks = [];
  return {
    buffered,
    write: (text) => (buffered ? chunks.push(text) : process.stdout.write(text)),
    writeError: (text) => (buffered ? chunks.push(text) : process.stderr.write(text)),
    flush: () => {
      process.stdout.write(chunks.join(''));
      chunks.length = 0;
    },
  };
}

/**
 * Runs a command to its end. `capture` keeps its standard output (returned as `stdout`, not shown); otherwise
 * it goes to `sink`. After `timeoutMs` the whole process group is killed and the result says so.
 * @returns {Promise<{ code: number, seconds: number, stdout: string, timedOut: boolean }>}
 */
export function runCommand(cmd, args, { cwd, env, sink, capture = false, timeoutMs }) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (text) => (capture ? (stdout += text) : sink.write(text)));
    child.stderr.on('data', (text) => sink.writeError(text));
    let timedOut = false;
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        sink.writeError(`\n${cmd} ${args.join(' ')}: stopped after ${timeoutMs / 60_000} minutes\n`);
        killGroup(child, 'SIGKILL');
      }, timeoutMs);
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: timedOut ? 124 : (code ?? 1), seconds: (Date.now() - t0) / 1000, stdout, timedOut });
    };
    child.on('error', (err) => {
      sink.writeError(`${cmd}: ${err.message}\n`);
      finish(127);
    });
    // 'close' waits for the output pipes, which a server the step left running may hold open: after the exit,
    // the rest of the output gets a moment, not forever.
    child.on('close', finish);
    child.on('exit', (code) => setTimeout(() => finish(code), 2000).unref());
  });
}
