// Pages composed at request time (README: composition contract), through both page servers: the
// Node server of `npm start` and nginx with deploy/nginx/shell.conf.template. The frames are the
// shell build's own (shell/src/prerender/document.ts), the remotes' fragments are served by both
// remote servers (the Node static server and remote.conf.template). Both shells must answer every
// page with the same bytes, and a remote that is down, slow or without the page must give the
// frame with the page's loading state, never an error.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { bundleForNode } from '../../build-tools/node-bundle.mjs';
import { FRAGMENT_TIMEOUT_MS, FRAMES_DIR, ROUTE_MAP_FILE } from '../lib/frames.mjs';
import { findNginx, prepareNginx, startNginx, stopNginx, testNginxConfig } from '../lib/nginx.mjs';
import { createStaticServer, listen } from '../lib/static-server.mjs';

const nginxBin = findNginx();
const skip = nginxBin ? false : 'nginx is not installed (apt-get install -y nginx)';

const TEMPLATE =
  '<!doctype html><html lang=en-IN><head><meta charset=utf-8><meta name=description content="PhysioCare: book online."><title>PhysioCare</title>' +
  '<script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';
const LOADING = '<div aria-busy="true" class="loading"></div>';
const BUILD = '0123abcdef';
const NEXT_BUILD = 'fedcba9876';

/** A remote's dist/prerender/ for build `build` (what build-tools/prerender-pages.mjs writes). */
function writeFragments(dist, build, heading) {
  const page = (dir, title, body) => {
    const folder = path.join(dist, 'prerender', build, dir);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'head.html'),
      `<title>${title}</title><meta name="description" content="About ${title}."><style data-styled="true">.p{color:teal}</style>` +
        `<script type="application/json" id="physio-page">{"remote":"mf_booking","build":"${build}","page":"P","preload":["remoteEntry.js"]}</script>`,
    );
    writeFileSync(path.join(folder, 'body.html'), body);
  };
  page('pages', 'Home', `<section><h1>${heading}</h1></section>`);
  page(
    'pages/booking',
    'Book a session',
    `<section><h1>${heading}</h1><form><input name="name"></form></section>`,
  );
  page(
    'pages/c/_id',
    'Your plan',
    '<section><h1>Checking your account…</h1><a href="/c/_id">again</a></section>',
  );
  // Remote content the shell must never run as SSI, and a body larger than any buffer.
  page(
    'pages/odd',
    'Odd',
    '<h1>Odd</h1><!--# include virtual="/_frames/routes.map" --><!--# echo var="physio_page" -->',
  );
  page('pages/long', 'Long', `<h1>Long</h1><p>${'word '.repeat(100_000)}</p>`);
  // /booking in Hindi too (prerender-fragments.mjs fragmentName: head.hi.html, body.hi.html).
  const hindi = path.join(dist, 'prerender', build, 'pages/booking');
  writeFileSync(
    path.join(hindi, 'head.hi.html'),
    `<title>सत्र बुक करें</title><meta name="description" content="बुकिंग"><style data-styled="true">.p{color:teal}</style>` +
      `<script type="application/json" id="physio-page">{"remote":"mf_booking","build":"${build}","page":"P","preload":["remoteEntry.js"]}</script>`,
  );
  writeFileSync(
    path.join(hindi, 'body.hi.html'),
    '<section><h1>सत्र बुक करें</h1><form><input name="name"></form></section>',
  );
  writeFileSync(path.join(dist, 'prerender', 'build.txt'), build);
}

/** A TCP gate in front of a remote: passes, delays every answer, or is down (connection refused). */
async function gate(targetPort) {
  const state = { delayMs: 0, log: [] };
  const server = http.createServer((req, res) => {
    state.log.push(req.url);
    setTimeout(() => {
      const up = http.request(
        { host: '127.0.0.1', port: targetPort, path: req.url, headers: req.headers },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      up.on('error', () => res.destroy());
      up.end();
    }, state.delayMs);
  });
  await listen(server, 0, '127.0.0.1');
  state.port = server.address().port;
  state.close = () => new Promise((resolve) => server.close(resolve));
  return state;
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** GET with gzip, as a browser asks: status, headers, the decompressed body and the time it took. */
function get(port, urlPath, headers = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: body.toString(),
            ms: Date.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
  });
}

describe('pages composed at request time, by both page servers', { skip }, () => {
  let dir;
  let doc;
  let booking; // the gate in front of mf-booking's server
  const stops = [];
  const shells = {}; // { node: port, nginx: port }
  const remotes = {}; // { node: port, nginx: port } serving the same dist

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'physio-composition-'));
    // Run as root, nginx's workers drop to "nobody": they must be able to enter the test's folders.
    chmodSync(dir, 0o755);
    // The shell build's own frame writer.
    const bundle = path.join(dir, 'document.mjs');
    await bundleForNode(path.resolve('shell/src/prerender/document.ts'), bundle);
    doc = await import(pathToFileURL(bundle).href);

    const remoteDist = path.join(dir, 'remote');
    writeFragments(remoteDist, BUILD, 'Book a session');
    const remoteNode = createStaticServer({ root: remoteDist, spa: true });
    await listen(remoteNode, 0, '127.0.0.1');
    remotes.node = remoteNode.address().port;
    stops.push(() => remoteNode.close());
    remotes.nginx = await freePort();
    const remoteNginx = prepareNginx({
      name: 'remote',
      template: 'remote',
      baseDir: dir,
      vars: { LISTEN_PORT: remotes.nginx, DOC_ROOT: remoteDist, SHELL_ORIGIN: 'http://localhost' },
    });
    booking = await gate(remotes.nginx);
    stops.push(() => booking.close());

    const shellRoot = path.join(dir, 'shell');
    const frames = path.join(shellRoot, FRAMES_DIR);
    mkdirSync(path.join(frames, 'c'), { recursive: true });
    writeFileSync(path.join(shellRoot, 'spa.html'), '<!doctype html><title>spa</title><div id="root"></div>');
    const frame = (remote, route, locale) =>
      doc.frameDocument(TEMPLATE, {
        ...(locale ? { locale, htmlLang: locale } : {}),
        rootHtml: `<header>nav</header><main><!--$--><template data-page-slot="x"></template><!--/$--></main><footer>f</footer>`,
        slot: '<!--$--><template data-page-slot="x"></template><!--/$-->',
        remote,
        loadingHtml: LOADING,
        styles: '<style data-styled="true">.shell{}</style>',
        loader: '(()=>{})();',
        route,
      });
    // mf_booking's pages through the gate; mf_doctor's server is down; mf_public_site's is direct.
    const routes = [
      ['^/$', 'index.html', 'mf_public_site'],
      ['^/booking/?$', 'booking.html', 'mf_booking'],
      ['^/odd/?$', 'odd.html', 'mf_booking'],
      ['^/long/?$', 'long.html', 'mf_booking'],
      ['^/faqs/?$', 'faqs.html', 'mf_public_site'], // a page the public site does not prerender
      ['^/dashboard/login/?$', 'login.html', 'mf_doctor'],
      ['^/c/[A-Za-z0-9_~-]+/?$', 'c/_id.html', 'mf_booking', '/c/_id'],
    ];
    for (const [, file, remote, route] of routes)
      writeFileSync(path.join(frames, file), frame(remote, route));
    // Frames in Hindi (the shell's build writes _frames/hi/<file>), none for the doctor's pages.
    mkdirSync(path.join(frames, 'hi', 'c'), { recursive: true });
    for (const [, file, remote, route] of routes.filter(([, , remote]) => remote !== 'mf_doctor'))
      writeFileSync(path.join(frames, 'hi', file), frame(remote, route, 'hi'));
    writeFileSync(
      path.join(frames, ROUTE_MAP_FILE),
      routes.map(([regex, file]) => `~*${regex} /${FRAMES_DIR}/${file};`).join('\n') + '\n',
    );
    const fragments = {
      mf_public_site: `http://127.0.0.1:${remotes.node}`,
      mf_booking: `http://127.0.0.1:${booking.port}`,
      mf_doctor: `http://127.0.0.1:${await freePort()}`, // nothing listens: down
    };
    const nodeShell = createStaticServer({ root: shellRoot, spa: true, fragments });
    await listen(nodeShell, 0, '127.0.0.1');
    shells.node = nodeShell.address().port;
    stops.push(() => nodeShell.close());

    shells.nginx = await freePort();
    writeFileSync(
      path.join(shellRoot, 'mf-config.json'),
      '{"remotes":{"mf_public_site":"http://localhost:1/m.json"}}',
    );
    const shellNginx = prepareNginx({
      name: 'shell',
      template: 'shell',
      baseDir: dir,
      vars: {
        LISTEN_PORT: shells.nginx,
        DOC_ROOT: shellRoot,
        API_UPSTREAM: 'http://127.0.0.1:9',
        REMOTE_PUBLIC_SITE_INTERNAL_URL: fragments.mf_public_site,
        REMOTE_BOOKING_INTERNAL_URL: fragments.mf_booking,
        REMOTE_DOCTOR_INTERNAL_URL: fragments.mf_doctor,
      },
    });
    for (const inst of [remoteNginx, shellNginx]) {
      const check = await testNginxConfig(inst, nginxBin);
      assert.ok(check.ok, check.output);
      await startNginx(inst, { bin: nginxBin });
      stops.push(() => stopNginx(inst));
    }
  });

  after(async () => {
    for (const stop of stops.reverse()) await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const bothShells = async (urlPath, headers) => {
    const node = await get(shells.node, urlPath, headers);
    const nginx = await get(shells.nginx, urlPath, headers);
    return { node, nginx };
  };
  const head = (html) => html.slice(0, html.indexOf('</head>'));
  const main = (html) => html.slice(html.indexOf('<main>') + 6, html.indexOf('</main>'));

  test('both servers answer every page with the same bytes: composed, fallen back, or the SPA page', async () => {
    for (const p of [
      '/',
      '/booking',
      '/booking/',
      '/c/98765',
      '/faqs',
      '/dashboard/login',
      '/odd',
      '/long',
      '/nope',
    ]) {
      const { node, nginx } = await bothShells(p);
      assert.equal(node.status, 200, p);
      assert.equal(nginx.status, 200, p);
      assert.equal(node.body, nginx.body, `${p}: the two page servers differ`);
    }
  });

  test("a composed page: the page's head fragment in <head>, its body in its Suspense boundary", async () => {
    for (const server of ['node', 'nginx']) {
      const res = await get(shells[server], '/booking');
      assert.match(
        head(res.body),
        /<title>Book a session<\/title><meta name="description" content="About Book a session.">/,
      );
      assert.equal((res.body.match(/<title>/g) ?? []).length, 1, server);
      assert.ok(head(res.body).includes('<style data-styled="true">.shell{}</style>'), server);
      assert.ok(head(res.body).includes(`"build":"${BUILD}"`), server);
      assert.equal(
        main(res.body),
        '<!--$--><section><h1>Book a session</h1><form><input name="name"></form></section><!--/$-->',
      );
      assert.doesNotMatch(res.body, /<!--#/, `${server}: no SSI command left`);
      assert.equal(res.headers['cache-control'], 'no-cache', server);
      assert.equal(res.headers.etag, undefined, server);
      assert.equal(res.headers['last-modified'], undefined, server);
    }
  });

  test("the physio_lang cookie's language: the Hindi frame and the remote's Hindi fragments, same URL", async () => {
    const hindi = { cookie: 'physio_signed_in=1; physio_lang=hi' };
    const { node, nginx } = await bothShells('/booking', hindi);
    assert.equal(node.body, nginx.body, 'the two page servers differ in Hindi');
    for (const res of [node, nginx]) {
      assert.match(res.body, /^<!doctype html><html lang="hi">/);
      assert.match(head(res.body), /<title>सत्र बुक करें<\/title>/);
      assert.equal(
        main(res.body),
        '<!--$--><section><h1>सत्र बुक करें</h1><form><input name="name"></form></section><!--/$-->',
      );
      assert.match(res.headers.vary, /Cookie/);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    // 'hi-IN' is Hindi too; an unknown code, or none, is English with the same URL.
    assert.match(
      (await bothShells('/booking', { cookie: 'physio_lang=hi-IN' })).nginx.body,
      /<html lang="hi">/,
    );
    for (const cookie of ['physio_lang=xx', 'physio_lang=', 'other=hi']) {
      const both = await bothShells('/booking', { cookie });
      assert.equal(both.node.body, both.nginx.body, cookie);
      assert.match(both.nginx.body, /<html lang=en-IN>/, cookie);
      assert.match(main(both.nginx.body), /<h1>Book a session<\/h1>/, cookie);
      assert.match(both.nginx.headers.vary, /Cookie/, cookie);
    }
    // A page without a Hindi frame (the doctor's stay English): the English frame. A Hindi frame whose
    // remote has no Hindi fragment (a page it does not prerender): the Hindi frame's loading state.
    const doctor = await bothShells('/dashboard/login', hindi);
    assert.equal(doctor.node.body, doctor.nginx.body);
    assert.match(doctor.nginx.body, /<html lang=en-IN>/);
    const faqs = await bothShells('/faqs', hindi);
    assert.equal(faqs.node.body, faqs.nginx.body);
    assert.match(faqs.nginx.body, /<html lang="hi">/);
    assert.match(main(faqs.nginx.body), /data-dgst=/);
  });

  test('a page prerendered once for every id: the remote answers each id with it (both remote servers)', async () => {
    for (const remote of [remotes.node, remotes.nginx]) {
      const res = await get(remote, `/prerender/${BUILD}/pages/c/9876543210/body.html`);
      assert.equal(res.status, 200);
      assert.match(res.body, /Checking your account/);
      assert.equal((await get(remote, `/prerender/${BUILD}/pages/nope/body.html`)).status, 404);
    }
    const { nginx } = await bothShells('/c/98765');
    assert.match(main(nginx.body), /Checking your account…/);
    assert.match(nginx.body, /data-route="\/c\/_id"/);
  });

  test("a remote's fragment is never run as SSI: its text arrives as it is", async () => {
    const { nginx } = await bothShells('/odd');
    assert.ok(
      main(nginx.body).includes(
        '<!--# include virtual="/_frames/routes.map" --><!--# echo var="physio_page" -->',
      ),
    );
  });

  const assertFallback = (res, what) => {
    assert.equal(res.status, 200, what);
    assert.match(
      head(res.body),
      /<title>PhysioCare<\/title><meta name=description content="PhysioCare: book online.">/,
      what,
    );
    assert.equal(
      main(res.body),
      `<!--$!--><template data-dgst="${doc.NOT_PRERENDERED_DIGEST}"></template>${LOADING}<!--/$-->`,
      what,
    );
    assert.match(res.body, /<header>nav<\/header>/, what);
  };

  test("a remote that is down, or that does not prerender the page: the frame with the page's loading state, at once", async () => {
    for (const server of ['node', 'nginx']) {
      const down = await get(shells[server], '/dashboard/login');
      assertFallback(down, `${server}, remote down`);
      assert.ok(down.ms < FRAGMENT_TIMEOUT_MS, `${server}: ${down.ms} ms`);
      assertFallback(await get(shells[server], '/faqs'), `${server}, no such page`);
    }
  });

  test(`a remote slower than ${FRAGMENT_TIMEOUT_MS} ms: the same fallback after the time-out, never an error`, async () => {
    booking.delayMs = 3000;
    try {
      for (const server of ['node', 'nginx']) {
        const slow = await get(shells[server], '/booking');
        assertFallback(slow, `${server}, remote slow`);
        assert.ok(
          slow.ms >= FRAGMENT_TIMEOUT_MS - 20 && slow.ms < FRAGMENT_TIMEOUT_MS + 700,
          `${server}: ${slow.ms} ms`,
        );
      }
    } finally {
      booking.delayMs = 0;
    }
  });

  test('build.txt is asked on every page, the fragments under a build id only once', async () => {
    for (const server of ['node', 'nginx']) {
      await get(shells[server], '/c/12345'); // in the cache from now on
      booking.log.length = 0;
      await get(shells[server], '/c/12345');
      await get(shells[server], '/c/12345');
      assert.deepEqual(booking.log, ['/prerender/build.txt', '/prerender/build.txt'], server);
    }
  });

  test('a remote released alone: the very next page has its new text, in both servers', async () => {
    const remoteDist = path.join(dir, 'remote');
    writeFragments(remoteDist, NEXT_BUILD, 'Book your session today');
    rmSync(path.join(remoteDist, 'prerender', BUILD), { recursive: true });
    try {
      const { node, nginx } = await bothShells('/booking');
      for (const res of [node, nginx]) {
        assert.match(main(res.body), /<h1>Book your session today<\/h1>/);
        assert.ok(head(res.body).includes(`"build":"${NEXT_BUILD}"`));
      }
      assert.equal(node.body, nginx.body);
    } finally {
      writeFragments(remoteDist, BUILD, 'Book a session');
    }
  });
});
