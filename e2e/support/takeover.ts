// Public pages arrive prerendered (static HTML) and the app takes them over once it has started:
// the shell then clears data-prerendered on #root (shell/src/prerender/takeover.ts). Specs act on
// the app, so page.goto and page.reload wait for that take-over, as a visitor waits for a page to
// respond. Pages served by the SPA have no such mark and are not delayed.
import type { BrowserContext, Page } from '@playwright/test';

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

/**
 * A page of `context` (not the fixture's: that one waits for the take-over on goto) on a 4× slower
 * CPU, the shell's main script held back until startApp(): whatever the test does first surely
 * happens before the app runs.
 */
export async function slowPageHoldingTheApp(
  context: BrowserContext,
): Promise<{ page: Page; startApp: () => void }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let startApp!: () => void;
  const held = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, startApp };
}

/** The focused element's accessible label and caret. */
export function focusedField(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    let caret: number | null = null;
    try {
      caret = el?.selectionStart ?? null;
    } catch {
      caret = null;
    }
    return { label: el?.labels?.[0]?.textContent ?? null, caret };
  });
}

/**
 * The swap check CLS cannot make (React inserting new elements in place of the composed page's
 * looks the same to a layout-shift observer): before the app runs, every element of the page is
 * remembered; after the take-over, `replaced` counts those no longer in the document.
 */
export async function rememberServedElements(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eServed: Element[] }).__e2eServed = [...document.querySelectorAll('#root *')];
  });
}

export async function servedElementsReplaced(page: Page): Promise<{ served: number; replaced: number }> {
  return page.evaluate(() => {
    const served = (window as unknown as { __e2eServed?: Element[] }).__e2eServed ?? [];
    return { served: served.length, replaced: served.filter((el) => !el.isConnected).length };
  });
}

/**
 * Holds the page's API calls until the returned function is called. The booking form asks for its
 * free times as soon as it is shown, and their arrival rightly replaces the "Loading free times…"
 * the page was served with: held, the swap check sees only what the take-over itself did.
 */
export async function holdApiCalls(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page may have closed meanwhile
    },
  );
  return release;
}
