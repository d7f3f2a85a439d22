// Figures for `npm run bench` (tagged @bench): the pages behind a login on a reload, signed in as the
// demo doctor — when their heading paints against a static twin with the same heading, both under
// the same DevTools throttling (mobile profile: 150 ms RTT, 1.6 Mbps, 4 × CPU), measured alternately,
// medians of SIGNED_IN_RUNS (3); when their data shows; CLS; and the request waves until the data
// (support/waves.ts, unthrottled), with the machine's load printed.
import { loadavg } from 'node:os';
import { DEMO_DOCTOR, DEMO_PATIENT, loginDoctor, test, VIEWPORTS } from '../support';
import { median, reportFigure } from '../support/bench';
import { measureHeadingPaint, writeHeadingTwin, type HeadingPaint } from '../support/headingPaint';
import { measureWaves } from '../support/waves';

const RUNS = Math.max(1, Number(process.env.SIGNED_IN_RUNS) || 3);
/** The bar of issue 16 for these pages: heading within 1.5 × the twin's. */
const RATIO_BAR = 1.5;

/** Each page and the texts that show only once its data is in. */
const PAGES: { path: string; ready: string[] }[] = [
  // The Patients tab is a search form: no data to wait for.
  { path: '/dashboard?patients', ready: [] },
  // The patient's plan and appointments, and (for a doctor) the doctor's tools below, another remote.
  {
    path: `/user/dashboard/${DEMO_PATIENT.id}`,
    ready: ['Upcoming appointments', `Doctor tools for ${DEMO_PATIENT.name}`],
  },
  { path: `/doctor/profile/${DEMO_DOCTOR.id}`, ready: [`+91 ${DEMO_DOCTOR.id}`, 'View payout history'] },
];

test.use({ viewport: VIEWPORTS.phone });

test('pages behind a login, on a reload: heading paint against a static twin, data, CLS and waves @bench', async ({
  page,
}) => {
  test.setTimeout(120_000 + PAGES.length * RUNS * 2 * 60_000);
  const loadBefore = loadavg()[0]!;
  await loginDoctor(page);
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    for (const text of ready) await page.locator('main').getByText(text).first().waitFor();
    const twin = await writeHeadingTwin(page);
    try {
      const site: HeadingPaint[] = [];
      const statics: HeadingPaint[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        site.push(await measureHeadingPaint(page, path, ready));
        statics.push(await measureHeadingPaint(page, twin.url));
      }
      console.log(
        `${path} (heading "${twin.heading}"): ${JSON.stringify(site)} twin ${JSON.stringify(statics)}`,
      );
      const heading = median(site.map((r) => r.headingMs));
      const twinHeading = median(statics.map((r) => r.headingMs));
      const ratio = heading / twinHeading;
      reportFigure({ name: `${path} heading paint (reload, throttled)`, value: heading, unit: 'ms' });
      reportFigure({ name: `${path} twin heading paint`, value: twinHeading, unit: 'ms' });
      reportFigure({
        name: `${path} heading ÷ twin`,
        value: ratio,
        unit: '×',
        target: `≤ ${RATIO_BAR} ×`,
        ok: ratio <= RATIO_BAR,
      });
      if (ready.length)
        reportFigure({
          name: `${path} data shown (reload, throttled)`,
          value: median(site.map((r) => r.readyMs!)),
          unit: 'ms',
        });
      const cls = median(site.map((r) => r.cls));
      reportFigure({ name: `${path} CLS (reload, throttled)`, value: cls, target: '< 0.05', ok: cls < 0.05 });
    } finally {
      twin.remove();
    }
    const { waves, chain, requests } = await measureWaves(page, path);
    console.log(`${path}: ${waves} waves over ${requests} requests: ${chain.join(' → ')}`);
    reportFigure({ name: `${path} request waves until its data (reload)`, value: waves, unit: 'waves' });
  }
  reportFigure({
    name: 'load average (1 min) before / after',
    value: loadBefore,
    unit: `/ ${loadavg()[0]!.toFixed(2)}`,
  });
});
