#!/usr/bin/env node
/**
 * Prerenders every public page for the shell's build, and writes the sitemap and robots.txt:
 *   PUBLIC_URL=https://physiocare.in node mf-public-site/src/prerender/build.mjs mf-public-site/dist/prerender
 * Writes into that folder:
 *   prerender.json  { generatedAt, pages: { "/faqs": { html, styles, title, description, canonicalPath, page } } }
 *   sitemap.xml, robots.txt  (absolute URLs from PUBLIC_URL, default http://localhost:8080)
 * render.tsx is bundled for Node with esbuild first (TSX + workspace packages in TypeScript).
 * PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL are read from the environment, as in the webpack build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

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
  await build({
    entryPoints: [path.join(here, 'render.tsx')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies (react-dom/server…) call require() inside the ESM bundle.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'error',
  });
  const { PUBLIC_PATHS, renderPublicPage, robotsTxt, sitemapXml } = await import(pathToFileURL(bundle).href);
  const pages = {};
  for (const p of PUBLIC_PATHS) pages[p] = renderPublicPage(p);
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
