// A reload of a page behind a login: the paint-first loader starts the token refresh before the
// app's code runs and @physio/shared-auth adopts it. A refresh rotates the refresh cookie and a
// rotated one presented again revokes the whole session, so each load must make exactly one refresh,
// and the session must survive reload after reload with its data shown — and, the data arriving
// into places held for it, nothing in view moves (CLS < 0.05: Chromium's layout-shift entries).
import type { Request } from '@playwright/test';
import { DEMO_DOCTOR, DEMO_PATIENT, expect, loginDoctor, test, VIEWPORTS } from '../support';
import { layoutShifts, observeLayoutShifts } from '../support/layoutShifts';

test.use({ viewport: VIEWPORTS.phone });

const isRefresh = (r: Request) => new URL(r.url()).pathname === '/api/token/refresh';
/** A remote's entry: the app's page code starts there (the loader preloads it right after its refresh). */
const isPageCode = (r: Request) => new URL(r.url()).pathname.endsWith('/remoteEntry.js');

test('reloads of pages behind a login: one early token refresh each, the session stays, data shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginDoctor(page);
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  await observeLayoutShifts(page);
  const pages = [
    { path: `/doctor/profile/${DEMO_DOCTOR.id}`, data: [`+91 ${DEMO_DOCTOR.id}`] },
    // (the cards' titles are there from the first paint, in placeholders: the seeded past session is
    // data; the doctor's tools below are another remote)
    {
      path: `/user/dashboard/${DEMO_PATIENT.id}`,
      data: [`Patient: ${DEMO_PATIENT.name}`, 'Online session', `Doctor tools for ${DEMO_PATIENT.name}`],
    },
  ];
  for (let round = 1; round <= 3; round += 1) {
    for (const { path, data } of pages) {
      sent.length = 0;
      await page.goto(path);
      for (const text of data) await expect(page.locator('main').getByText(text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { cls, shifts } = await layoutShifts(page);
      expect(cls, `${path}, load ${round}: CLS (${shifts.join('; ')})`).toBeLessThan(0.05);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const refreshes = sent.filter(isRefresh);
      expect(refreshes, `${path}, load ${round}: token refreshes`).toHaveLength(1);
      const answer = await refreshes[0]!.response();
      expect(answer?.status(), `${path}, load ${round}`).toBe(200);
      // The loader's, not the client's: asked before the page's code was.
      const firstCode = sent.findIndex(isPageCode);
      expect(firstCode, `${path}: the page's code was loaded`).toBeGreaterThanOrEqual(0);
      expect(sent.indexOf(refreshes[0]!), `${path}: refresh before the page's code`).toBeLessThan(firstCode);
      // Every API call of the page was answered without a 401 (no retry after a stale token).
      for (const r of sent.filter((q) => new URL(q.url()).pathname.startsWith('/api/')))
        expect((await r.response())?.status(), r.url()).not.toBe(401);
    }
  }
});

test('a visitor without a session makes no token refresh and is sent to the login', async ({ page }) => {
  const refreshes: Request[] = [];
  page.on('request', (r) => {
    if (isRefresh(r)) refreshes.push(r);
  });
  await page.goto(`/doctor/profile/${DEMO_DOCTOR.id}`);
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(0);
});
