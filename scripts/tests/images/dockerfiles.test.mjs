// Every image docker-compose.yml builds, built without an engine (scripts/lib/dockerfile.mjs): each
// stage in an empty folder holding exactly what its COPY lines copy, its RUN steps run with the local
// Node (npm ci from the local cache, the app's production build). The steps that need the image's
// system are skipped and listed. IMAGES=shell,mf-booking picks services. Which services compose
// builds is checked in scripts/tests/dockerfile.test.mjs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { composeImages } from '../../lib/compose-images.mjs';
import { buildWithoutEngine } from '../../lib/dockerfile.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const only = (process.env.IMAGES ?? '').split(',').filter(Boolean);

/** What each kind of image must hold once built: the proof its build produced the app. */
const EXPECTED = {
  api: ['/app/api/dist/server.js', '/app/api/dist/cli.js', '/app/node_modules'],
  shell: [
    '/usr/share/nginx/html/spa.html',
    '/usr/share/nginx/html/_frames/routes.map',
    '/usr/share/nginx/html/_frames/booking.html',
    '/etc/nginx/templates/default.conf.template',
    '/docker-entrypoint.d/40-mf-config.sh',
  ],
  remote: [
    '/usr/share/nginx/html/remoteEntry.js',
    '/usr/share/nginx/html/mf-manifest.json',
    '/usr/share/nginx/html/prerender/build.txt',
    '/usr/share/nginx/html/prerender/manifest.json',
    '/etc/nginx/templates/default.conf.template',
  ],
};

const images = composeImages(path.join(ROOT, 'docker-compose.yml')).filter(
  (i) => only.length === 0 || only.includes(i.service),
);

for (const image of images) {
  test(
    `the ${image.service} image builds from its Dockerfile's COPY lines alone`,
    { timeout: 20 * 60_000 },
    (t) => {
      const workRoot = mkdtempSync(path.join(tmpdir(), `physio-image-${image.service}-`));
      try {
        const started = Date.now();
        const { stages } = buildWithoutEngine({
          ...image,
          workRoot,
          // npm ci as written, its packages from the local cache where it has them.
          env: { npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
        });
        const final = stages.at(-1);
        const kind = image.service === 'api' || image.service === 'shell' ? image.service : 'remote';
        for (const file of EXPECTED[kind])
          assert.ok(existsSync(path.join(final.root, file)), `${image.service}: the image has no ${file}`);
        for (const s of stages)
          for (const { command, reason } of s.skipped)
            t.diagnostic(`skipped in ${s.name} (${reason}): ${command}`);
        t.diagnostic(
          `${image.service}: ${stages.length} stages built in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      } finally {
        // A stage's node_modules takes a minute to delete here: in the background, not on the test's time.
        spawn('rm', ['-rf', workRoot], { detached: true, stdio: 'ignore' }).unref();
      }
    },
  );
}
