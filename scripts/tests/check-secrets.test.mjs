// scripts/check-secrets.mjs fails on a real leak: values planted into a copy of the bundle layout are
// found, the clean copy passes, and api/dist (server-side) is not scanned.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { knownSecrets } from '../lib/secrets.mjs';

const APPS = ['shell', 'mf-public-site', 'mf-booking', 'mf-doctor'];
const BUNDLE = '(()=>{"use strict";var e={key:"",checkout:"/api/payments/config"};window.x=e})();\n';
let root;

function runCheck(env = {}) {
  const res = spawnSync(process.execPath, ['scripts/check-secrets.mjs', '--dist-root', root], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: res.status, out: res.stdout + res.stderr };
}

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'physio-secrets-'));
  for (const app of [...APPS, 'api']) {
    mkdirSync(path.join(root, app, 'dist'), { recursive: true });
    writeFileSync(path.join(root, app, 'dist', 'main.0123456789.js'), BUNDLE);
  }
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><script defer src=/main.js></script>',
  );
});
after(() => rmSync(root, { recursive: true, force: true }));

test('the repository secrets it knows include the e2e and API test JWT secrets and the compose default', () => {
  const where = knownSecrets(path.resolve('.'), {}).map((s) => s.where);
  assert.ok(
    where.some((w) => /^JWT_SECRET in e2e\//.test(w)),
    where.join('\n'),
  );
  assert.ok(
    where.some((w) => /JWT_SECRET in api\/test\//.test(w)),
    where.join('\n'),
  );
  assert.ok(
    where.some((w) => /^JWT_SECRET in docker-compose\.yml/.test(w)),
    where.join('\n'),
  );
});

test('clean bundles pass', () => {
  const { status, out } = runCheck();
  assert.equal(status, 0, out);
});

test('a planted secret fails the check, naming the file and where the value comes from', () => {
  const e2eJwt = knownSecrets(path.resolve('.'), {}).find((s) => /^JWT_SECRET in e2e\//.test(s.where));
  const fromEnv = `env-only-${randomBytes(12).toString('hex')}`;
  const plants = {
    'mf-booking/dist/91.aaaaaaaaaa.js': `var t="${e2eJwt.value}";`,
    'mf-doctor/dist/remoteEntry.js': `var k="rzp_live_${randomBytes(7).toString('hex')}";`,
    'mf-public-site/dist/prerender/prerender.json': '{"k":"-----BEGIN RSA PRIVATE KEY-----\\nMIIE"}',
    'shell/dist/main.1111111111.js': 'var s=process.env.RAZORPAY_KEY_SECRET;',
    'shell/dist/spa.html': `<!doctype html><meta name="x" content="${fromEnv}">`,
    'api/dist/server.js': `var s="${e2eJwt.value}";`,
  };
  for (const [file, text] of Object.entries(plants)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  try {
    const { status, out } = runCheck({ RAZORPAY_KEY_SECRET: fromEnv });
    assert.equal(status, 1, out);
    assert.match(out, /FAIL mf-booking\/dist\/91\.aaaaaaaaaa\.js: the value of JWT_SECRET in e2e\//);
    assert.match(out, /FAIL mf-doctor\/dist\/remoteEntry\.js: a Razorpay key/);
    assert.match(out, /FAIL mf-public-site\/dist\/prerender\/prerender\.json: a private key block/);
    assert.match(out, /FAIL shell\/dist\/main\.1111111111\.js: the name of a server secret setting/);
    assert.match(out, /FAIL shell\/dist\/spa\.html: the value of RAZORPAY_KEY_SECRET in the environment/);
    assert.doesNotMatch(out, /api\/dist/);
    assert.doesNotMatch(out, new RegExp(e2eJwt.value), 'the report does not print the secret');
  } finally {
    for (const file of Object.keys(plants)) rmSync(path.join(root, file));
  }
});

test('a missing bundle folder fails: nothing to vouch for', () => {
  rmSync(path.join(root, 'mf-doctor', 'dist'), { recursive: true });
  const { status, out } = runCheck();
  assert.equal(status, 1, out);
  assert.match(out, /mf-doctor\/dist is missing/);
});
