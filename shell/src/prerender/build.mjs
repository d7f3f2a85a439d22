#!/usr/bin/env node
/**
 * After the shell's webpack build: gives every public route and every form page a visitor lands on
 * from outside (/booking, the logins) a prerendered document, so its first paint needs no
 * JavaScript (the federation chain manifest → remoteEntry → chunk only delays interactivity, not
 * content):
 *   node shell/src/prerender/build.mjs shell/dist
 * 1. the remotes render their pages (SOURCES below → prerender.json each);
 * 2. the shell renders its frame around each (render.tsx) into a copy of dist/index.html;
 * 3. the app's scripts are started by a small loader once the page has painted (paintFirst.ts),
 *    which also preloads the page's remote; what a visitor types before the app takes over is
 *    handed to the app (takeover.ts);
 * 4. dist/index.html becomes the home page, the SPA page moves to dist/spa.html (the fallback of
 *    every other route), other routes get dist/<path>/index.html; every page has the slot the
 *    deploy step writes mf-config.json into (document.ts); sitemap.xml and robots.txt are copied
 *    next to them.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleForNode } from '../../../build-tools/node-bundle.mjs';
// The file both servers fall back to (deploy/nginx/shell.conf.template says the same; serving tests).
import { SPA_PAGE } from '../../../scripts/lib/static-server.mjs';
import { PAGE_REWRITES } from '../../../scripts/lib/page-routes.mjs';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node shell/src/prerender/build.mjs <shell dist folder>');
  process.exit(2);
}
const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'physio-shell-prerender-'));

/**
 * Build-time bundle: RemotePage (federation, lazy) becomes the slot the page's HTML goes into, and
 * the route guards let the frame of a page behind a login render (GuardedSlot.tsx).
 */
const slotPlugin = {
  name: 'remote-page-slot',
  setup(build) {
    build.onResolve({ filter: /\/federation\/RemotePage$/ }, () => ({
      path: path.join(here, 'RemotePageSlot.tsx'),
    }));
    build.onResolve({ filter: /^\.\/Guarded$/ }, (args) =>
      path.basename(args.resolveDir) === 'routing' ? { path: path.join(here, 'GuardedSlot.tsx') } : undefined,
    );
  },
};

/**
 * Who prerenders which pages: mf-public-site its public pages (and the sitemap), the other remotes
 * the pages a visitor lands on from outside (build-tools/prerender-pages.mjs). Each writes
 * prerender.json into the folder given as its last argument.
 */
const SOURCES = [
  { remote: 'mf_public_site', script: ['mf-public-site/src/prerender/build.mjs'] },
  { remote: 'mf_booking', script: ['build-tools/prerender-pages.mjs', 'mf-booking/src/prerender/pages.tsx'] },
  { remote: 'mf_doctor', script: ['build-tools/prerender-pages.mjs', 'mf-doctor/src/prerender/pages.tsx'] },
];

/**
 * What a page's remote serves for it, relative to the remote's manifest: remoteEntry.js, and the
 * page's own chunks when the remote was built before the shell (its dist/mf-manifest.json). A remote
 * redeployed alone renames its chunks: those preloads then miss (one wasted request each, no harm)
 * until the shell's next build; remoteEntry.js keeps its name.
 */
function remoteFiles(remote, page) {
  const workspace = remote.replace(/_/g, '-');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'dist/mf-manifest.json'), 'utf8'));
  } catch {
    return ['remoteEntry.js'];
  }
  const exposed = manifest.exposes?.find((e) => e.name === page || e.path === `./${page}`);
  const sync = exposed?.assets?.js?.sync ?? [];
  return ['remoteEntry.js', ...sync];
}

try {
  const publicOut = path.join(tmp, 'mf_public_site');
  const pages = {};
  for (const { remote, script } of SOURCES) {
    const out = path.join(tmp, remote);
    const [file, ...args] = script;
    const res = spawnSync(process.execPath, [path.join(ROOT, file), ...args, out], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (res.status !== 0) throw new Error(`${remote} prerender failed (exit ${res.status})`);
    const found = JSON.parse(readFileSync(path.join(out, 'prerender.json'), 'utf8')).pages;
    for (const [route, page] of Object.entries(found)) {
      if (pages[route]) throw new Error(`prerender: ${route} is rendered by two remotes`);
      pages[route] = { ...page, remote };
    }
  }
  // The servers answer /c/<id> with one prerendered document (scripts/lib/page-routes.mjs).
  for (const [, route] of PAGE_REWRITES)
    if (!pages[route]) throw new Error(`prerender: no page for ${route}, which the servers rewrite to`);

  const bundle = path.join(tmp, 'shell-render.mjs');
  await bundleForNode(path.join(here, 'render.tsx'), bundle, [slotPlugin]);
  const { renderShellPage, composeDocument, documentFileFor, spaDocument, ROUTES, SIGN_IN_PATHS } =
    await import(pathToFileURL(bundle).href);

  const loader = await build({
    entryPoints: [path.join(here, 'paintFirst.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
    logLevel: 'error',
  });
  const loaderCode = loader.outputFiles[0].contents;
  const loaderName = `paint-first.${createHash('sha256').update(loaderCode).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(dist, loaderName), loaderCode);

  const indexFile = path.join(dist, 'index.html');
  const template = readFileSync(indexFile, 'utf8');
  if (template.includes('data-prerendered')) throw new Error(`${indexFile} is already prerendered`);
  const routeFiles = Object.fromEntries(
    ROUTES.map(({ path: route, page }) => {
      const [remote, exposed] = page.split('/');
      return [route, { remote, files: remoteFiles(remote, exposed) }];
    }),
  );
  writeFileSync(
    path.join(dist, SPA_PAGE),
    spaDocument(template, { loaderSrc: `/${loaderName}`, routeFiles }),
  );
  const withoutChunks = new Set();
  for (const [route, page] of Object.entries(pages)) {
    const files = remoteFiles(page.remote, page.page);
    if (files.length === 1) withoutChunks.add(page.remote);
    const frame = renderShellPage(route, page);
    const html = composeDocument(template, {
      rootHtml: frame.rootHtml,
      styles: frame.styles + page.styles,
      title: page.title,
      description: page.description,
      loaderSrc: `/${loaderName}`,
      remote: { name: page.remote, files },
      // One document for every id (PAGE_REWRITES): its links get the URL's id in the browser.
      route: PAGE_REWRITES.some(([, r]) => r === route) ? route : undefined,
      signingIn: SIGN_IN_PATHS.includes(route),
    });
    const file = path.join(dist, documentFileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  for (const f of ['sitemap.xml', 'robots.txt']) copyFileSync(path.join(publicOut, f), path.join(dist, f));
  console.log(
    `prerendered ${Object.keys(pages).length} routes into ${dist} in ${Date.now() - started} ms (SPA page ${SPA_PAGE}` +
      (withoutChunks.size
        ? `; ${[...withoutChunks].join(', ')} not built yet: their pages preload remoteEntry.js, not their chunks)`
        : ')'),
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
