// Figures for `npm run bench` (tagged @bench: left out of `npm test`): every page a visitor lands on
// from outside, on Lighthouse mobile (simulated throttling) against its static HTML twin (the page's
// own HTML without scripts; LIGHTHOUSE_TWIN=hero: its hero text alone, support/twin.ts), measured alternately in the same run, medians of LIGHTHOUSE_RUNS (5) each, with the
// machine's load printed (DESIGN.md §6). LIGHTHOUSE_ROUTES=/booking,/dashboard/login picks routes.
// LIGHTHOUSE_AFTER_RELEASE=1 measures them right after each remote alone was redeployed (a release
// built from a copy of its workspace, its heading changed, only its server restarted: README,
// composition contract), the home page included.
import { loadavg } from 'node:os';
import { baseURL, expect, test, VIEWPORTS, type RemoteName } from '../support';
import { HOME_PAGE_BARS, reportFigure } from '../support/bench';
import { medianFigures, runLighthouse, type LighthouseFigures } from '../support/lighthouse';
import {
  buildRelease,
  changeText,
  deployRelease,
  removeRelease,
  restoreRemote,
  type Release,
} from '../support/release';
import { TWIN_KIND, writeStaticTwin } from '../support/twin';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);
const AFTER_RELEASE = process.env.LIGHTHOUSE_AFTER_RELEASE === '1';
/**
 * Every route of spec §2 a person can land on from outside (the home page has its own bench:
 * foundation-lighthouse): each public page (one blog post and one condition stand for their kind),
 * the logins, and the plan pages a patient opens from a link.
 */
const ALL_ROUTES = [
  '/about',
  '/blog',
  '/blog/back-pain-myths',
  '/conditions-we-treat',
  '/conditions-we-treat/sciatica',
  '/faqs',
  '/terms',
  '/comingsoon',
  '/contact',
  '/booking',
  '/user/login',
  '/dashboard/login',
  '/bookphysio',
  '/c/9876543210',
];
const ROUTES =
  process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean) ??
  (AFTER_RELEASE ? ['/', ...ALL_ROUTES] : ALL_ROUTES);

test.use({ viewport: VIEWPORTS.phone });

/** Each remote's release: the heading of one of its pages changed, as a team ships a text. */
const RELEASES: { workspace: string; remote: RemoteName; from: string }[] = [
  {
    workspace: 'mf-public-site',
    remote: 'mf_public_site',
    from: 'Learn to be your strongest self with physiotherapy',
  },
  { workspace: 'mf-booking', remote: 'mf_booking', from: 'Book a session' },
  { workspace: 'mf-doctor', remote: 'mf_doctor', from: 'Doctor Login' },
];
const released: Release[] = [];

if (AFTER_RELEASE) {
  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000);
    for (const { workspace, remote, from } of RELEASES) {
      const release = buildRelease(workspace, [changeText(from, `${from} today`)]);
      released.push(release);
      await deployRelease(remote, release);
    }
  });
  test.afterAll(async () => {
    for (const { remote } of RELEASES) await restoreRemote(remote);
    for (const release of released) removeRelease(release);
  });
}

/**
 * Issue 30: the landing-page bars in Hindi too, for a visitor whose physio_lang cookie says Hindi (the
 * page servers answer the Hindi prerendered page at the same URL; its twin is that Hindi HTML):
 * LIGHTHOUSE_HINDI_ROUTES (default the home page and /booking; empty for none).
 */
const HINDI_ROUTES = process.env.LIGHTHOUSE_HINDI_ROUTES?.split(',').filter(Boolean) ?? ['/', '/booking'];
const HINDI_COOKIE = 'physio_lang=hi';

const RUNS_FOR = [
  ...ROUTES.map((route) => ({ route, hindi: false })),
  ...HINDI_ROUTES.map((route) => ({ route, hindi: true })),
];

for (const { route, hindi } of RUNS_FOR) {
  const inHindi = hindi ? ' in Hindi' : '';
  test(`Lighthouse mobile: ${route}${inHindi} against its static twin @bench`, async ({ page, request }) => {
    test.setTimeout(60_000 + RUNS * 2 * 120_000);
    const loadBefore = loadavg()[0]!;
    const cookie = hindi ? HINDI_COOKIE : '';
    if (hindi) await page.context().addCookies([{ name: 'physio_lang', value: 'hi', url: baseURL() }]);
    const twin = await writeStaticTwin(page, route, TWIN_KIND, cookie);
    const landedOn = new URL(page.url()).pathname;
    try {
      const twinHtml = await (await request.get(twin.url)).text();
      expect(twinHtml).not.toContain('<script');
      if (hindi) expect(twinHtml).toMatch(/<html lang="hi"/);
      const site: LighthouseFigures[] = [];
      const statics: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        site.push(await runLighthouse(`${baseURL()}${route}`, { cookie }));
        statics.push(await runLighthouse(twin.url, { cookie }));
      }
      for (const [i, run] of site.entries()) console.log(`run ${i + 1}: ${route} ${JSON.stringify(run)}`);
      for (const [i, run] of statics.entries()) console.log(`run ${i + 1}: twin ${JSON.stringify(run)}`);
      const s = medianFigures(site);
      const t = medianFigures(statics);
      const ratio = s.lcpMs / t.lcpMs;
      const bars = HOME_PAGE_BARS;
      const name = (what: string) =>
        `Lighthouse ${route}${inHindi}${landedOn !== route ? ` (lands on ${landedOn})` : ''}${AFTER_RELEASE ? ' after a release' : ''} ${what}`;
      reportFigure({
        name: name('score'),
        value: s.score,
        target: `≥ ${bars.performanceScore}`,
        ok: s.score >= bars.performanceScore,
      });
      reportFigure({ name: name('LCP'), value: s.lcpMs, unit: 'ms' });
      reportFigure({ name: name(`twin (${TWIN_KIND}) LCP`), value: t.lcpMs, unit: 'ms' });
      reportFigure({
        name: name('LCP ÷ twin'),
        value: ratio,
        unit: '×',
        target: `≤ ${bars.lcpRatio} ×`,
        ok: ratio <= bars.lcpRatio,
      });
      reportFigure({ name: name('CLS'), value: s.cls, target: `< ${bars.cls}`, ok: s.cls < bars.cls });
      reportFigure({ name: name('TBT'), value: s.tbtMs, unit: 'ms' });
      reportFigure({
        name: name('load average before / after'),
        value: loadBefore,
        unit: `/ ${loadavg()[0]!.toFixed(2)}`,
      });
    } finally {
      twin.remove();
    }
  });
}
