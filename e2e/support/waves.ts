// Request waves of a page load: how many requests had to wait for another one to finish before
// they could start (HTML → script → manifest → … is one wave each). A request's wave is one more
// than the highest wave among the requests that had finished before it started; the load's figure
// is the highest wave. Measured from the browser's own request timings.
import type { Page, Request } from '@playwright/test';

export interface TimedRequest {
  url: string;
  startMs: number;
  endMs: number;
}

export function requestWaves(requests: readonly TimedRequest[]): { waves: number; chain: string[] } {
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs);
  const wave = new Map<TimedRequest, number>();
  const before = new Map<TimedRequest, TimedRequest | null>();
  for (const r of sorted) {
    let best: TimedRequest | null = null;
    for (const q of sorted) {
      if (q === r || q.endMs > r.startMs || !wave.has(q)) continue;
      if (!best || wave.get(q)! > wave.get(best)!) best = q;
    }
    wave.set(r, best ? wave.get(best)! + 1 : 1);
    before.set(r, best);
  }
  let last: TimedRequest | null = null;
  for (const r of sorted) if (!last || wave.get(r)! > wave.get(last)!) last = r;
  const chain: string[] = [];
  for (let r = last; r; r = before.get(r) ?? null)
    chain.unshift(new URL(r.url).pathname + new URL(r.url).search);
  return { waves: last ? wave.get(last)! : 0, chain };
}

/**
 * Loads `path` in `page` (reload semantics: the session in storage stays) until the network is
 * idle and returns its request waves; `until` names the requests that count (e.g. up to the data).
 */
export async function measureWaves(
  page: Page,
  path: string,
  until: (url: string) => boolean = () => true,
): Promise<{ waves: number; chain: string[]; requests: number }> {
  const finished: Request[] = [];
  const onFinished = (r: Request) => void finished.push(r);
  page.on('requestfinished', onFinished);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('requestfinished', onFinished);
  const timed = finished
    .filter((r) => until(r.url()))
    .map((r) => {
      const t = r.timing();
      return { url: r.url(), startMs: t.startTime, endMs: t.startTime + t.responseEnd };
    });
  return { ...requestWaves(timed), requests: timed.length };
}
