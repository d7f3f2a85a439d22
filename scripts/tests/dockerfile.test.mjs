// The engine-less image build (scripts/lib/dockerfile.mjs) reads Dockerfiles and .dockerignore as
// Docker does, and the compose files publish nothing beyond this machine.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { composeImages, composeValue, readCompose } from '../lib/compose-images.mjs';
import {
  buildWithoutEngine,
  dockerignore,
  osOnlyReason,
  parseDockerfile,
  substitute,
} from '../lib/dockerfile.mjs';

test('Dockerfile instructions: continuation lines joined, comments dropped', () => {
  const parsed = parseDockerfile(
    '# c\nFROM node:22 AS build\nRUN a \\\n  && b\n\n# d\nENV A=1 \\\n    B="x y"\n',
  );
  assert.deepEqual(parsed, [
    { op: 'FROM', args: 'node:22 AS build' },
    { op: 'RUN', args: 'a && b' },
    { op: 'ENV', args: 'A=1 B="x y"' },
  ]);
  assert.equal(
    substitute('${APP}/dist and $APP, ${NONE:-dflt}', { APP: 'mf-booking' }),
    'mf-booking/dist and mf-booking, dflt',
  );
});

test(".dockerignore: Docker's ** and * rules, folders with their contents", () => {
  const ignored = dockerignore(readFileSync(path.resolve('.dockerignore'), 'utf8'));
  for (const p of [
    'node_modules',
    'shell/node_modules/x',
    'mf-booking/dist/remoteEntry.js',
    '.git/HEAD',
    '.env',
    'e2e/artifacts/a.png',
    'x.log',
  ])
    assert.equal(ignored(p), true, p);
  for (const p of [
    'shell/src/App.tsx',
    'build-tools/webpack.cjs',
    'package.json',
    'deploy/docker/40-mf-config.sh',
  ])
    assert.equal(ignored(p), false, p);
  const negated = dockerignore('docs\n!docs/keep.md\n');
  assert.equal(negated('docs/a.md'), true);
  assert.equal(negated('docs/keep.md'), false);
});

test('the steps that need the image’s own system are told apart from the build', () => {
  assert.match(osOnlyReason('rm -rf /usr/share/nginx/html/*', '/'), /\/usr\/share\/nginx\/html/);
  assert.match(osOnlyReason('mkdir -p /app/.data && chown node:node /app/.data', '/app'), /chown/);
  assert.match(osOnlyReason('apk add --no-cache curl', '/'), /apk/);
  assert.equal(osOnlyReason('npm ci -w "$APP" --include-workspace-root --no-audit', '/app'), null);
  assert.equal(osOnlyReason('npm run build -w shell && mkdir -p /app/api/x', '/app'), null);
  assert.equal(osOnlyReason('case "$APP" in a) ;; *) echo "no" >&2; exit 1;; esac', '/app'), null);
});

test('a stage holds what its COPY lines copy, nothing more: a missing workspace fails its RUN step', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'physio-dockerfile-'));
  try {
    const context = path.join(dir, 'ctx');
    mkdirSync(path.join(context, 'app/src'), { recursive: true });
    mkdirSync(path.join(context, 'lib'), { recursive: true });
    mkdirSync(path.join(context, 'app/node_modules'), { recursive: true });
    writeFileSync(path.join(context, 'app/src/main.txt'), 'needs ../../lib/util.txt');
    writeFileSync(path.join(context, 'app/node_modules/big.txt'), 'ignored');
    writeFileSync(path.join(context, 'lib/util.txt'), 'util');
    writeFileSync(path.join(context, 'run.sh'), '#!/bin/sh\necho ok');
    writeFileSync(path.join(context, '.dockerignore'), '**/node_modules\n');
    const write = (text) => writeFileSync(path.join(context, 'Dockerfile'), text);
    const build = () =>
      buildWithoutEngine({
        dockerfile: path.join(context, 'Dockerfile'),
        context,
        args: { NAME: 'app' },
        workRoot: path.join(dir, `w${Math.random()}`),
      });
    const steps = (copyLib) =>
      `FROM node:22-slim AS build\nARG NAME\nWORKDIR /w\nCOPY \${NAME} \${NAME}\n${copyLib ? 'COPY lib lib\n' : ''}` +
      'RUN test -f "$NAME/src/main.txt" && test -f lib/util.txt && mkdir -p out && cp lib/util.txt out/\n' +
      'FROM nginx:stable-alpine\nRUN rm -rf /usr/share/nginx/html/*\nCOPY --from=build /w/out/ /usr/share/nginx/html/\nCOPY --chmod=755 run.sh /docker-entrypoint.d/run.sh\n';
    write(steps(false));
    assert.throws(build, /RUN test -f .* exited 1/);
    write(steps(true));
    const { stages } = build();
    assert.equal(stages.length, 2);
    const [b, web] = stages;
    assert.equal(existsSync(path.join(b.root, 'w/app/node_modules')), false, '.dockerignore applied');
    assert.equal(readFileSync(path.join(web.root, 'usr/share/nginx/html/util.txt'), 'utf8'), 'util');
    assert.equal(statSync(path.join(web.root, 'docker-entrypoint.d/run.sh')).mode & 0o777, 0o755);
    assert.deepEqual(
      web.skipped.map((s) => s.command),
      ['rm -rf /usr/share/nginx/html/*'],
    );
    write('FROM node:22-slim\nCOPY missing ./\n');
    assert.throws(build, /COPY missing: not found/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('compose builds the api, the shell and the three remotes, each web image with its build args, defaults filled in', () => {
  const images = composeImages(path.resolve('docker-compose.yml'));
  assert.deepEqual(images.map((i) => i.service).sort(), [
    'api',
    'mf-booking',
    'mf-doctor',
    'mf-public-site',
    'shell',
  ]);
  const booking = images.find((i) => i.service === 'mf-booking');
  assert.equal(path.relative(process.cwd(), booking.dockerfile), 'deploy/remote.Dockerfile');
  assert.deepEqual(booking.args, {
    PHYSIO_SUPPORT_PHONE: '9123456780',
    PHYSIO_SUPPORT_EMAIL: 'support@physiocare.in',
    APP: 'mf-booking',
  });
  assert.equal(
    composeValue('${SHELL_ORIGIN:-http://localhost:8080}', { SHELL_ORIGIN: 'https://x.in' }),
    'https://x.in',
  );
});

test('the local compose publishes every port on 127.0.0.1 only (it runs with published secrets)', () => {
  const services = readCompose(path.resolve('docker-compose.yml')).services;
  const published = Object.entries(services).flatMap(([name, s]) =>
    (s.ports ?? []).map((p) => [name, String(p)]),
  );
  assert.ok(published.length >= 4, 'the shell and the remotes are published');
  for (const [name, port] of published) assert.match(port, /^127\.0\.0\.1:\d+:\d+$/, `${name}: ${port}`);
  const prod = readCompose(path.resolve('docker-compose.prod.yml')).services;
  for (const [name, s] of Object.entries(prod))
    assert.equal(s.ports, undefined, `${name}: the override publishes ${s.ports}`);
});
