// Retry recovers on every kind of route (issue 24): a remote that was down when the page loaded and
// is back is loaded by Retry, without a reload — on a composed page whose remote prerenders it (the
// frame came with the loading state, the remote being down), on a composed page it does not
// prerender, and on the SPA page. The remote's real server (its nginx) is stopped and started again.
import { expect, startRemote, stopRemote, test, type RemoteName } from '../support';

const PANEL = /this part of the site is unavailable right now/i;

test.use({
  allowedConsoleErrors: [
    /ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-\d+|remote|federation|manifest|chunk/i,
  ],
});

const ROUTES: { remote: RemoteName; path: string; kind: string; heading: RegExp }[] = [
  {
    remote: 'mf_public_site',
    path: '/faqs',
    kind: 'a prerendered page',
    heading: /Frequently Asked Questions/,
  },
  { remote: 'mf_public_site', path: '/blog/1', kind: 'a page it does not prerender', heading: /./ },
  { remote: 'mf_booking', path: '/booking', kind: 'a prerendered page', heading: /Book a session/ },
  { remote: 'mf_booking', path: '/paymentfailed', kind: 'a page it does not prerender', heading: /./ },
  { remote: 'mf_booking', path: '/c/98765%2043210', kind: 'the SPA page', heading: /./ },
  { remote: 'mf_doctor', path: '/dashboard/login', kind: 'a prerendered page', heading: /Doctor Login/ },
];

for (const { remote, path, kind, heading } of ROUTES) {
  test(`${path} (${kind}) with ${remote} down at load: Retry loads it once it is back`, async ({ page }) => {
    await stopRemote(remote);
    let running = false;
    try {
      await page.goto(path);
      await expect(page.getByText(PANEL)).toBeVisible({ timeout: 30_000 });
      await startRemote(remote);
      running = true;
      const marker = await page.evaluate(
        () => ((window as unknown as { __e2eNoReload: number }).__e2eNoReload = Date.now()),
      );
      await page.getByRole('button', { name: /retry/i }).click();
      await expect(page.getByText(PANEL)).toHaveCount(0, { timeout: 30_000 });
      await expect(page.locator('main').getByRole('heading').first()).toHaveText(heading);
      expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: number }).__e2eNoReload)).toBe(
        marker,
      );
    } finally {
      if (!running) await startRemote(remote);
    }
  });
}
