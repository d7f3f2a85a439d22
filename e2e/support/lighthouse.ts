// Lighthouse (npm, run offline) against Debian's Chromium: the default config, i.e. a mobile device
// with simulated throttling, performance category only. Each run gets a fresh browser.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/**
 * Puts `cookie` (`name=value`) in the browser's cookie jar for `url`'s origin, through the DevTools
 * protocol of the browser Lighthouse drives: the page's scripts see it too (document.cookie), as a
 * visitor's browser that stored it. Lighthouse's storage reset leaves cookies alone.
 */
async function setBrowserCookie(port: number, url: string, cookie: string): Promise<void> {
  const at = cookie.indexOf('=');
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onerror = () => reject(new Error('DevTools socket failed'));
    socket.onopen = () => {
      socket.onmessage = (event) => {
        const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (reply.id !== 1) return;
        socket.close();
        if (reply.error) reject(new Error(`Storage.setCookies: ${reply.error.message}`));
        else resolve();
      };
      const origin = new URL(url).origin;
      const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Storage.setCookies',
          params: { cookies: [{ name, value, url: origin }] },
        }),
      );
    };
  });
}

/**
 * `cookie`: in the browser's cookie jar for the run (`physio_lang=hi`: the page in Hindi, as a visitor
 * who chose it). Not a request header alone: the app reads the choice from document.cookie, and a Hindi
 * page whose scripts did not see it turned English right after hydration (a layout shift of the whole
 * page that no visitor gets: Hindi / measured CLS 0.111 so).
 */
export async function runLighthouse(
  url: string,
  { cookie }: { cookie?: string } = {},
): Promise<LighthouseFigures> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'physio-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    userDataDir,
  });
  try {
    if (cookie) await setBrowserCookie(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
    killLeftBehind(userDataDir);
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Chromium's helper processes that outlive the browser chrome-launcher killed (its on-device model
 * service leaves its process group): without this a bench of 40 runs leaves 100+ of them running
 * under the runs that follow. Found by the run's own profile directory on their command line.
 */
function killLeftBehind(userDataDir: string): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string;
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    if (!args.includes(`--user-data-dir=${userDataDir}`)) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone meanwhile
    }
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
