// The serving rules (DESIGN.md §2, §5) checked against both servers that apply them: the Node
// static server of `npm start` and deploy/nginx rendered for Debian's nginx (as in the containers).
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { gunzipSync, gzipSync } from 'node:zlib';
import { findNginx, prepareNginx, startNginx, stopNginx, testNginxConfig } from '../lib/nginx.mjs';
import {
  GATED_PAGE_CACHE,
  isGatedPath,
  LOGIN_RETURN_PARAM,
  loginUrlFor,
  PATIENT_LOGIN_PATH,
  SESSION_HINT_COOKIE,
  SESSION_HINT_VALUE,
} from '../lib/page-routes.mjs';
import { FRAMES_DIR, ROUTE_MAP_FILE } from '../lib/frames.mjs';
import { shellSecurityHeaders } from '../lib/security-headers.mjs';
import { createStaticServer, listen } from '../lib/static-server.mjs';

const ORIGIN = 'http://localhost:18999';
const HSTS = 'max-age=63072000; includeSubDomains';
const RAZORPAY = {
  checkout: 'https://checkout.razorpay.com',
  cdn: 'https://cdn.razorpay.com',
  api: 'https://api.razorpay.com',
  lumberjack: 'https://lumberjack.razorpay.com',
  metrics: 'https://lumberjack-metrics.razorpay.com',
};
// The remotes of the mf-config.json written below (REMOTE_BOOKING_URL moved to a CDN path).
const REMOTES = ['http://localhost:3001', 'http://cdn.example', 'http://localhost:3003'];
// The shell build's inline loader, allowed by its hash (csp-script-hashes.txt, written below).
const LOADER_HASH = "'sha256-0123456789abcdefABCDEF+/0123456789abcdefABC='";
// The whole policy: every source the site may use, and nothing else.
const EXPECTED_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'", LOADER_HASH, ...REMOTES, RAZORPAY.checkout, RAZORPAY.cdn],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', ...REMOTES, RAZORPAY.cdn],
  'font-src': ["'self'", ...REMOTES],
  'connect-src': ["'self'", ...REMOTES, RAZORPAY.api, RAZORPAY.lumberjack, RAZORPAY.metrics],
  'frame-src': [RAZORPAY.api],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'", RAZORPAY.api],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
};

function parseCsp(header) {
  return Object.fromEntries(
    header.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const PRECOMPRESSED_JS = gzipSync(BIG_JS, { level: 1 });

/**
 * The shell's build: spa.html, and a frame per route with its routes.map (README: composition
 * contract; these frames hold no SSI, composition.test.mjs checks that part); a remote's: its files
 * and index.html for its standalone page.
 */
const FRAMES = {
  '/': ['index.html', 'frame /'],
  '/about': ['about.html', 'frame /about'],
  '/blog/:id': ['blog/_id.html', 'frame /blog/:id'],
  '/c/:id': ['c/_id.html', 'frame /c/:id'],
  '/bookphysio': ['bookphysio.html', 'frame /bookphysio'],
  '/user/login': ['user/login.html', 'frame /user/login'],
  '/dashboard/login': ['dashboard/login.html', 'frame /dashboard/login'],
  '/dashboard': ['private/dashboard.html', 'frame /dashboard'],
  '/user/dashboard/:id': ['private/user/dashboard/_id.html', 'frame /user/dashboard/:id'],
  '/doctor/profile/:id': ['private/doctor/profile/_id.html', 'frame /doctor/profile/:id'],
};
const regexOf = (route) => (route === '/' ? '^/$' : `^${route.replace(/:id/g, '[A-Za-z0-9_~-]+')}/?$`);

function makeSite(dir, kind) {
  mkdirSync(dir, { recursive: true });
  if (kind === 'shell') {
    writeFileSync(path.join(dir, 'spa.html'), `<!doctype html><title>shell</title><div id="root"></div>`);
    const frames = path.join(dir, FRAMES_DIR);
    for (const [file, title] of Object.values(FRAMES)) {
      mkdirSync(path.dirname(path.join(frames, file)), { recursive: true });
      writeFileSync(path.join(frames, file), `<!doctype html><title>${title}</title>`);
    }
    const map = Object.entries(FRAMES).map(
      ([route, [file]]) => `~*${regexOf(route)} /${FRAMES_DIR}/${file};`,
    );
    writeFileSync(path.join(frames, ROUTE_MAP_FILE), `${map.join('\n')}\n`);
  } else {
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${kind}</title><div id="root"></div>`);
    writeFileSync(path.join(dir, 'remoteEntry.js'), BIG_JS);
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mf_test"}');
    writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset>public site</urlset>');
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nSitemap: /sitemap.xml\n');
  }
  writeFileSync(path.join(dir, 'main.0123456789.js'), BIG_JS);
  // A build's precompressed twin (build-tools/precompress.cjs), here at gzip level 1 to tell it from the server's own.
  writeFileSync(path.join(dir, 'twin.0123456789.js'), BIG_JS);
  writeFileSync(path.join(dir, 'twin.0123456789.js.gz'), PRECOMPRESSED_JS);
}

/** GET without redirects or automatic decompression: headers exactly as sent. */
function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
}

/** A request on a keep-alive agent; `reused` tells whether it went over a connection opened before. */
function request(agent, port, { method = 'GET', path: urlPath, body, chunked = false }) {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json' };
    if (body && !chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          reused: req.reusedSocket,
        }),
      );
    });
    req.on('error', reject);
    // The server may answer before the whole body is sent; the rest may then meet a closed socket.
    req.on('error', () => undefined);
    if (body) {
      if (chunked) for (let i = 0; i < body.length; i += 65536) req.write(body.slice(i, i + 65536));
      else req.write(body);
    }
    req.end();
  });
}

function freePort() {
  return new Promise((resolve) => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A browser the API has signed in: it holds the session hint cookie. */
const SIGNED_IN = { cookie: `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}` };

// page-routes.mjs runs in Node without a TypeScript step, so it copies these names: they must agree.
test('the page servers use the TypeScript names of the hint cookie, the login path and its parameter', () => {
  const read = (file) => readFileSync(path.resolve(file), 'utf8');
  const hint = read('shared-contracts/src/session-hint.ts');
  assert.match(hint, new RegExp(`SESSION_HINT_COOKIE = '${SESSION_HINT_COOKIE}';`));
  assert.match(hint, new RegExp(`SESSION_HINT_VALUE = '${SESSION_HINT_VALUE}';`));
  assert.match(read('shared-contracts/src/paths.ts'), new RegExp(`patientLogin: '${PATIENT_LOGIN_PATH}',`));
  assert.match(
    read('mf-booking/src/features/book-physio/loginReturn.ts'),
    new RegExp(`LOGIN_RETURN_PARAM = '${LOGIN_RETURN_PARAM}';`),
  );
  const nginx = read('deploy/nginx/shell.conf.template');
  assert.match(nginx, new RegExp(`map \\$cookie_${SESSION_HINT_COOKIE} `));
  // nginx names the login route's frame file (the shell's build writes it as routes.map says).
  const loginFrame = `/${FRAMES_DIR}/${FRAMES[PATIENT_LOGIN_PATH][0]}`;
  assert.match(
    nginx,
    new RegExp(`map \\$physio_login_in_place \\$physio_gated_frame \\{\\s+"1" +${loginFrame};`),
  );
  assert.match(nginx, new RegExp(`"${SESSION_HINT_VALUE}" +"";`));
});

const nginxBin = findNginx();
const implementations = [
  { name: 'node static server (npm start)', kind: 'node' },
  {
    name: 'nginx with deploy/nginx templates',
    kind: 'nginx',
    skip: nginxBin ? false : 'nginx is not installed (apt-get install -y nginx)',
  },
];

for (const impl of implementations) {
  describe(impl.name, { skip: impl.skip }, () => {
    let dir;
    let api;
    let shellPort;
    let remotePort;
    let productionPort;
    const stops = [];

    before(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'physio-serving-'));
      const shellRoot = path.join(dir, 'shell');
      const remoteRoot = path.join(dir, 'remote');
      makeSite(shellRoot, 'shell');
      makeSite(remoteRoot, 'remote');
      writeFileSync(path.join(shellRoot, 'csp-script-hashes.txt'), `${LOADER_HASH}\n`);
      execFileSync('sh', [path.resolve('deploy/docker/40-mf-config.sh')], {
        env: { ...process.env, DOC_ROOT: shellRoot, REMOTE_BOOKING_URL: 'http://cdn.example/booking/' },
      });
      api = http.createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            path: req.url,
            method: req.method,
            forwarded: req.headers['x-forwarded-for'] ?? null,
          }),
        );
      });
      await listen(api, 0, '127.0.0.1');
      const apiPort = api.address().port;
      shellPort = await freePort();
      remotePort = await freePort();
      productionPort = await freePort();
      const remoteUrl = `http://127.0.0.1:${remotePort}`;
      const fragments = { mf_public_site: remoteUrl, mf_booking: remoteUrl, mf_doctor: remoteUrl };
      if (impl.kind === 'node') {
        const shellOptions = {
          root: shellRoot,
          spa: true,
          apiTarget: `http://127.0.0.1:${apiPort}`,
          fragments,
        };
        const shell = createStaticServer({
          ...shellOptions,
          securityHeaders: shellSecurityHeaders(shellRoot, {}),
        });
        const production = createStaticServer({
          ...shellOptions,
          securityHeaders: shellSecurityHeaders(shellRoot, { STRICT_TRANSPORT_SECURITY: HSTS }),
        });
        const remote = createStaticServer({ root: remoteRoot, spa: true, corsOrigins: [ORIGIN] });
        await listen(shell, shellPort, '127.0.0.1');
        await listen(production, productionPort, '127.0.0.1');
        await listen(remote, remotePort, '127.0.0.1');
        stops.push(
          () => shell.close(),
          () => production.close(),
          () => remote.close(),
        );
      } else {
        const shellVars = {
          DOC_ROOT: shellRoot,
          API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
          REMOTE_PUBLIC_SITE_INTERNAL_URL: remoteUrl,
          REMOTE_BOOKING_INTERNAL_URL: remoteUrl,
          REMOTE_DOCTOR_INTERNAL_URL: remoteUrl,
        };
        const shell = prepareNginx({
          name: 'shell',
          template: 'shell',
          baseDir: dir,
          vars: { ...shellVars, LISTEN_PORT: shellPort },
        });
        const production = prepareNginx({
          name: 'shell-production',
          template: 'shell',
          baseDir: dir,
          vars: { ...shellVars, LISTEN_PORT: productionPort, STRICT_TRANSPORT_SECURITY: HSTS },
        });
        const remote = prepareNginx({
          name: 'remote',
          template: 'remote',
          baseDir: dir,
          vars: { LISTEN_PORT: remotePort, DOC_ROOT: remoteRoot, SHELL_ORIGIN: ORIGIN },
        });
        for (const inst of [shell, production, remote]) {
          const check = await testNginxConfig(inst, nginxBin);
          assert.ok(check.ok, check.output);
          await startNginx(inst, { bin: nginxBin });
          stops.push(() => stopNginx(inst));
        }
      }
    });

    after(async () => {
      for (const stop of stops) await stop();
      api?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    test('page paths no route answers get the SPA page with no-cache and security headers', async () => {
      for (const p of ['/booking', '/user/profile/9876543210', '/doctor/payout/9000000001', '/blog/1/2']) {
        const res = await get(shellPort, p);
        assert.equal(res.status, 200, p);
        assert.match(res.body.toString(), /<title>shell<\/title>/, p);
        assert.equal(res.headers['cache-control'], 'no-cache', p);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
        assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
      }
    });

    test('every shell response carries the security headers, pages and files alike', async () => {
      const paths = [
        '/',
        '/booking',
        '/about',
        '/main.0123456789.js',
        '/robots.txt',
        '/sitemap.xml',
        '/mf-config.json',
      ];
      for (const p of [...paths, '/images/missing.png']) {
        const res = await get(shellPort, p);
        assert.ok(res.headers['content-security-policy'], `${p}: Content-Security-Policy`);
        assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
        assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
      }
    });

    test('the CSP allows the site, the configured remotes and Razorpay, and nothing else', async () => {
      const res = await get(shellPort, '/booking');
      const csp = parseCsp(res.headers['content-security-policy']);
      assert.deepEqual(csp, EXPECTED_CSP);
      for (const [directive, sources] of Object.entries(csp)) {
        assert.ok(!sources.includes("'unsafe-eval'"), `${directive} allows eval`);
        assert.ok(!sources.some((src) => /^(\*|https?:|\S*\*\S*)$/.test(src)), `${directive}: ${sources}`);
      }
    });

    test('HSTS only when STRICT_TRANSPORT_SECURITY is set (production)', async () => {
      const local = await get(shellPort, '/');
      assert.equal(local.headers['strict-transport-security'], undefined);
      for (const p of ['/', '/about', '/main.0123456789.js']) {
        const res = await get(productionPort, p);
        assert.equal(res.headers['strict-transport-security'], HSTS, p);
        assert.deepEqual(parseCsp(res.headers['content-security-policy']), EXPECTED_CSP, p);
      }
    });

    test("a page path gets its route's frame (routes.map): any case, a trailing slash, every id", async () => {
      for (const [p, title] of [
        ['/about', 'frame /about'],
        ['/about/', 'frame /about'],
        ['/ABOUT', 'frame /about'],
        ['/', 'frame /'],
        ['/blog/back-pain-myths', 'frame /blog/:id'],
        ['/blog/1', 'frame /blog/:id'],
      ]) {
        const res = await get(shellPort, p);
        assert.equal(res.status, 200, p);
        assert.match(res.body.toString(), new RegExp(`<title>${title}</title>`), p);
        assert.equal(res.headers['cache-control'], 'no-cache', p);
        assert.equal(res.headers.etag, undefined, p); // its body depends on the remotes
        assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
      }
    });

    test('frames and the fragments location are never served by their own URL', async () => {
      for (const p of [
        '/_frames/about.html',
        '/_frames/routes.map',
        '/_frames/',
        '/_fragments/mf_booking/build.txt',
      ]) {
        const res = await get(shellPort, p);
        assert.equal(res.status, 404, p);
        assert.doesNotMatch(res.body.toString(), /<title>frame/, p);
      }
    });

    test("the public site's sitemap and robots.txt come from the public site", async () => {
      const sitemap = await get(shellPort, '/sitemap.xml');
      assert.equal(sitemap.status, 200);
      assert.equal(sitemap.body.toString(), '<urlset>public site</urlset>');
      assert.equal(sitemap.headers['cache-control'], 'no-cache');
      assert.equal(sitemap.headers['x-frame-options'], 'SAMEORIGIN');
      const robots = await get(shellPort, '/robots.txt');
      assert.match(robots.body.toString(), /^User-agent: \*/);
    });

    test('every /c/<id> gets the one frame of the plan page; other paths under /c do not', async () => {
      for (const p of ['/c/9876543210', '/c/9876543210/', '/c/123']) {
        // A signed-in visitor (without the hint a 10-character id is sent to the login: below).
        const res = await get(shellPort, p, SIGNED_IN);
        assert.equal(res.status, 200, p);
        assert.match(res.body.toString(), /<title>frame \/c\/:id<\/title>/, p);
        assert.equal(res.headers['cache-control'], isGatedPath(p) ? GATED_PAGE_CACHE : 'no-cache', p);
        assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
        assert.deepEqual(parseCsp(res.headers['content-security-policy']), EXPECTED_CSP, p);
      }
      // Deeper paths are not the route: the SPA page (its not-found), and a file-like path a real 404.
      const deeper = await get(shellPort, '/c/9876543210/more');
      assert.equal(deeper.status, 200);
      assert.match(deeper.body.toString(), /<title>shell<\/title>/);
      assert.equal((await get(shellPort, '/c/plan.js')).status, 404);
    });

    test('the pages behind a login get their frame, kept by no shared cache', async () => {
      for (const [p, route] of [
        ['/dashboard', '/dashboard'],
        ['/dashboard/', '/dashboard'],
        ['/user/dashboard/9876543210', '/user/dashboard/:id'],
        ['/user/dashboard/9876543210/', '/user/dashboard/:id'],
        ['/doctor/profile/9000000001', '/doctor/profile/:id'],
      ]) {
        const res = await get(shellPort, p);
        assert.equal(res.status, 200, p);
        assert.match(res.body.toString(), new RegExp(`<title>frame ${route}</title>`), p);
        assert.equal(res.headers['cache-control'], 'private, no-cache', p);
        assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
        assert.deepEqual(parseCsp(res.headers['content-security-policy']), EXPECTED_CSP, p);
      }
      // Neighbours keep their own documents and headers: the doctor login, deeper paths (the SPA page).
      const login = await get(shellPort, '/dashboard/login');
      assert.equal(login.headers['cache-control'], 'no-cache');
      assert.match(login.body.toString(), /<title>frame \/dashboard\/login<\/title>/);
      for (const p of ['/user/dashboard/9876543210/more', '/doctor/profile/9000000001/x']) {
        const res = await get(shellPort, p);
        assert.match(res.body.toString(), /<title>shell<\/title>/, p);
        assert.equal(res.headers['cache-control'], 'no-cache', p);
      }
    });

    test('a book-physio page without the session hint: the patient login page in its place, never stored', async () => {
      const cases = [
        ['/c/9876543210', '/user/login?from=%2Fc%2F9876543210'],
        ['/c/9876543210/', '/user/login?from=%2Fc%2F9876543210'],
        ['/c/AB_cd-9~xy', '/user/login?from=%2Fc%2FAB_cd-9~xy'],
        ['/bookphysio', '/user/login?from=%2Fbookphysio'],
        ['/bookphysio/', '/user/login?from=%2Fbookphysio'],
        ['/bookphysio?utm_source=ad', '/user/login?from=%2Fbookphysio'],
      ];
      const noHint = [{}, { cookie: 'other=1' }, { cookie: `${SESSION_HINT_COOKIE}=0; other=1` }];
      for (const [p, loginUrl] of cases) {
        // The URL the login page's loader shows (shell/src/prerender/paintFirst.ts showLoginUrl).
        const [pathname, search = ''] = p.split('?');
        assert.equal(loginUrlFor(pathname, search && `?${search}`), loginUrl, p);
        for (const headers of noHint) {
          const res = await get(shellPort, p, headers);
          assert.equal(res.status, 200, `${p} ${JSON.stringify(headers)}`);
          assert.match(res.body.toString(), /<title>frame \/user\/login<\/title>/, p);
          assert.equal(res.headers['cache-control'], 'no-store', p);
          assert.match(res.headers.vary ?? '', /\bCookie\b/, p);
          assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
          assert.ok(res.headers['content-security-policy'], p);
        }
      }
    });

    test('a book-physio page with the session hint: the page, private and varying by cookie', async () => {
      for (const [p, title] of [
        ['/c/9876543210', 'frame /c/:id'],
        ['/bookphysio', 'frame /bookphysio'],
        ['/bookphysio/', 'frame /bookphysio'],
      ]) {
        for (const cookie of [SIGNED_IN.cookie, `a=b; ${SIGNED_IN.cookie}; c=d`]) {
          const res = await get(shellPort, p, { cookie, 'accept-encoding': 'gzip' });
          assert.equal(res.status, 200, p);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
          assert.match(body.toString(), new RegExp(`<title>${title}</title>`), p);
          assert.equal(res.headers['cache-control'], 'private, no-cache', p);
          assert.match(res.headers.vary ?? '', /\bCookie\b/, p);
          assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', p);
        }
      }
    });

    test('what the client guard decides is not gated: other ids, /bookphysio?id=, other pages', async () => {
      for (const [p, title] of [
        ['/c/123', 'frame /c/:id'], // "not registered" comes before the login
        ['/c/98765432100', 'frame /c/:id'],
        ['/c/98765%2043210', 'shell'], // not a character of an id: the SPA page, whose page decides
        ['/bookphysio?id=123', 'frame /bookphysio'],
        ['/bookphysio?id=9876543210', 'frame /bookphysio'],
        ['/user/login?from=%2Fbookphysio', 'frame /user/login'],
      ]) {
        const res = await get(shellPort, p);
        assert.equal(res.status, 200, p);
        assert.match(res.body.toString(), new RegExp(`<title>${title}</title>`), p);
      }
    });

    test('missing files are real 404s, never the SPA (favicon, assets)', async () => {
      for (const p of ['/favicon.ico', '/main.deadbeef00.js', '/images/missing.png']) {
        const res = await get(shellPort, p);
        assert.equal(res.status, 404, p);
        assert.doesNotMatch(res.body.toString(), /<title>shell/, p);
      }
    });

    test('hashed assets are immutable for a year and gzipped on request', async () => {
      const res = await get(shellPort, '/main.0123456789.js', { 'accept-encoding': 'gzip' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.ok(res.body.length < BIG_JS.length / 4, `gzip body ${res.body.length} bytes`);
    });

    test("a built asset's precompressed twin is sent as it is, and the file itself without gzip", async () => {
      const res = await get(shellPort, '/twin.0123456789.js', { 'accept-encoding': 'gzip' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.match(res.headers['content-type'], /javascript/);
      assert.deepEqual(res.body, PRECOMPRESSED_JS);
      const plain = await get(shellPort, '/twin.0123456789.js');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), BIG_JS);
    });

    test('unhashed files are served and revalidated', async () => {
      const res = await get(shellPort, '/mf-config.json');
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
    });

    test('mf-config.json is written from REMOTE_*_URL and served with no-cache', async () => {
      const res = await get(shellPort, '/mf-config.json');
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.deepEqual(JSON.parse(res.body.toString()), {
        remotes: {
          mf_public_site: 'http://localhost:3001/mf-manifest.json',
          mf_booking: 'http://cdn.example/booking/mf-manifest.json',
          mf_doctor: 'http://localhost:3003/mf-manifest.json',
        },
      });
    });

    test('/api is proxied with path, method and forwarding headers', async () => {
      const res = await get(shellPort, '/api/health?x=1');
      assert.equal(res.status, 200);
      const body = JSON.parse(res.body.toString());
      assert.equal(body.path, '/api/health?x=1');
      assert.ok(body.forwarded, 'X-Forwarded-For is set');
    });

    test('an oversized /api body gets 413 { message } and the server keeps serving', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const big = JSON.stringify({ offer_name: 'x'.repeat(1024 * 1024) });
        const variants = impl.kind === 'node' ? [false, true] : [false];
        for (const chunked of variants) {
          const first = await request(agent, shellPort, { path: '/api/health' });
          assert.equal(first.status, 200);
          const tooLarge = await request(agent, shellPort, {
            method: 'POST',
            path: '/api/dashboard/coupons',
            body: big,
            chunked,
          });
          assert.equal(tooLarge.status, 413, `chunked: ${chunked}`);
          assert.match(tooLarge.headers['content-type'], /application\/json/);
          assert.equal(typeof JSON.parse(tooLarge.body).message, 'string');
          for (let i = 0; i < 5; i++) {
            const next = await request(agent, shellPort, { path: `/api/health?n=${i}` });
            assert.equal(next.status, 200);
            assert.equal(JSON.parse(next.body).path, `/api/health?n=${i}`);
            // The Node server keeps the very connection; nginx closes it after a 413 (lingering close, by design).
            if (impl.kind === 'node' && i === 0)
              assert.equal(next.reused, true, 'same connection after the 413');
          }
        }
        // A body within the limit is still proxied.
        const small = await request(agent, shellPort, { method: 'POST', path: '/api/x', body: '{"a":1}' });
        assert.equal(small.status, 200);
      } finally {
        agent.destroy();
      }
    });

    test('/healthz answers ok', async () => {
      const res = await get(shellPort, '/healthz');
      assert.equal(res.status, 200);
      assert.equal(res.body.toString().trim(), 'ok');
    });

    test('remote federation files: no-cache and CORS for the shell origin only', async () => {
      for (const p of ['/remoteEntry.js', '/mf-manifest.json']) {
        const res = await get(remotePort, p, { origin: ORIGIN });
        assert.equal(res.status, 200, p);
        assert.equal(res.headers['cache-control'], 'no-cache', p);
        assert.equal(res.headers['access-control-allow-origin'], ORIGIN, p);
        const other = await get(remotePort, p, { origin: 'https://evil.example' });
        assert.equal(other.headers['access-control-allow-origin'], undefined, p);
      }
    });

    test('remote hashed chunks keep CORS and the immutable cache', async () => {
      const res = await get(remotePort, '/main.0123456789.js', { origin: ORIGIN, 'accept-encoding': 'gzip' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['access-control-allow-origin'], ORIGIN);
      assert.equal(res.headers['content-encoding'], 'gzip');
    });
  });
}
