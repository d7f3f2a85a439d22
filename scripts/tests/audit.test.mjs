// The npm audit step against a local stand-in for the registry (its bulk advisory endpoint and
// packuments) and a small project with a lockfile: high/critical advisories in production
// dependencies fail, dev-only and moderate ones do not, and only an unreachable endpoint skips.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runAudit } from '../lib/audit.mjs';
import { listen } from '../lib/static-server.mjs';

// The stand-in registry runs in its own process: runAudit blocks this one while npm audit runs.
// Each bulk advisory request is answered with the JSON in answerFile: { status, body }.
const REGISTRY = `
const http = require('node:http');
const fs = require('node:fs');
const VERSIONS = { ms: ['2.0.0', '2.1.3'], debug: ['2.6.8', '2.6.9'] };
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.method === 'POST') {
      const { status, body } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
      res.writeHead(status, { 'content-type': 'application/json' });
      return res.end(body === undefined ? '' : JSON.stringify(body));
    }
    const name = decodeURIComponent(req.url.slice(1));
    const versions = VERSIONS[name] || [];
    res.writeHead(versions.length ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({
      name,
      'dist-tags': { latest: versions[versions.length - 1] },
      versions: Object.fromEntries(versions.map((version) => [version, { name, version }])),
    }));
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

let dir;
let child;
let registryOrigin;
let answerFile;
const registry = () => `${registryOrigin}/`;

function answer(status, body) {
  writeFileSync(answerFile, JSON.stringify({ status, body }));
}

let advisoryId = 0;
function advisory(name, severity, title) {
  const id = ++advisoryId;
  const url = `https://advisories.test/${id}`;
  return {
    [name]: [
      {
        id,
        url,
        title,
        severity,
        vulnerable_versions: name === 'ms' ? '<2.1.0' : '<2.6.9',
        cwe: [],
        cvss: {},
      },
    ],
  };
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'physio-audit-'));
  answerFile = path.join(dir, 'answer.json');
  // npm caches what it computed per advisory id: a cache of this run's own, a new id per advisory.
  process.env.npm_config_cache = path.join(dir, 'npm-cache');
  const manifest = {
    name: 'fixture',
    version: '1.0.0',
    dependencies: { ms: '2.0.0' },
    devDependencies: { debug: '2.6.8' },
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({
      name: 'fixture',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': manifest,
        'node_modules/ms': { version: '2.0.0' },
        'node_modules/debug': { version: '2.6.8', dev: true, dependencies: { ms: '2.0.0' } },
      },
    }),
  );
  child = spawn(process.execPath, ['-e', REGISTRY, answerFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(child.stdout, 'data');
  registryOrigin = `http://127.0.0.1:${String(port).trim()}`;
});
after(() => {
  child?.kill();
  rmSync(dir, { recursive: true, force: true });
});

test('a high advisory in a production dependency fails, naming package and advisory', () => {
  answer(200, advisory('ms', 'high', 'ReDoS in ms'));
  const outcome = runAudit(dir, { registry: registry() });
  assert.deepEqual(outcome.failed, ['ms (high): ReDoS in ms']);
});

test('a critical advisory fails too', () => {
  answer(200, advisory('ms', 'critical', 'Code execution in ms'));
  assert.deepEqual(runAudit(dir, { registry: registry() }).failed, ['ms (critical): Code execution in ms']);
});

test('moderate advisories and dev-only packages do not fail', () => {
  answer(200, { ...advisory('ms', 'moderate', 'Slow ms'), ...advisory('debug', 'critical', 'Bad debug') });
  const outcome = runAudit(dir, { registry: registry() });
  assert.deepEqual(outcome.failed, []);
  assert.equal(outcome.counts.moderate, 1);
  assert.equal(outcome.counts.critical, 0);
});

test('a registry without the audit endpoint skips, saying why', () => {
  answer(405);
  assert.match(
    runAudit(dir, { registry: registry() }).skipped ?? '',
    /audit endpoint cannot be reached: 405/,
  );
});

test('an unreachable registry skips', async () => {
  const closed = http.createServer();
  await listen(closed, 0, '127.0.0.1');
  const port = closed.address().port;
  await new Promise((resolve) => closed.close(resolve));
  const outcome = runAudit(dir, { registry: `http://127.0.0.1:${port}/` });
  assert.match(outcome.skipped ?? '', /cannot be reached: .*ECONNREFUSED/);
});

test('an audit that cannot run for another reason (no lockfile) fails instead of skipping', () => {
  const empty = path.join(dir, 'no-lockfile');
  mkdirSync(empty);
  writeFileSync(path.join(empty, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0' }));
  answer(200, {});
  const outcome = runAudit(empty, { registry: registry() });
  assert.equal(outcome.skipped, undefined);
  assert.match(outcome.failed?.[0] ?? '', /could not run: .*lockfile/);
});
