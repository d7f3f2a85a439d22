// /bookphysio and /c/{id} arrive prerendered (issue 16): the frame and a neutral "Checking your
// account…" paint before any JavaScript, every /c/<id> is answered with the one prerendered plan
// page (nginx rewrite, scripts/lib/page-routes.mjs), and the client still decides as before: with no
// id at all (/bookphysio, nobody signed in) "not registered" and /booking, with an id the login
// first; never a flash of a plan or of another page's content.
import { expect, recordAlerts, test, VIEWPORTS } from '../support';
import { appTookOver, PRERENDERED_ROOT } from '../support/takeover';

test.use({ viewport: VIEWPORTS.phone });

const CASES = [
  {
    route: '/bookphysio',
    alert: 'Patient ID is not Registered.',
    lands: /\/booking$/,
    heading: 'Book a session',
  },
  {
    route: '/c/9876543210',
    alert: 'You have to login first!',
    lands: /\/user\/login$/,
    heading: 'Patient login',
  },
];

for (const { route, alert, lands, heading } of CASES) {
  test(`${route} paints its prerendered frame at once, then the client decides where a visitor goes`, async ({
    context,
  }) => {
    const page = await context.newPage();
    const alerts = recordAlerts(page);
    // The app is held back: what shows meanwhile is the HTML alone.
    let startApp!: () => void;
    const held = new Promise<void>((resolve) => (startApp = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (r) => {
      await held;
      await r.continue();
    });
    const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Book your sessions' })).toBeVisible();
    await expect(main.getByText('Checking your account…')).toBeVisible();
    // Nothing that depends on who is asking: no plan, no price, no BOOK NOW.
    await expect(main.getByText(/Treatment plan for/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'BOOK NOW' })).toHaveCount(0);
    expect(alerts).toEqual([]);

    startApp();
    await expect(page).toHaveURL(lands);
    await appTookOver(page);
    expect(alerts).toEqual([alert]);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
