// Figures for `npm run bench` (@bench): what composing a page at request time costs (README:
// composition contract), through the nginx-served production build. A composed page against the SPA
// page served as a file, and the fallback's time when the remote is stopped (refused at once) or
// frozen (it accepts the connection and never answers: the 300 ms time-out is what the page waits).
import { readFileSync } from 'node:fs';
import { baseURL, startRemote, stackState, stopRemote, test } from '../support';
import { median, reportFigure } from '../support/bench';

const SAMPLES = 200;

/** Time to the whole body of `url`, ms. */
async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await res.text();
  return { ms: performance.now() - started, body };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** SIGSTOP/SIGCONT to the remote's nginx (master and workers): a server that is there and never answers. */
function freeze(remote: 'mf_booking', signal: 'SIGSTOP' | 'SIGCONT'): void {
  const { pidFile } = stackState().remotes[remote];
  const master = Number(readFileSync(pidFile, 'utf8').trim());
  const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  for (const pid of [master, ...children.map(Number)]) process.kill(pid, signal);
}

test('composing a page at request time: its cost, and the fallback’s time @bench', async () => {
  test.setTimeout(5 * 60_000);
  const site = baseURL();
  for (let i = 0; i < 20; i += 1) await timed(`${site}/booking`); // warm: fragments in the cache
  const composed: number[] = [];
  const file: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    composed.push((await timed(`${site}/booking`)).ms);
    file.push((await timed(`${site}/spa.html`)).ms);
  }
  reportFigure({ name: 'composed /booking, median', value: median(composed), unit: 'ms' });
  reportFigure({ name: 'composed /booking, p95', value: percentile(composed, 95), unit: 'ms' });
  reportFigure({ name: 'the SPA page as a file, median', value: median(file), unit: 'ms' });
  reportFigure({
    name: 'composition cost (median composed − file)',
    value: median(composed) - median(file),
    unit: 'ms',
  });

  await stopRemote('mf_booking');
  try {
    const refused = await Promise.all([1, 2, 3, 4, 5].map(() => timed(`${site}/booking`)));
    if (!refused.every((r) => r.body.includes('physio:not-prerendered')))
      throw new Error('no fallback with the remote stopped');
    reportFigure({
      name: 'fallback, remote stopped, median',
      value: median(refused.map((r) => r.ms)),
      unit: 'ms',
    });
  } finally {
    await startRemote('mf_booking');
  }
  freeze('mf_booking', 'SIGSTOP');
  try {
    const frozen: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await timed(`${site}/booking`);
      if (!r.body.includes('physio:not-prerendered')) throw new Error('no fallback with the remote frozen');
      frozen.push(r.ms);
    }
    reportFigure({
      name: 'fallback, remote frozen (300 ms time-out), median',
      value: median(frozen),
      unit: 'ms',
      target: '≤ 400 ms',
      ok: median(frozen) <= 400,
    });
  } finally {
    freeze('mf_booking', 'SIGCONT');
  }
});
