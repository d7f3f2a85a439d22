// Public pages arrive prerendered (static HTML) and the app takes them over once it has started:
// the shell then clears data-prerendered on #root (shell/src/prerender/takeover.ts). Specs act on
// the app, so page.goto and page.reload wait for that take-over, as a visitor waits for a page to
// respond. Pages served by the SPA have no such mark and are not delayed.
import type { Page } from '@playwright/test';

export const PRERENDERED_ROOT = '#root[data-prerendered]';

/** Resolves once the app has taken the current page over (at once on a page the SPA rendered). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), PRERENDERED_ROOT);
}

/** Makes page.goto and page.reload wait for the take-over of a prerendered page. */
export function waitForTakeoverOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appTookOver(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appTookOver(page);
    return response;
  };
}
