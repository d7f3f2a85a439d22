// Retry recovers on every kind of route (issue 24): a remote that was down when the page loaded and
// is back is loaded by Retry, without a reload — on a composed page whose remote prerenders it (the
// frame came with the loading state, the remote being down), on a composed page it does not
// prerender, and on the SPA page. The remote's real server (its nginx) is stopped and started again.
import { expect, stackState, startRemote, stopRemote, test, type RemoteName } from '../support';
import { slowPageHoldingTheApp } from '../support/takeover';

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

// The case the issue met: the page arrived composed (its remote answered the page server), and the
// remote went down before the browser loaded its code. The browser's failed load of remoteEntry.js
// is what a plain Retry would be answered from.
test('/booking composed, mf_booking down before the app loaded it: Retry loads it once it is back', async ({
  context,
}) => {
  const { page, startApp } = await slowPageHoldingTheApp(context);
  const remotePort = new URL(stackState().remotes.mf_booking.url).port;
  let remoteDown!: () => void;
  const down = new Promise<void>((resolve) => (remoteDown = resolve));
  // Nothing reaches the remote before it is down (the loader preloads its entry after the first paint).
  await page.route(
    (url) => url.port === remotePort,
    async (route) => {
      await down;
      await route.continue().catch(() => undefined);
    },
  );
  let running = true;
  try {
    await page.goto('/booking', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toHaveText(/Book a session/); // composed
    await stopRemote('mf_booking');
    running = false;
    remoteDown();
    startApp();
    await expect(page.getByText(PANEL)).toBeVisible({ timeout: 30_000 });
    await startRemote('mf_booking');
    running = true;
    const marker = await page.evaluate(
      () => ((window as unknown as { __e2eNoReload: number }).__e2eNoReload = Date.now()),
    );
    await page.getByRole('button', { name: /retry/i }).click();
    await expect(page.getByText(PANEL)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('main h1').first()).toHaveText(/Book a session/);
    await expect(page.locator('main').getByLabel('Name', { exact: true })).toBeEditable();
    expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: number }).__e2eNoReload)).toBe(
      marker,
    );
  } finally {
    if (!running) await startRemote('mf_booking');
    await page.close();
  }
});
