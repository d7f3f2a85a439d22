// Layout shifts of a page load as CLS counts them (Chromium's layout-shift entries, those without
// recent input), and which elements moved: collected by a script that runs in every document
// before its own scripts, read once the load has settled.
import type { Page } from '@playwright/test';

/** Sets window.__cls (the sum) and window.__shifts (value, time, elements moved) in each document. */
export const OBSERVE_LAYOUT_SHIFTS = `(() => {
  const w = window;
  w.__cls = 0;
  w.__shifts = [];
  const describe = (n) => {
    if (!n || n.nodeType !== 1) return n ? n.nodeName : '?';
    const text = (n.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      w.__cls += e.value;
      w.__shifts.push(e.value.toFixed(4) + ' @' + Math.round(e.startTime) + 'ms: ' + (e.sources || []).map((s) => describe(s.node)).join(' | '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

export interface LayoutShifts {
  cls: number;
  /** Each shift: its value, when, and the elements that moved (to see what to hold in place). */
  shifts: string[];
}

const observed = new WeakSet<Page>();

/** Collects the layout shifts of every document `page` loads from now on. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  if (observed.has(page)) return;
  await page.addInitScript(OBSERVE_LAYOUT_SHIFTS);
  observed.add(page);
}

/** The shifts of the document open in `page` so far (observeLayoutShifts first). */
export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls?: number; __shifts?: string[] };
    if (w.__cls === undefined) throw new Error('layout shifts are not observed in this document');
    return { cls: w.__cls, shifts: w.__shifts ?? [] };
  });
}
