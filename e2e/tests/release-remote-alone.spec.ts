// Each remote ships alone (issue 24, README: composition contract): a team edits its remote, builds
// only it (its own `npm run build`, which prerenders its pages) and restarts only its server. The
// very next page has the new text in its HTML; the app hydrates that HTML instead of replacing it
// (the swap check below sees what no CLS figure can); no preload misses a chunk; what was typed
// before the app ran stays, with the focus and the caret. A release deployed while a visitor's page
// was loading (it renamed a field) is rendered anew by React, and the typed values follow their
// fields. A release built against an incompatible shared-ui shows the unavailable panel.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, stackState, test, VIEWPORTS, type RemoteName } from '../support';
import {
  buildRelease,
  changeText,
  deployRelease,
  removeRelease,
  replaceText,
  restoreRemote,
  type Edit,
  type Release,
} from '../support/release';
import {
  appTookOver,
  focusedField,
  holdApiCalls,
  PRERENDERED_ROOT,
  rememberServedElements,
  servedElementsReplaced,
  slowPageHoldingTheApp,
} from '../support/takeover';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** shared-ui's next major version: a release built against it does not fit the shell's. */
const SHELL_SHARED_UI = (
  JSON.parse(readFileSync(path.join(ROOT, 'shared-ui/package.json'), 'utf8')) as { version: string }
).version;
const NEXT_SHARED_UI = `${Number(SHELL_SHARED_UI.split('.')[0]) + 1}.0.0`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.use({ viewport: VIEWPORTS.phone });
test.describe.configure({ mode: 'serial' });

/** Requests to the remote that failed or answered 400+: a preload of a chunk the release no longer has. */
function remoteMisses(page: Page, name: RemoteName): string[] {
  const origin = new URL(stackState().remotes[name].url).port;
  const misses: string[] = [];
  const ours = (url: string) => new URL(url).port === origin;
  page.on('response', (r) => {
    if (ours(r.url()) && r.status() >= 400) misses.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    if (ours(r.url())) misses.push(`${r.failure()?.errorText} ${r.url()}`);
  });
  return misses;
}

/** The text of the page's h1 as the running site composes it for `path` (read from its HTML). */
async function composedHeading(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(main)?.[1];
  if (!heading) throw new Error(`${path}: no h1 in the composed <main>`);
  return heading;
}

interface Journey {
  workspace: string;
  remote: RemoteName;
  path: string;
  /** Fields typed into before the app runs: [label, text]. */
  typing: [string, string][];
  /** More of the release than its heading. */
  edits?: Edit[];
}

const JOURNEYS: Journey[] = [
  {
    workspace: 'mf-booking',
    remote: 'mf_booking',
    path: '/booking',
    // Last the Name: an email field has no caret to keep (no selection API).
    typing: [
      ['Email', 'asha@example.in'],
      ['Name', 'Asha Rao'],
    ],
    // The release also renames a field's name attribute (its label stays): the next test loads a
    // page from the release before it and lets this one take it over.
    edits: [replaceText("{...field('email')}", '{...field(\'email\')}\n          name="emailAddress"')],
  },
  {
    workspace: 'mf-doctor',
    remote: 'mf_doctor',
    path: '/dashboard/login',
    typing: [['Mobile number', '9000000001']],
  },
  { workspace: 'mf-public-site', remote: 'mf_public_site', path: '/', typing: [] },
];

const releases = new Map<string, Release>();

test.afterAll(() => {
  for (const release of releases.values()) removeRelease(release);
});

for (const journey of JOURNEYS) {
  test(`${journey.workspace} shipped alone: the next ${journey.path} has its new text, hydrated, typing kept`, async ({
    context,
    request,
  }) => {
    test.setTimeout(10 * 60_000);
    const before = await composedHeading(request, journey.path);
    const after = `${before} (new release)`;
    const release = buildRelease(journey.workspace, [changeText(before, after), ...(journey.edits ?? [])]);
    releases.set(journey.workspace, release);
    try {
      await deployRelease(journey.remote, release);
      // The very next request: no shell build, no cache to wait for.
      expect(await composedHeading(request, journey.path)).toBe(after);

      const { page, startApp } = await slowPageHoldingTheApp(context);
      const misses = remoteMisses(page, journey.remote);
      const releaseApi = await holdApiCalls(page);
      await page.goto(journey.path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
      await expect(page.locator('main h1').first()).toHaveText(after); // the first paint
      await rememberServedElements(page);
      const main = page.locator('main');
      for (const [label, text] of journey.typing)
        await main.getByLabel(label, { exact: true }).pressSequentially(text);
      const last = journey.typing.at(-1);
      if (last) await page.keyboard.press('ArrowLeft');
      await expect(page.locator(PRERENDERED_ROOT), 'the app must not have started yet').toHaveCount(1);

      startApp();
      await appTookOver(page);
      await expect(page.locator('main h1').first()).toHaveText(after);
      expect(await servedElementsReplaced(page), 'the app kept the composed page (no swap)').toMatchObject({
        replaced: 0,
      });
      releaseApi();
      for (const [label, text] of journey.typing)
        await expect(main.getByLabel(label, { exact: true })).toHaveValue(text);
      if (last) expect(await focusedField(page)).toEqual({ label: last[0], caret: last[1].length - 1 });
      await page.waitForLoadState('networkidle');
      expect(misses, 'requests to the remote that missed').toEqual([]);
      await page.close();
    } finally {
      await restoreRemote(journey.remote);
    }
  });
}

test('a release deployed while the page loads (a field renamed): React renders it anew, the typed values follow their fields', async ({
  context,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const release = releases.get('mf-booking');
  // Serial: the journey above built this release (run the file whole, not this test alone).
  if (!release) throw new Error('needs the mf-booking release of the journey above');
  const { page, startApp } = await slowPageHoldingTheApp(context);
  // The browser asks the remote for nothing before the deploy (the loader preloads it after the
  // first paint: those files would be the release the HTML came from, which hydrates as it is).
  const remotePort = new URL(stackState().remotes.mf_booking.url).port;
  let releaseRemote!: () => void;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await page.route(
    (url) => url.port === remotePort,
    async (route) => {
      await remoteHeld;
      await route.continue();
    },
  );
  try {
    await page.goto('/booking', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main input[name="email"]')).toHaveCount(1);
    await rememberServedElements(page);
    const main = page.locator('main');
    await main.getByLabel('Email', { exact: true }).pressSequentially('ravi@example.in');
    await main.getByLabel('Name', { exact: true }).pressSequentially('Ravi Kumar');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');

    await deployRelease('mf_booking', release!);
    expect(await composedHeading(request, '/booking')).toMatch(/\(new release\)$/);
    releaseRemote();
    startApp();
    await appTookOver(page);
    await expect(main.locator('h1').first()).toHaveText(/\(new release\)$/);
    // Other text: React rendered the page anew (the swap the check is for), the renamed field included.
    expect((await servedElementsReplaced(page)).replaced).toBeGreaterThan(0);
    await expect(main.locator('input[name="emailAddress"]')).toHaveValue('ravi@example.in');
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
    expect(await focusedField(page)).toEqual({ label: 'Name', caret: 'Ravi Kumar'.length - 2 });
    // The app's state has them: the draft it saves on every change.
    const draft = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('physio.bookingDraft') ?? '{}'),
    );
    expect(draft).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.in' });
  } finally {
    await page.close();
    await restoreRemote('mf_booking');
  }
});

test.describe('a release built against a shared-ui the shell does not provide', () => {
  test.use({
    allowedConsoleErrors: [
      new RegExp(
        `was built against @physio/shared-ui \\^${escaped(NEXT_SHARED_UI)}, but the shell provides ${escaped(SHELL_SHARED_UI)}`,
      ),
    ],
  });

  test('shows the unavailable panel with a clear console message, and check-singletons names the pair', async ({
    page,
  }) => {
    test.setTimeout(5 * 60_000);
    const release = buildRelease('mf-booking', [], { sharedUiVersion: NEXT_SHARED_UI });
    releases.set(`mf-booking (shared-ui ${NEXT_SHARED_UI})`, release);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    try {
      const check = spawnSync(
        process.execPath,
        ['scripts/check-singletons.mjs', '--dist', `mf-booking=${release.dist}`],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(check.status).toBe(1);
      expect(check.stdout).toContain(
        `FAIL mf_booking was built against @physio/shared-ui ^${NEXT_SHARED_UI}, but the shell provides ${SHELL_SHARED_UI}`,
      );

      await deployRelease('mf_booking', release);
      await page.goto('/booking');
      await expect(page.getByText(/this part of the site is unavailable right now/i)).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      // Logged once the panel is up (the words come with a chunk fetched only when a page fails).
      await expect
        .poll(() =>
          messages.filter((m) =>
            m.includes(`[shell] mf_booking was built against @physio/shared-ui ^${NEXT_SHARED_UI}`),
          ),
        )
        .toHaveLength(1);
      // The other remotes are not touched.
      await page.goto('/dashboard/login');
      await expect(page.getByRole('heading', { name: 'Doctor Login' })).toBeVisible();
    } finally {
      await restoreRemote('mf_booking');
    }
  });
});
