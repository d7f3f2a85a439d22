// /bookphysio and /c/{id} for a visitor without a session (issue 16). The page servers tell one by
// the missing session hint cookie and answer the patient login page in place, with the way back, so the login
// page paints at once — never the book-physio frame first — and the login page gives the guard's alert
// and its return. With a hint (a stale one here: nobody is signed in) the prerendered frame and a
// neutral "Checking your account…" paint before any JavaScript, every /c/<id> is answered with the
// one prerendered plan page, and the client guard still decides as before; never a flash of a plan.
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import { baseURL, expect, recordAlerts, test, VIEWPORTS } from '../support';
import { appTookOver, PRERENDERED_ROOT } from '../support/takeover';

type SessionHint = typeof import('@physio/shared-contracts/session-hint');
const { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } = createRequire(import.meta.url)(
  '@physio/shared-contracts/session-hint',
) as SessionHint;

test.use({ viewport: VIEWPORTS.phone });

const LOGIN_FIRST = 'You have to login first!';
const ROUTES = ['/bookphysio', '/c/9876543210'];

/** A page of `context` whose app is held back until startApp(): what shows meanwhile is the HTML alone. */
async function pageHoldingTheApp(context: BrowserContext): Promise<{ page: Page; startApp: () => void }> {
  const page = await context.newPage();
  let startApp!: () => void;
  const held = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (r) => {
    await held;
    await r.continue();
  });
  return { page, startApp };
}

for (const route of ROUTES) {
  test(`${route} without a session: the server sends the visitor to the login page before any paint`, async ({
    context,
  }) => {
    const { page, startApp } = await pageHoldingTheApp(context);
    const alerts = recordAlerts(page);
    const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
    // The login page's own (prerendered) document in the page's place, no round trip of a redirect;
    // its loader shows the login URL with the way back, as a redirect would have.
    expect(res?.request().redirectedFrom()).toBeNull();
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(res?.headers()['vary']).toMatch(/\bCookie\b/);
    expect(page.url()).toBe(`${baseURL()}/user/login?from=${encodeURIComponent(route)}`);
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Patient login' })).toBeVisible();
    await expect(page.getByText('Checking your account…')).toHaveCount(0);
    expect(alerts).toEqual([]);

    // The app: the guard's alert once, and the way back kept as the guard keeps it (state.from).
    startApp();
    await appTookOver(page);
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(alerts).toEqual([LOGIN_FIRST]);
    await expect(main.getByRole('heading', { level: 1, name: 'Patient login' })).toBeVisible();
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'Patient login' })).toBeVisible();
    expect(alerts).toEqual([LOGIN_FIRST]);
    await page.close();
  });

  test(`${route} with a stale session hint paints its prerendered frame, then the client guard decides`, async ({
    context,
  }) => {
    await context.addCookies([{ name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUE, url: baseURL() }]);
    const { page, startApp } = await pageHoldingTheApp(context);
    const alerts = recordAlerts(page);
    const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(res?.request().redirectedFrom()).toBeNull();
    expect(res?.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Book your sessions' })).toBeVisible();
    await expect(main.getByText('Checking your account…')).toBeVisible();
    // Nothing that depends on who is asking: no plan, no price, no BOOK NOW.
    await expect(main.getByText(/Treatment plan for/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'BOOK NOW' })).toHaveCount(0);
    expect(alerts).toEqual([]);

    startApp();
    await expect(page).toHaveURL(/\/user\/login$/);
    await appTookOver(page);
    expect(alerts).toEqual([LOGIN_FIRST]);
    await expect(page.getByRole('heading', { level: 1, name: 'Patient login' })).toBeVisible();
    await page.close();
  });
}

test('/c/{id} with a short id is sent to /booking as not registered, from the same prerendered page', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  await page.goto('/c/123');
  await expect(page).toHaveURL(/\/booking$/);
  expect(alerts).toEqual(['Patient ID is not Registered.']);
});
