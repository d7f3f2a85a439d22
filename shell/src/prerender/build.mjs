#!/usr/bin/env node
/**
 * After the shell's webpack build: gives every public route a prerendered document, so its first
 * paint needs no JavaScript (the federation chain config → manifest → remoteEntry → chunk only
 * delays interactivity, not content):
 *   node shell/src/prerender/build.mjs shell/dist
 * 1. mf-public-site renders its pages (mf-public-site/src/prerender/build.mjs → prerender.json);
 * 2. the shell renders its frame around each (render.tsx) into a copy of dist/index.html;
 * 3. the app's scripts are started by a small loader once the page has painted (paintFirst.ts);
 * 4. dist/index.html becomes the home page, the SPA page moves to dist/spa.html (the fallback of
 *    every other route), other routes get dist/<path>/index.html (not pages with form fields, see
 *    document.ts); sitemap.xml and robots.txt are copied next to them.
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

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node shell/src/prerender/build.mjs <shell dist folder>');
  process.exit(2);
}
const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'physio-shell-prerender-'));

/** Build-time bundle: RemotePage (federation, lazy) becomes the slot the page's HTML goes into. */
const slotPlugin = {
  name: 'remote-page-slot',
  setup(build) {
    build.onResolve({ filter: /\/federation\/RemotePage$/ }, () => ({
      path: path.join(here, 'RemotePageSlot.tsx'),
    }));
  },
};

try {
  const publicOut = path.join(tmp, 'public');
  const res = spawnSync(
    process.execPath,
    [path.join(ROOT, 'mf-public-site/src/prerender/build.mjs'), publicOut],
    { stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error(`mf-public-site prerender failed (exit ${res.status})`);
  const { pages } = JSON.parse(readFileSync(path.join(publicOut, 'prerender.json'), 'utf8'));

  const bundle = path.join(tmp, 'shell-render.mjs');
  await bundleForNode(path.join(here, 'render.tsx'), bundle, [slotPlugin]);
  const { renderShellPage, composeDocument, documentFileFor, isPrerenderable } = await import(
    pathToFileURL(bundle).href
  );

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
  writeFileSync(path.join(dist, SPA_PAGE), template);
  const skipped = [];
  for (const [route, page] of Object.entries(pages)) {
    if (!isPrerenderable(page.html)) {
      skipped.push(route);
      continue;
    }
    const frame = renderShellPage(route, page);
    const html = composeDocument(template, {
      rootHtml: frame.rootHtml,
      styles: frame.styles + page.styles,
      title: page.title,
      description: page.description,
      loaderSrc: `/${loaderName}`,
    });
    const file = path.join(dist, documentFileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  for (const f of ['sitemap.xml', 'robots.txt']) copyFileSync(path.join(publicOut, f), path.join(dist, f));
  const done = Object.keys(pages).length - skipped.length;
  console.log(
    `prerendered ${done} routes into ${dist} in ${Date.now() - started} ms (SPA page ${SPA_PAGE}; ` +
      `left to the SPA, they have form fields: ${skipped.join(', ') || 'none'})`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
