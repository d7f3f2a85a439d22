#!/usr/bin/env node
// Proves on the production builds (shell/dist and each remote's dist) that the site runs one React
// and one @physio/shared-auth: every app declares the singletons with the same versions, the shell
// bundles exactly one copy of React and of shared-auth, and no remoteEntry.js carries React itself
// (it must come from the share scope, not eagerly). Exit 1 on any failure.
//   node scripts/check-singletons.mjs            (after npm run build)
//   node scripts/check-singletons.mjs --root DIR (another checkout)
//   node scripts/check-singletons.mjs --dist mf-booking=DIR (a remote's build from elsewhere: a release)
//   node scripts/check-singletons.mjs --url http://localhost:8080
//     also opens one page of each remote in Chromium (playwright-core, /usr/bin/chromium or CHROME_PATH)
//     and reads the federation share scope: each singleton must be registered and loaded once.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { incompatibleSingletons, misfitMessage } from './lib/singletons.mjs';

const argRoot = process.argv.indexOf('--root');
const argUrl = process.argv.indexOf('--url');
/** --dist <app>=<folder>: that app's build is read from the folder instead of <root>/<app>/dist. */
const distOverrides = Object.fromEntries(
  process.argv.flatMap((arg, i) => (arg === '--dist' ? [process.argv[i + 1].split('=')] : [])),
);
const siteUrl = argUrl > 0 ? process.argv[argUrl + 1] : process.env.CHECK_SINGLETONS_URL;
const root =
  argRoot > 0
    ? path.resolve(process.argv[argRoot + 1])
    : path.resolve(fileURLToPath(import.meta.url), '../..');
const require = createRequire(path.join(root, 'build-tools', 'webpack.cjs'));
const { SINGLETONS, SINGLETON_SUBPATHS, installedPackage } = require('./webpack.cjs');

const HOST = { dir: 'shell', name: 'shell' };
const REMOTES = [
  { dir: 'mf-public-site', name: 'mf_public_site' },
  { dir: 'mf-booking', name: 'mf_booking' },
  { dir: 'mf-doctor', name: 'mf_doctor' },
];

// Code that exists once per bundled copy of a package (assignments only the package itself makes).
const MARKERS = {
  react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/,
  'react-dom/client': /\bhydrateRoot\s*=[^=]/,
  // shared-auth's client marks its one retry after a 401 with this request option; no other code names it.
  // (The refresh path itself is in the endpoint table too, so it no longer tells the client apart.)
  '@physio/shared-auth': /\b_authRetried\b/,
  // The session (token state) registers itself under this name: one per bundled copy.
  '@physio/shared-auth/state': /\(\s*["']__physioSharedAuth["']/,
};
// What the shell may leave out of its bundle: it reads the session through
// '@physio/shared-auth/state' and never calls the API itself, so the HTTP client comes with the
// remotes that do (and is still one instance: the first one loaded serves them all).
const HOST_MAY_LEAVE_OUT = new Set(['@physio/shared-auth']);

let failures = 0;
const ok = (msg) => console.log(`  ok   ${msg}`);
const fail = (msg) => {
  failures += 1;
  console.log(`  FAIL ${msg}`);
};

const distOf = (app) =>
  distOverrides[app.dir] ? path.resolve(distOverrides[app.dir]) : path.join(root, app.dir, 'dist');

function readManifest(app) {
  const file = path.join(distOf(app), 'mf-manifest.json');
  if (!fs.existsSync(file)) {
    fail(`${app.dir}: ${path.relative(root, file)} is missing (run npm run build -w ${app.dir})`);
    return null;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The webpack module id of the module whose code contains `index`: the last module key
 * (`{123(e,t,n){` or `,123:function(` / `,123:(e)=>`) before it in the chunk.
 */
function moduleIdAt(text, index) {
  const keys = /[{,](\d+)(?:\([\w$,]*\)\{|:\s*(?:function\b|\([\w$,]*\)\s*=>))/g;
  let id = null;
  for (let m = keys.exec(text); m && m.index < index; m = keys.exec(text)) id = m[1];
  return id;
}

/**
 * Where a package's code sits in an app's dist: the files and the distinct webpack module ids.
 * The same module may be copied into several async chunks (provide and consume fallback chunks);
 * webpack evaluates one module id once, so "one instance" means one module id.
 */
function copiesOf(files, marker) {
  const where = [];
  for (const { file, text } of files) {
    const m = marker.exec(text);
    if (m) where.push({ file, id: moduleIdAt(text, m.index) ?? `${file}?` });
  }
  return { files: where.map((w) => w.file), ids: [...new Set(where.map((w) => w.id))] };
}

function jsFiles(app) {
  const dist = distOf(app);
  return fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(dist, f), 'utf8') }));
}

const expected = {};
for (const name of [...SINGLETONS, ...Object.keys(SINGLETON_SUBPATHS)]) {
  const pkg = SINGLETON_SUBPATHS[name] ?? name;
  expected[name] = installedPackage(pkg, path.join(root, HOST.dir)).version;
}
// jsx-dev-runtime is only used by development builds.
const requiredInProduction = Object.keys(expected).filter((n) => n !== 'react/jsx-dev-runtime');

console.log('Shared singletons declared by every app (mf-manifest.json):');
const manifests = new Map();
for (const app of [HOST, ...REMOTES]) {
  const manifest = readManifest(app);
  if (!manifest) continue;
  manifests.set(app, manifest);
  if (manifest.name !== app.name)
    fail(`${app.dir}: manifest names "${manifest.name}", expected "${app.name}"`);
  const shared = new Map((manifest.shared ?? []).map((s) => [s.name, s]));
  const problems = [];
  for (const name of requiredInProduction) {
    const entry = shared.get(name);
    if (!entry) {
      // An app may not import a subpath (e.g. react-dom/client in a remote); the package itself is required.
      if (name in SINGLETON_SUBPATHS) continue;
      if (app === HOST && HOST_MAY_LEAVE_OUT.has(name)) continue;
      problems.push(`${name} not shared`);
    } else if (entry.singleton !== true) problems.push(`${name} not a singleton`);
    else if (entry.version !== expected[name]) problems.push(`${name}@${entry.version} ≠ ${expected[name]}`);
  }
  if (problems.length) fail(`${app.dir}: ${problems.join('; ')}`);
  else ok(`${app.dir}: ${[...shared.keys()].filter((n) => n in expected).join(', ')} (singleton)`);
}

console.log(
  "Every remote's required versions are the ones the shell provides (strictVersion refuses others):",
);
if (manifests.has(HOST)) {
  const remotes = REMOTES.filter((r) => manifests.has(r)).map((r) => manifests.get(r));
  const misfits = incompatibleSingletons(manifests.get(HOST), remotes);
  for (const misfit of misfits) fail(misfitMessage(misfit));
  if (misfits.length === 0) ok(`${remotes.map((r) => r.name).join(', ')}: every singleton fits the shell's`);
}

console.log('One copy in the shell bundle:');
const hostFiles = jsFiles(HOST);
for (const [pkg, marker] of Object.entries(MARKERS)) {
  const { files, ids } = copiesOf(hostFiles, marker);
  if (ids.length === 0 && HOST_MAY_LEAVE_OUT.has(pkg)) ok(`${pkg}: not in the shell (left to the remotes)`);
  else if (ids.length === 1) ok(`${pkg}: 1 module (id ${ids[0]} in ${files.join(', ')})`);
  else
    fail(
      `${pkg}: ${ids.length} modules in shell/dist (ids ${ids.join(', ') || 'none'} in ${files.join(', ')})`,
    );
}

console.log('Remotes take React and shared-auth from the share scope (nothing eager in remoteEntry.js):');
for (const app of REMOTES) {
  const entryFile = path.join(distOf(app), 'remoteEntry.js');
  if (!fs.existsSync(entryFile)) {
    fail(`${app.dir}: dist/remoteEntry.js is missing`);
    continue;
  }
  const entry = fs.readFileSync(entryFile, 'utf8');
  const eager = Object.entries(MARKERS)
    .filter(([, marker]) => marker.test(entry))
    .map(([pkg]) => pkg);
  if (eager.length) fail(`${app.dir}: remoteEntry.js bundles ${eager.join(', ')}`);
  else ok(`${app.dir}: remoteEntry.js has no React, react-dom or shared-auth code`);
  // Each remote also carries fallback copies for its standalone use; at most one each.
  const files = jsFiles(app);
  for (const [pkg, marker] of Object.entries(MARKERS)) {
    const { ids } = copiesOf(files, marker);
    if (ids.length > 1) fail(`${app.dir}: ${ids.length} modules of ${pkg} in dist (ids ${ids.join(', ')})`);
  }
}

/** One page per remote, and the heading that proves it rendered from that remote. */
const RUNTIME_PAGES = [
  { path: '/', remote: 'mf_public_site' },
  { path: '/booking', remote: 'mf_booking' },
  { path: '/dashboard/login', remote: 'mf_doctor' },
];

async function checkRuntime(url) {
  console.log(`At run time (${url}):`);
  const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const warnings = [];
    page.on('console', (m) => {
      if (/shared module|singleton|unsatisfied version/i.test(m.text()))
        warnings.push(m.text().slice(0, 200));
    });
    for (const { path: pagePath, remote } of RUNTIME_PAGES) {
      await page.goto(new URL(pagePath, url).href, { waitUntil: 'networkidle' });
      await page.locator('main h1, main h2').first().waitFor({ timeout: 20000 });
      const containers = await page.evaluate(() =>
        (globalThis.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name),
      );
      if (containers.includes(remote)) ok(`${pagePath}: rendered, ${remote} loaded`);
      else fail(`${pagePath}: ${remote} was not loaded (containers: ${containers.join(', ')})`);
    }
    const scope = await page.evaluate(() => {
      const result = {};
      const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              if (info.loaded || info.loading) (result[name] ??= []).push(`${version} from ${info.from}`);
            }
          }
        }
      }
      return result;
    });
    for (const name of [...SINGLETONS, '@physio/shared-auth/state']) {
      const loaded = [...new Set(scope[name] ?? [])];
      if (loaded.length === 1) ok(`${name}: one instance (${loaded[0]})`);
      else fail(`${name}: ${loaded.length} instances loaded (${loaded.join('; ') || 'none'})`);
    }
    if (warnings.length) fail(`federation warnings: ${warnings.join(' | ')}`);
  } finally {
    await browser.close();
  }
}

if (siteUrl) {
  try {
    await checkRuntime(siteUrl);
  } catch (err) {
    fail(`run-time check could not run: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
  }
}

console.log(failures ? `check-singletons: ${failures} failure(s)` : 'check-singletons: all checks passed');
process.exit(failures ? 1 : 0);
