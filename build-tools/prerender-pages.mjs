#!/usr/bin/env node
/**
 * Prerenders a remote's landing pages for the shell's build (shell/src/prerender/build.mjs runs it):
 *   node build-tools/prerender-pages.mjs mf-booking/src/prerender/pages.tsx <output folder>
 * The entry exports renderLandingPages() (see @physio/shared-ui/prerender's renderPages); its result
 * is written as <output folder>/prerender.json { generatedAt, pages: { "/booking": { html, styles,
 * title, description, canonicalPath, page } } }, the shape mf-public-site's prerender writes too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from './node-bundle.mjs';

const [entry, out] = process.argv.slice(2);
if (!entry || !out) {
  console.error('usage: node build-tools/prerender-pages.mjs <pages entry .tsx> <output folder>');
  process.exit(2);
}
const started = Date.now();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'physio-prerender-pages-'));
try {
  const bundle = path.join(tmp, 'pages.mjs');
  await bundleForNode(path.resolve(entry), bundle);
  const { renderLandingPages } = await import(pathToFileURL(bundle).href);
  const pages = renderLandingPages();
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'prerender.json'),
    JSON.stringify({ generatedAt: new Date().toISOString(), pages }),
  );
  console.log(`prerendered ${Object.keys(pages).join(', ')} (${entry}) in ${Date.now() - started} ms`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
