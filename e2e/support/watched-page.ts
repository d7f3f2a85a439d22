// A page that outlives one test (serial suites that log in once), with its console errors collected
// for an afterEach check, as the `test` fixture does for its own page.
import type { Browser, Page } from '@playwright/test';
import { waitForTakeoverOnLoad } from './takeover';

export interface WatchedPage {
  page: Page;
  /** Errors since the last splice: console.error and uncaught exceptions, minus the allowed ones. */
  errors: string[];
}

/** A page in a context of its own (axe needs one made with browser.newContext()). */
export async function newWatchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  allowed: RegExp[] = [],
): Promise<WatchedPage> {
  const page = await (await browser.newContext({ viewport })).newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed.some((re) => re.test(m.text())))
      errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  // As the page fixture does: goto and reload resolve once the app holds a prerendered page (a
  // submit before that is held and dropped: branch held-submit).
  waitForTakeoverOnLoad(page);
  return { page, errors };
}
