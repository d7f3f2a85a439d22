// When a page's heading paints, on a throttled load, against a static twin with the same heading
// under the same throttling: the figure for pages Lighthouse cannot open (they need a session in the
// browser's storage and cookies). Chromium's Element Timing reports the first paint of each <main> h1,
// marked as the parser or the app inserts it; layout shifts are summed as CLS counts them.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { layoutShifts, observeLayoutShifts } from './layoutShifts';
import { stackState } from './stack';
import { shellDocRoot, twinHtml } from './twin';

/** Lighthouse's mobile profile, applied by DevTools (not simulated): RTT 150 ms, 1.6 Mbps down, 750 kbps up, 4 × CPU. */
export const MOBILE_THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuRate: 4,
} as const;

/** Runs in every document before its own scripts: marks each <main> h1 for Element Timing. */
const OBSERVE_HEADING = `(() => {
  const w = window;
  w.__headingPaints = [];
  const mark = () => {
    for (const h of document.querySelectorAll('main h1')) if (!h.hasAttribute('elementtiming')) h.setAttribute('elementtiming', 'heading');
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'heading') w.__headingPaints.push(e.renderTime || e.loadTime);
  }).observe({ type: 'element', buffered: true });
})();`;

export interface HeadingPaint {
  /** First paint of the heading, ms after navigation start. */
  headingMs: number;
  /** When every `ready` text was visible (the page's data), ms after navigation start; null without any. */
  readyMs: number | null;
  cls: number;
  /** Each layout shift: its value, when, and the elements that moved (to see what to hold in place). */
  shifts: string[];
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const { cpuRate, ...network } = MOBILE_THROTTLING;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return cdp;
}

const observed = new WeakSet<Page>();

/**
 * Loads `url` in `page` (its session stays: a reload) throttled, cache disabled; the heading's first
 * paint, when the `ready` text showed, and the CLS until the network was idle.
 */
export async function measureHeadingPaint(
  page: Page,
  url: string,
  ready: readonly string[] = [],
): Promise<HeadingPaint> {
  if (!observed.has(page)) {
    await page.addInitScript(OBSERVE_HEADING);
    observed.add(page);
  }
  await observeLayoutShifts(page);
  const cdp = await throttle(page);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    let readyMs: number | null = null;
    if (ready.length) {
      for (const text of ready)
        await page.locator('main').getByText(text).first().waitFor({ timeout: 60_000 });
      readyMs = await page.evaluate(() => performance.now());
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // the last shift entries
    const paints = await page.evaluate(
      () => (window as unknown as { __headingPaints: number[] }).__headingPaints,
    );
    const { cls, shifts } = await layoutShifts(page);
    if (paints.length === 0) throw new Error(`${url}: no <main> h1 was painted`);
    return { headingMs: Math.min(...paints), readyMs, cls, shifts };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
}

/**
 * A static twin of the page open in `page`: its title and its <main> h1 in the same computed type,
 * no script, served by the same nginx. Returns its URL and a function that removes it.
 */
export async function writeHeadingTwin(
  page: Page,
): Promise<{ url: string; heading: string; remove: () => void }> {
  const hero = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    if (!h1) throw new Error('no <main> h1');
    const s = getComputedStyle(h1);
    return {
      title: document.title,
      heading: {
        text: h1.textContent ?? '',
        style: `font: ${s.fontWeight} ${s.fontSize}/${s.lineHeight} ${s.fontFamily}; margin: ${s.margin}`,
      },
      intro: { text: '', style: '' },
    };
  });
  const name = `heading-twin-${Date.now()}.html`;
  const file = path.join(shellDocRoot(), name);
  // No paragraph, and no favicon request (a 404 the console guard would count).
  const html = twinHtml(hero)
    .replace(/<p style="">\s*<\/p>\n?/, '')
    .replace('</title>', '</title>\n<link rel="icon" href="data:,">');
  writeFileSync(file, html);
  return {
    url: `${stackState().baseURL}/${name}`,
    heading: hero.heading.text,
    remove: () => rmSync(file, { force: true }),
  };
}
