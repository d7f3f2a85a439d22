// Every route of spec §2 renders inside the shell, without console errors, on desktop and phone.
import { expect, SPEC_ROUTES, test, VIEWPORTS } from '../support';
import { PATHS } from '../support/paths';

const UNAVAILABLE = /unavailable right now/i;

test('the routes visited are every path of the shared path list', () => {
  const matches = (pattern: string, url: string) =>
    new RegExp(`^${pattern.replace(/:id\b/g, '[^/]+')}$`).test(new URL(url, 'http://site').pathname);
  const unvisited = Object.values(PATHS).filter((p) => !SPEC_ROUTES.some((r) => matches(p, r.url)));
  expect(unvisited).toEqual([]);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`routes at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });

    for (const route of SPEC_ROUTES) {
      test(`${route.url} renders`, async ({ page }) => {
        const response = await page.goto(route.url);
        expect(response?.status(), 'HTTP status of the document').toBe(200);
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await expect(page.locator('footer').first()).toBeVisible();
        const main = page.locator('main');
        await expect(main).toBeVisible();
        if (route.anonymousPath !== new URL(route.url, 'http://site').pathname) {
          // Protected route: an anonymous visitor is sent to the right login page.
          await expect(page).toHaveURL((url) => url.pathname === route.anonymousPath);
        }
        // The remote's page rendered: real content, not the failure panel and not a spinner only.
        await expect(main.getByRole('heading').first()).toBeVisible();
        await expect(main.getByText(UNAVAILABLE)).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await page.title(), 'document title').not.toBe('');
      });
    }
  });
}

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // Served with 200 like every client-side route, so search engines are told not to index it.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page
    .getByRole('link', { name: 'Go to Home' })
    .or(page.getByRole('button', { name: 'Go to Home' }))
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
