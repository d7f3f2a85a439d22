// Figures for `npm run bench` (tagged @bench: left out of `npm test`, run by e2e/bench.mjs):
// JavaScript transferred (gzip) for the first render of / and how many requests it takes.
import { test, VIEWPORTS } from '../support';
import { HOME_PAGE_BARS, reportFigure as report } from '../support/bench';

test.use({ viewport: VIEWPORTS.phone });

test('first load of / @bench', async ({ page }) => {
  const js: { url: string; bytes: number }[] = [];
  let requests = 0;
  page.on('requestfinished', async (request) => {
    requests += 1;
    const response = await request.response();
    if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const sizes = await request.sizes();
    js.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
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
  const kb = js.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const bar = HOME_PAGE_BARS.firstRenderJsKB;
  report({ name: 'first-load JS of / (gzip)', value: kb, unit: 'KB', target: `≤ ${bar} KB`, ok: kb <= bar });
  report({ name: 'JS files for /', value: js.length, unit: 'files' });
  report({ name: 'requests for / until network idle', value: requests, unit: 'requests' });
  report({ name: 'LCP of / (local, unthrottled)', value: lcp, unit: 'ms' });
});
