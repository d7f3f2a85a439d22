// The production serving rules, checked over HTTP against the nginx-served stack.
import { expect, stackState, test } from '../support';

test('the shell serves mf-config.json with no-cache, pointing at the running remotes', async ({
  request,
}) => {
  const state = stackState();
  const res = await request.get('/mf-config.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const body = (await res.json()) as { remotes: Record<string, string> };
  for (const [name, remote] of Object.entries(state.remotes)) {
    expect(body.remotes[name]).toBe(`${remote.url}/mf-manifest.json`);
  }
});

test('index.html is no-cache, hashed assets are immutable and gzipped', async ({ request }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
  // The app's scripts: a script's src, or the list the inline paint-first loader adds after the first paint.
  const scripts = [
    ...(await html.text()).matchAll(/<script[^>]+(?:src|data-scripts)=["']?([^"' >]+\.js)/g),
  ].map((m) => m[1]!);
  const hashed = scripts.filter((s) => /[.-][0-9a-f]{8,}\.js$/.test(s));
  expect(hashed.length, `hashed scripts in index.html: ${scripts.join(', ')}`).toBeGreaterThan(0);
  const asset = await request.get(hashed[0]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

test('missing assets and /favicon.ico are not answered with the SPA', async ({ request }) => {
  const res = await request.get('/static/does-not-exist.0123456789.js');
  expect(res.status()).toBe(404);
  const icon = await request.get('/favicon.ico');
  if (icon.status() === 200) expect(icon.headers()['content-type']).not.toContain('text/html');
  else expect(icon.status()).toBe(404);
});

test('each remote serves its manifest and remoteEntry.js with no-cache and CORS for the site', async ({
  request,
}) => {
  const state = stackState();
  for (const remote of Object.values(state.remotes)) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await request.get(`${remote.url}/${file}`, { headers: { origin: state.baseURL } });
      expect(res.status(), `${remote.name} ${file}`).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      expect(res.headers()['access-control-allow-origin']).toBe(state.baseURL);
    }
  }
});

test('/api is proxied to the API (health answers through the site)', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
});

test('the shell sends security headers on pages', async ({ request }) => {
  const res = await request.get('/about');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
