#!/usr/bin/env node
/**
 * Prerenders every public page for the shell's build, and writes the sitemap and robots.txt:
 *   PUBLIC_URL=https://physiocare.in node mf-public-site/src/prerender/build.mjs mf-public-site/dist/prerender
 * The shell's build runs it (shell/src/prerender/build.mjs) and puts each page inside its own frame.
 * Writes into that folder:
 *   prerender.json  { generatedAt, pages: { "/faqs": { html, styles, title, description, canonicalPath, page } } }
 *   sitemap.xml, robots.txt  (absolute URLs from PUBLIC_URL, default http://localhost:8080)
 * render.tsx is bundled for Node first (build-tools/node-bundle.mjs).
 * PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL are read from the environment, as in the webpack build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../../../build-tools/node-bundle.mjs';

const out = process.argv[2];
if (!out) {
  console.error('usage: node mf-public-site/src/prerender/build.mjs <output folder>');
  process.exit(2);
}
const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'physio-prerender-'));
try {
  const bundle = path.join(tmp, 'render.mjs');
  await bundleForNode(path.join(here, 'render.tsx'), bundle);
  const { PUBLIC_PATHS, renderPublicPage, robotsTxt, sitemapXml } = await import(pathToFileURL(bundle).href);
  const pages = {};
  // The shell renders the shared GlobalStyle itself, around every page.
  for (const p of PUBLIC_PATHS) pages[p] = renderPublicPage(p, { globalStyle: false });
  const origin = process.env.PUBLIC_URL || 'http://localhost:8080';
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'prerender.json'),
    JSON.stringify({ generatedAt: new Date().toISOString(), pages }),
  );
  writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(origin));
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt(origin));
  console.log(`prerendered ${PUBLIC_PATHS.length} public pages into ${out} in ${Date.now() - started} ms`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
