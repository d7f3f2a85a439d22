// Figures for `npm run bench` (tagged @bench: left out of `npm test`, run by e2e/bench.mjs):
// JavaScript transferred (gzip) for the first render of / and how many requests it takes.
import { test, VIEWPORTS } from '../support';
import { HOME_PAGE_BARS, reportFigure as report } from '../support/bench';
import { measureFirstLoad } from '../support/firstLoad';

test.use({ viewport: VIEWPORTS.phone });

test('first load of / @bench', async ({ page }) => {
  const load = await measureFirstLoad(page, '/');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 3000);
      }),
  );
  const kb = load.jsKB;
  const bar = HOME_PAGE_BARS.firstRenderJsKB;
  report({ name: 'first-load JS of / (gzip)', value: kb, unit: 'KB', target: `≤ ${bar} KB`, ok: kb <= bar });
  report({ name: 'JS files for /', value: load.js.length, unit: 'files' });
  report({ name: 'requests for / until network idle', value: load.requests, unit: 'requests' });
  report({ name: 'LCP of / (local, unthrottled)', value: lcp, unit: 'ms' });
});
