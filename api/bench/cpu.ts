/**
 * CPU time of the processes a bench drives, from /proc (Linux): the API process and its PostgreSQL cluster's
 * processes, so a row can say how many µs of CPU one request cost in each. Elsewhere every figure is null.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

let ticksPerSecond: number | null | undefined;
function clockTicks(): number | null {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || null;
    } catch {
      ticksPerSecond = null;
    }
  }
  return ticksPerSecond;
}

/** user + system CPU seconds of one process, with its parent pid; null when it is gone or /proc is missing. */
function stat(pid: number): { cpu: number; ppid: number } | null {
  const ticks = clockTicks();
  if (!ticks) return null;
  try {
    // Fields after "pid (comm) ": state ppid … utime (14th field overall) stime (15th).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) / ticks, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** CPU seconds of the processes `pids()` names now (a cluster's backends come and go). */
export type CpuMeter = () => number | null;

export const processCpu =
  (pid: number | undefined): CpuMeter =>
  () =>
    pid === undefined ? null : (stat(pid)?.cpu ?? null);

/** The postmaster of a cluster's data folder and all its children (backends, checkpointer, …). */
export function clusterCpu(dataDir: string): CpuMeter {
  return () => {
    let postmaster: number;
    try {
      postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return null;
    }
    const own = stat(postmaster);
    if (!own) return null;
    let total = own.cpu;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = stat(Number(entry));
      if (s && s.ppid === postmaster) total += s.cpu;
    }
    return total;
  };
}

/** µs of CPU per request spent by `meter` while `work` ran. */
export async function cpuPerRequest<T extends { requests: number }>(
  meters: Record<string, CpuMeter>,
  work: () => Promise<T>,
): Promise<{ result: T; usPerRequest: Record<string, number | null> }> {
  const before = Object.fromEntries(Object.entries(meters).map(([k, m]) => [k, m()]));
  const result = await work();
  const usPerRequest: Record<string, number | null> = {};
  for (const [k, m] of Object.entries(meters)) {
    const a = before[k];
    const b = m();
    usPerRequest[k] =
      a == null || b == null || !result.requests ? null : Math.round((1e6 * (b - a)) / result.requests);
  }
  return { result, usPerRequest };
}
