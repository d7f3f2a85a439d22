// Figures for `npm run bench` (tagged @bench: left out of `npm test`): Lighthouse mobile with
// simulated throttling on the nginx-served home page and on its static HTML twin (support/twin.ts),
// measured alternately in the same run (DESIGN.md §6). Medians of LIGHTHOUSE_RUNS runs each (5).
import { loadavg } from 'node:os';
import { baseURL, expect, test, VIEWPORTS } from '../support';
import { HOME_PAGE_BARS, reportFigure } from '../support/bench';
import { medianFigures, runLighthouse, type LighthouseFigures } from '../support/lighthouse';
import { TWIN_KIND, writeStaticTwin } from '../support/twin';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);

test.use({ viewport: VIEWPORTS.phone });

test('Lighthouse mobile: home page against its static twin @bench', async ({ page, request }) => {
  test.setTimeout(60_000 + RUNS * 2 * 90_000);
  const loadBefore = loadavg()[0]!;
  const twin = await writeStaticTwin(page, '/');
  try {
    const served = await (await request.get(twin.url)).text();
    expect(served).toContain(twin.text.slice(0, 40));
    expect(served).not.toContain('<script');

    const home: LighthouseFigures[] = [];
    const statics: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      home.push(await runLighthouse(`${baseURL()}/`));
      statics.push(await runLighthouse(twin.url));
    }
    for (const [i, run] of home.entries()) console.log(`run ${i + 1}: / ${JSON.stringify(run)}`);
    for (const [i, run] of statics.entries()) console.log(`run ${i + 1}: twin ${JSON.stringify(run)}`);
    const site = medianFigures(home);
    const baseline = medianFigures(statics);
    const ratio = site.lcpMs / baseline.lcpMs;
    const bars = HOME_PAGE_BARS;
    const name = (what: string) => `Lighthouse mobile / ${what} (median of ${RUNS})`;

    reportFigure({
      name: name('performance score'),
      value: site.score,
      target: `≥ ${bars.performanceScore}`,
      ok: site.score >= bars.performanceScore,
    });
    reportFigure({ name: name('LCP'), value: site.lcpMs, unit: 'ms' });
    reportFigure({
      name: `Lighthouse mobile static twin (${TWIN_KIND}) LCP`,
      value: baseline.lcpMs,
      unit: 'ms',
    });
    reportFigure({
      name: 'Lighthouse mobile LCP / ÷ static twin',
      value: ratio,
      unit: '×',
      target: `≤ ${bars.lcpRatio} ×`,
      ok: ratio <= bars.lcpRatio,
    });
    reportFigure({ name: name('FCP'), value: site.fcpMs, unit: 'ms' });
    reportFigure({
      name: name('CLS'),
      value: site.cls,
      target: `< ${bars.cls}`,
      ok: site.cls < bars.cls,
    });
    reportFigure({ name: name('TBT'), value: site.tbtMs, unit: 'ms' });
    // Bodies and response headers: the bar (bodies, gzipped) is judged by foundation-first-load.
    reportFigure({ name: name('JS transferred incl. headers'), value: site.scriptKB, unit: 'KB' });
    reportFigure({ name: 'Lighthouse static twin JS files', value: baseline.scriptFiles, unit: 'files' });
    reportFigure({ name: 'load average (1 min) before Lighthouse', value: loadBefore });
    reportFigure({ name: 'load average (1 min) after Lighthouse', value: loadavg()[0]! });
  } finally {
    twin.remove();
  }
});
