// Failure isolation (DESIGN.md §1): with one remote's server down, its pages show the
// "unavailable" panel inside the shell's chrome, the other remotes' pages keep working, and Retry
// renders the page once the server is back, without a full reload.
import { expect, SPEC_ROUTES, startRemote, stopRemote, test, type RemoteName } from '../support';

const PANEL = /this part of the site is unavailable right now/i;
const REMOTE_NAMES: RemoteName[] = ['mf_public_site', 'mf_booking', 'mf_doctor'];
const sample = (name: RemoteName) =>
  SPEC_ROUTES.find((r) => r.remote === name && r.anonymousPath === new URL(r.url, 'http://site').pathname)!;

// The stopped server makes the browser log failed requests: those are expected here.
test.use({
  allowedConsoleErrors: [
    /ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-\d+|remote|federation|manifest|chunk/i,
  ],
});

for (const down of REMOTE_NAMES) {
  test(`with ${down} down, its pages show Retry and the rest of the site works`, async ({ page }) => {
    const downRoute = sample(down);
    await stopRemote(down);
    let running = false;
    try {
      await page.goto(downRoute.url);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(page.getByText(PANEL)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();

      for (const other of REMOTE_NAMES.filter((n) => n !== down)) {
        const route = sample(other);
        await page.goto(route.url);
        await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
        await expect(page.getByText(PANEL)).toHaveCount(0);
      }

      // Back on the broken page, bring the server back and press Retry: no reload needed.
      await page.goto(downRoute.url);
      await expect(page.getByText(PANEL)).toBeVisible({ timeout: 30_000 });
      await startRemote(down);
      running = true;
      const marker = await page.evaluate(
        () => ((window as unknown as { __e2eNoReload: number }).__e2eNoReload = Date.now()),
      );
      await page.getByRole('button', { name: /retry/i }).click();
      await expect(page.getByText(PANEL)).toHaveCount(0, { timeout: 30_000 });
      await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: number }).__e2eNoReload)).toBe(
        marker,
      );
    } finally {
      if (!running) await startRemote(down);
    }
  });
}
