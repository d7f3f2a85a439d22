// Lighthouse (npm, run offline) against Debian's Chromium: the default config, i.e. a mobile device
// with simulated throttling, performance category only. Each run gets a fresh browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser';
import { median } from './bench';

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript transferred during the load (gzipped bodies plus response headers), KB. */
  scriptKB: number;
  scriptFiles: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** `cookie`: sent with every request of the run (`physio_lang=hi`: the page in Hindi, as a visitor who chose it). */
export async function runLighthouse(
  url: string,
  { cookie }: { cookie?: string } = {},
): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    saveReport(url, lhr);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`);
      return value;
    };
    const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
    const scripts = (details?.items ?? []).filter((r) => r.resourceType === 'Script');
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse on ${url}: no performance score`);
    return {
      score: score * 100,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      scriptKB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      scriptFiles: scripts.length,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * LIGHTHOUSE_SAVE=<dir> keeps every run's full report (lhr JSON) there, one file per run, to read
 * what the figures hide: the long tasks, the scripts' boot-up time, the main thread's breakdown.
 */
function saveReport(url: string, lhr: object): void {
  const dir = process.env.LIGHTHOUSE_SAVE;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { host, pathname } = new URL(url);
  const name = `${host}${pathname}`.replace(/[^a-z0-9]+/gi, '_');
  writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

/** Each figure's median over the runs (figures of one page vary run to run with the machine's load). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    scriptKB: of('scriptKB'),
    scriptFiles: of('scriptFiles'),
  };
}
