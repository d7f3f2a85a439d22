#!/usr/bin/env node
/**
 * A remote's own prerender, the second half of its production build (README: composition contract):
 *   node ../build-tools/prerender-pages.mjs .        (a remote's `npm run build`, after webpack)
 * Renders the pages its src/prerender/pages.tsx lists (renderLandingPages(): { "/booking": { html,
 * styles, title, description, page } }) and writes them as fragments the page servers compose into
 * the shell's frames at request time, with the preload list of the remote's own chunks read from the
 * webpack build it follows (dist/mf-manifest.json):
 *   dist/prerender/build.txt                          the build id
 *   dist/prerender/manifest.json                      { remote, build, generatedAt, pages }
 *   dist/prerender/<build>/pages<path>/head.html      title, description, styles, #physio-page data
 *   dist/prerender/<build>/pages<path>/body.html      the page's HTML
 *   dist/prerender/<build>/pages<path>/{head,body}.hi.html   the same in Hindi (PRERENDER_LOCALES)
 * An entry that also exports siteFiles(origin) (mf-public-site: sitemap.xml, robots.txt) gets them
 * written into dist/, with PUBLIC_URL (default http://localhost:8080) as the origin.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from './node-bundle.mjs';
import { buildId, fragmentFiles, PRERENDER_DIR } from './prerender-fragments.mjs';

const workspace = process.argv[2];
if (!workspace) {
  console.error('usage: node build-tools/prerender-pages.mjs <remote workspace folder>');
  process.exit(2);
}
const started = Date.now();
const dir = path.resolve(workspace);
const dist = path.join(dir, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'physio-prerender-pages-'));
try {
  const bundle = path.join(tmp, 'pages.mjs');
  await bundleForNode(path.join(dir, 'src/prerender/pages.tsx'), bundle);
  const entry = await import(pathToFileURL(bundle).href);
  // English, then every other language the entry prerenders (PRERENDER_LOCALES: ['en', 'hi']), each
  // rendered with its catalogs loaded: renderLandingPages(locale) may return a promise.
  const pages = await entry.renderLandingPages('en');
  const translations = {};
  for (const locale of entry.PRERENDER_LOCALES ?? ['en'])
    if (locale !== 'en') translations[locale] = await entry.renderLandingPages(locale);
  const build = buildId(pages, manifest, translations);
  const out = path.join(dist, PRERENDER_DIR);
  rmSync(out, { recursive: true, force: true });
  for (const [file, text] of Object.entries(
    fragmentFiles({ remote: manifest.name, build, pages, translations, manifest }),
  )) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
  if (typeof entry.siteFiles === 'function') {
    for (const [file, text] of Object.entries(
      entry.siteFiles(process.env.PUBLIC_URL || 'http://localhost:8080'),
    ))
      writeFileSync(path.join(dist, file), text);
  }
  console.log(
    `prerendered ${Object.keys(pages).length} pages of ${manifest.name} in ` +
      `${['en', ...Object.keys(translations)].join(' and ')} (build ${build}) into ` +
      `${path.relative(process.cwd(), out) || out} in ${Date.now() - started} ms`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
