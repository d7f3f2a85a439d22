// The site under its Content-Security-Policy (deploy/security-headers.txt, served by nginx): pages of
// all three remotes and the sandbox checkout work with no violation. The `test` fixture fails a test
// on any violation (the securitypolicyviolation event, and Chromium's console message for it).
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, latestOtp, stackState, test, type RemoteName } from '../support';
import { PATHS } from '../support/paths';

const SHELL_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/dist');

/** Resolves when the page has loaded the remote's remoteEntry.js from the remote's own origin. */
function remoteEntryLoaded(page: Page, remote: RemoteName) {
  const url = `${new URL(stackState().remotes[remote].url).origin}/remoteEntry.js`;
  return page.waitForResponse((res) => res.url() === url && res.ok());
}

test('pages carry the CSP naming each running remote, and it is enforced (not report-only)', async ({
  request,
}) => {
  const state = stackState();
  const res = await request.get('/booking');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(res.headers()['content-security-policy-report-only']).toBeUndefined();
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  for (const remote of Object.values(state.remotes)) {
    const origin = new URL(remote.url).origin;
    for (const directive of ['script-src', 'connect-src'])
      expect(directives.get(directive), `${directive} names ${origin}`).toContain(origin);
  }
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers()['strict-transport-security']).toBeUndefined();
});

/** The CSP's sources of a directive, from a Content-Security-Policy header. */
const cspSources = (header: string, directive: string) =>
  header
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

/**
 * Script the CSP would refuse in an HTML document: inline <script> not allowed by one of `hashes` (the
 * 'sha256-…' sources of its script-src), on* handlers, javascript: URLs.
 */
function inlineScripts(html: string, hashes: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    const runs = !type || type === 'module' || /javascript|ecmascript/.test(type);
    const hash = `'sha256-${createHash('sha256')
      .update(m[2] ?? '')
      .digest('base64')}'`;
    if (runs && !/\bsrc=/i.test(attrs) && !hashes.includes(hash)) found.push(`inline <script${attrs}>`);
  }
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event handler attribute in ${tag.slice(0, 80)}`);
    if (/\b(href|src|action)\s*=\s*["']?\s*javascript:/i.test(tag))
      found.push(`javascript: URL in ${tag.slice(0, 80)}`);
  }
  return found;
}

test('every HTML document the build serves (prerendered pages, the SPA page) runs no inline script but the loader its CSP names', async ({
  request,
}) => {
  const documents = readdirSync(SHELL_DIST, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  expect(documents.length).toBeGreaterThan(0);
  // A frame (_frames/, composed with its remote's fragment at request time) is served at its route, never by
  // its file name: /c/_id.html is /c/{id}, private/ ones behind a login (a redirect to the login page here).
  const route = (file: string) =>
    file
      .replace(/^_frames\/(private\/)?/, '')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/(^|\/)_id(?=\/|$)/g, '$19876543210');
  const urls = [...new Set(documents.map((f) => `/${route(f)}`))];
  // Unknown routes get the SPA document (index.html, or spa.html when pages are prerendered).
  urls.push('/user/login', '/no-such-page');
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const hashes = cspSources(res.headers()['content-security-policy'] ?? '', 'script-src').filter((s) =>
      s.startsWith("'sha256-"),
    );
    // One inline script, the paint-first loader, in every page, allowed by exactly its hash.
    expect(hashes, url).toHaveLength(1);
    const html = await res.text();
    expect(inlineScripts(html), url).toHaveLength(1);
    expect(inlineScripts(html, hashes), url).toEqual([]);
  }
});

test('the inline-script check finds what the CSP would refuse', () => {
  expect(
    inlineScripts('<script defer src=/main.js></script><script type="application/ld+json">{}</script>'),
  ).toEqual([]);
  expect(inlineScripts('<script>alert(1)</script>')).toHaveLength(1);
  const allowed = `'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`;
  expect(inlineScripts('<script>alert(1)</script>', [allowed])).toEqual([]);
  expect(inlineScripts('<script>alert(2)</script>', [allowed])).toHaveLength(1);
  expect(inlineScripts('<script type=module>x()</script>')).toHaveLength(1);
  expect(inlineScripts('<img src=x.png onerror="alert(1)">')).toHaveLength(1);
  expect(inlineScripts('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
});

const PAGES: { path: string; remote: RemoteName; heading: string | RegExp }[] = [
  { path: '/', remote: 'mf_public_site', heading: /physiotherapy/i },
  { path: '/faqs', remote: 'mf_public_site', heading: /FAQ|Frequently/i },
  { path: '/contact', remote: 'mf_public_site', heading: /contact/i },
  { path: '/booking', remote: 'mf_booking', heading: 'Book a session' },
  { path: '/user/login', remote: 'mf_booking', heading: /login/i },
  { path: '/dashboard/login', remote: 'mf_doctor', heading: 'Doctor Login' },
];

for (const { path, remote, heading } of PAGES) {
  test(`${path} renders from ${remote} with no CSP violation`, async ({ page }) => {
    const entry = remoteEntryLoaded(page, remote);
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Prerendered pages show their heading before the remote loads and hydrates them.
    await entry;
    await page.waitForLoadState('networkidle');
  });
}

test('the sandbox checkout pays under the CSP: its script, its fetch and its form POST', async ({
  page,
  request,
}) => {
  test.slow();
  const mobile = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const email = `csp.${mobile}@example.in`;
  const main = page.locator('main');
  await page.goto(PATHS.booking);
  await main.getByLabel('Name', { exact: true }).fill('CSP Patient');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Quantity (sessions)').fill('1');
  await main.getByLabel('Problem', { exact: true }).selectOption('Back pain');
  await main.getByRole('button', { name: 'Let us call you to fix a time' }).click();
  await main.getByRole('button', { name: 'Book Now' }).click();

  const mobileDialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await mobileDialog.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  const since = new Date(Date.now() - 1000);
  await mobileDialog.getByRole('button', { name: 'GET OTP' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter the one-time code' });
  await codeDialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(await latestOtp(request, mobile, { since }));
  await codeDialog.getByRole('button', { name: 'VERIFY' }).click();
  await page.waitForURL('**/confirmbooking');

  const checkoutScript = page.waitForResponse((res) => res.url().includes('/checkout.js'));
  await main.getByRole('button', { name: 'Pay', exact: true }).click();
  expect(new URL((await checkoutScript).url()).pathname).toBe('/api/payments/sandbox/checkout.js');
  const checkout = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Success', exact: true }) });
  await checkout.getByRole('button', { name: 'Success', exact: true }).click();
  // The dialog POSTs a form to /api/payments/callback (form-action), which redirects here.
  await page.waitForURL('**/thankyou?**', { timeout: 20_000 });
  await expect(main.getByText(email)).toBeVisible();
});

test('a script the policy does not allow is blocked, and the fixture sees the violation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(PATHS.faqs);
  await expect(page.locator('main h1')).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true;';
    document.body.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => consoleErrors.errors.filter((e) => e.startsWith('CSP violation')))
    .toEqual([expect.stringContaining('script-src-elem blocked inline')]);
  consoleErrors.clear();
});
