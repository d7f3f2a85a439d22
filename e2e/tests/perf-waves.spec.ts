// Figures for `npm run bench` (tagged @bench): how many requests wait on one another (request
// waves, support/waves.ts) before a page's data is in, on a reload of the pages a visitor lands on
// and of those behind the doctor's login, and the JavaScript /booking needs for its first render.
import { loadavg } from 'node:os';
import { DEMO_DOCTOR, DEMO_PATIENT, loginDoctor, test, VIEWPORTS } from '../support';
import { HOME_PAGE_BARS, reportFigure } from '../support/bench';
import { measureFirstLoad } from '../support/firstLoad';
import { measureWaves } from '../support/waves';

test.use({ viewport: VIEWPORTS.phone });

test('first-render JavaScript and request waves of the landing pages @bench', async ({ page, context }) => {
  const load = await measureFirstLoad(page, '/booking');
  const bar = HOME_PAGE_BARS.firstRenderJsKB;
  reportFigure({
    name: 'first-render JS of /booking (gzip bodies)',
    value: load.jsKB,
    unit: 'KB',
    target: `≤ ${bar} KB`,
    ok: load.jsKB <= bar,
  });
  for (const path of ['/booking', '/dashboard/login', '/user/login', '/contact']) {
    await context.clearCookies();
    const { waves, chain } = await measureWaves(page, path);
    console.log(`${path}: ${waves} waves: ${chain.join(' → ')}`);
    reportFigure({ name: `request waves of ${path} (cold cache)`, value: waves, unit: 'waves' });
  }
  reportFigure({ name: 'load average (1 min) during waves', value: loadavg()[0]! });
});

test('request waves of the pages behind a login, on a reload @bench', async ({ page }) => {
  await loginDoctor(page);
  for (const path of [
    '/dashboard?patients',
    `/user/dashboard/${DEMO_PATIENT.id}`,
    `/doctor/profile/${DEMO_DOCTOR.id}`,
  ]) {
    const { waves, chain, requests } = await measureWaves(page, path);
    console.log(`${path}: ${waves} waves over ${requests} requests: ${chain.join(' → ')}`);
    reportFigure({ name: `request waves of ${path} until its data (reload)`, value: waves, unit: 'waves' });
  }
  reportFigure({ name: 'load average (1 min) during waves', value: loadavg()[0]! });
});
