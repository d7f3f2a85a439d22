#!/usr/bin/env node
// Proves the production builds that browsers download (shell/dist and each remote's dist; api/dist
// is server-side and not scanned) carry no secret: no value of the API's secret settings known here
// (environment, dev secrets under DATA_DIR, every literal the repository's tests, e2e, benches and
// compose give them), no Razorpay key (the key id reaches the browser at run time only), no private
// key, no code reading a server secret's variable. Exit 1 on any finding. See scripts/lib/secrets.mjs.
//   node scripts/check-secrets.mjs                  (after npm run build)
//   node scripts/check-secrets.mjs --dist-root DIR  scan DIR/shell/dist, DIR/mf-*/dist instead
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { knownSecrets, scanForSecrets } from './lib/secrets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BROWSER_BUILDS = ['shell', 'mf-public-site', 'mf-booking', 'mf-doctor'];

const { values } = parseArgs({ options: { 'dist-root': { type: 'string' } } });
const distRoot = path.resolve(values['dist-root'] ?? ROOT);

let failures = 0;
const secrets = knownSecrets(ROOT);
console.log(`Browser bundles against ${secrets.length} known secret values and the secret patterns:`);
for (const app of BROWSER_BUILDS) {
  const dist = path.join(distRoot, app, 'dist');
  if (!existsSync(dist)) {
    failures += 1;
    console.log(`  FAIL ${app}/dist is missing (run npm run build -w ${app})`);
    continue;
  }
  const findings = scanForSecrets([dist], secrets);
  for (const f of findings) console.log(`  FAIL ${path.relative(distRoot, f.file)}: ${f.what}`);
  if (findings.length) failures += findings.length;
  else console.log(`  ok   ${app}/dist`);
}
console.log(failures ? `check-secrets: ${failures} finding(s)` : 'check-secrets: no secret in the bundles');
process.exit(failures ? 1 : 0);
