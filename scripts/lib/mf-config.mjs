// mf-config.json: where the shell finds each remote's manifest at run time (DESIGN.md §1). The
// document itself comes from build-tools/mf-config.cjs, the one place that maps REMOTE_*_URL.
// At deploy time it is written next to the shell's files and into every HTML page's mf-config slot
// (shell/src/prerender/document.ts), so browsers need no request for it. The containers do the same
// in deploy/docker/40-mf-config.sh (no Node in the nginx image); scripts/tests/mf-config.test.mjs
// checks that both write the same bytes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { mfConfigFromEnv } = require('../../build-tools/mf-config.cjs');

/** Deployable remotes: federation name, workspace folder, URL variable and canonical port. */
export const REMOTES = [
  { name: 'mf_public_site', workspace: 'mf-public-site', env: 'REMOTE_PUBLIC_SITE_URL', port: 3001 },
  { name: 'mf_booking', workspace: 'mf-booking', env: 'REMOTE_BOOKING_URL', port: 3002 },
  { name: 'mf_doctor', workspace: 'mf-doctor', env: 'REMOTE_DOCTOR_URL', port: 3003 },
];

/** The mf-config.json document for these environment variables (defaults: ports 3001-3003). */
export function mfConfig(env = process.env) {
  return mfConfigFromEnv(env);
}

/** The slot of a page, empty or filled by an earlier deploy (a container restarted with new URLs). */
const SLOT = /<script type="application\/json" id="mf-config">[^<]*<\/script>/g;

/** `html` with its mf-config slot holding `config` (one line of JSON; "<" escaped for the HTML parser). */
export function inlineMfConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(SLOT, () => `<script type="application/json" id="mf-config">${json}</script>`);
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Writes <distDir>/mf-config.json, fills the slot of every HTML page under distDir; returns the JSON's path. */
export function writeMfConfig(distDir, env = process.env) {
  const config = mfConfig(env);
  const file = path.join(distDir, 'mf-config.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  for (const page of htmlFiles(distDir)) {
    const html = readFileSync(page, 'utf8');
    const filled = inlineMfConfig(html, config);
    if (filled !== html) writeFileSync(page, filled);
  }
  return file;
}
