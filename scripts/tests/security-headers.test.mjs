// deploy/security-headers.txt has two readers: 50-security-headers.sh (nginx, at container start) and
// scripts/lib/security-headers.mjs (the Node static server). Both must send the same headers and
// refuse the same unsafe configuration. The served headers themselves are checked in serving.test.mjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parsePolicy, POLICY_FILE, shellSecurityHeaders } from '../lib/security-headers.mjs';

const SCRIPT = path.resolve('deploy/docker/50-security-headers.sh');
let dir;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'physio-headers-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function writeMfConfig(remotes) {
  writeFileSync(path.join(dir, 'mf-config.json'), JSON.stringify({ remotes }, null, 2));
}

/** Runs the container script; returns its headers (parsed add_header lines) or its error. */
function nginxHeaders(env = {}) {
  const conf = path.join(dir, 'security-headers.conf');
  rmSync(conf, { force: true });
  const res = spawnSync('sh', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      DOC_ROOT: dir,
      SECURITY_HEADERS_POLICY: POLICY_FILE,
      SECURITY_HEADERS_CONF: conf,
      ...env,
    },
  });
  if (res.status !== 0) return { error: res.stderr };
  const headers = {};
  for (const line of readFileSync(conf, 'utf8').trim().split('\n')) {
    const m = /^add_header (\S+) "([^"]*)" always;$/.exec(line);
    assert.ok(m, `unexpected line in the nginx include: ${line}`);
    headers[m[1]] = m[2];
  }
  return { headers };
}

function nodeHeaders(env = {}) {
  try {
    return { headers: shellSecurityHeaders(dir, env) };
  } catch (err) {
    return { error: err.message };
  }
}

const REMOTES = {
  mf_public_site: 'https://www.physiocare.in/public/mf-manifest.json',
  mf_booking: 'https://booking.physiocare.in/mf-manifest.json',
  mf_doctor: 'https://www.physiocare.in:8443/doctor/mf-manifest.json',
};

describe('nginx and the Node server read deploy/security-headers.txt alike', () => {
  test('same headers; each remote origin once, in mf-config.json order', () => {
    writeMfConfig(REMOTES);
    const nginx = nginxHeaders();
    const node = nodeHeaders({});
    assert.equal(nginx.error, undefined, nginx.error);
    assert.deepEqual(nginx.headers, node.headers);
    const scripts = node.headers['Content-Security-Policy']
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    assert.equal(
      scripts,
      "script-src 'self' https://www.physiocare.in https://booking.physiocare.in https://www.physiocare.in:8443 https://checkout.razorpay.com https://cdn.razorpay.com",
    );
    assert.equal(node.headers['Strict-Transport-Security'], undefined);
  });

  test('HSTS is sent when STRICT_TRANSPORT_SECURITY is set', () => {
    writeMfConfig(REMOTES);
    const env = { STRICT_TRANSPORT_SECURITY: 'max-age=31536000; includeSubDomains; preload' };
    const nginx = nginxHeaders(env);
    assert.deepEqual(nginx.headers, nodeHeaders(env).headers);
    assert.equal(nginx.headers['Strict-Transport-Security'], env.STRICT_TRANSPORT_SECURITY);
  });

  for (const [what, url] of [
    ['a URL without scheme', 'booking.physiocare.in/mf-manifest.json'],
    ['another scheme', 'javascript://booking.physiocare.in/mf-manifest.json'],
    ['a quote breaking out of the header', 'https://a.example" always; add_header X "y'],
    ['an nginx variable', 'https://$host/mf-manifest.json'],
  ]) {
    test(`a remote URL with ${what} stops both`, () => {
      writeMfConfig({ ...REMOTES, mf_booking: url });
      assert.match(nginxHeaders().error ?? 'accepted', /remote URL must be/);
      assert.match(nodeHeaders({}).error ?? 'accepted', /remote URL must be/);
    });
  }

  test("the build's inline loader is allowed by its hash, right after 'self'; nothing else inline", () => {
    writeMfConfig(REMOTES);
    const hash = "'sha256-AbC+/09xyzAbC+/09xyzAbC+/09xyzAbC+/09xyzA='";
    writeFileSync(path.join(dir, 'csp-script-hashes.txt'), `${hash}\n`);
    try {
      const nginx = nginxHeaders();
      const node = nodeHeaders({});
      assert.equal(nginx.error, undefined, nginx.error);
      assert.deepEqual(nginx.headers, node.headers);
      const scripts = node.headers['Content-Security-Policy']
        .split('; ')
        .find((d) => d.startsWith('script-src'));
      assert.ok(scripts.startsWith(`script-src 'self' ${hash} https://www.physiocare.in `), scripts);
      assert.doesNotMatch(scripts, /unsafe-inline|unsafe-eval/);
    } finally {
      rmSync(path.join(dir, 'csp-script-hashes.txt'));
    }
  });

  test('a hashes file with anything but sha256 sources stops both', () => {
    writeMfConfig(REMOTES);
    writeFileSync(path.join(dir, 'csp-script-hashes.txt'), "'unsafe-inline'\n");
    try {
      assert.match(nginxHeaders().error ?? 'accepted', /csp-script-hashes.txt/);
      assert.match(nodeHeaders({}).error ?? 'accepted', /csp-script-hashes.txt/);
    } finally {
      rmSync(path.join(dir, 'csp-script-hashes.txt'));
    }
  });

  test('an HSTS value that could break the header stops both', () => {
    writeMfConfig(REMOTES);
    const env = { STRICT_TRANSPORT_SECURITY: 'max-age=1" always; add_header X "y' };
    assert.match(nginxHeaders(env).error ?? 'accepted', /STRICT_TRANSPORT_SECURITY/);
    assert.match(nodeHeaders(env).error ?? 'accepted', /STRICT_TRANSPORT_SECURITY/);
  });
});

test('policy format: comments skipped, indented lines joined with "; "', () => {
  const policy = '# note\nA: one\nB:\n  x 1\n\n  y 2\nC: ${STRICT_TRANSPORT_SECURITY}\n';
  assert.deepEqual(parsePolicy(policy), [
    ['A', 'one'],
    ['B', 'x 1; y 2'],
    ['C', '${STRICT_TRANSPORT_SECURITY}'],
  ]);
});
