import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inlineMfConfig, mfConfig, writeMfConfig } from '../lib/mf-config.mjs';
import { renderTemplate } from '../lib/template.mjs';

test('mf-config defaults to the canonical remote ports', () => {
  assert.deepEqual(mfConfig({}), {
    remotes: {
      mf_public_site: 'http://localhost:3001/mf-manifest.json',
      mf_booking: 'http://localhost:3002/mf-manifest.json',
      mf_doctor: 'http://localhost:3003/mf-manifest.json',
    },
  });
});

test('mf-config follows REMOTE_*_URL without doubling slashes', () => {
  const cfg = mfConfig({ REMOTE_DOCTOR_URL: 'https://doctor.physiocare.in/' });
  assert.equal(cfg.remotes.mf_doctor, 'https://doctor.physiocare.in/mf-manifest.json');
});

test('templates replace only defined variables, leaving nginx variables alone', () => {
  const out = renderTemplate('listen ${LISTEN_PORT}; try_files $uri ${UNDEFINED};', { LISTEN_PORT: 80 });
  assert.equal(out, 'listen 80; try_files $uri ${UNDEFINED};');
});

const SLOT = '<script type="application/json" id="mf-config"></script>';
const page = (slot) =>
  `<!doctype html><html><head><title>x</title>${slot}</head><body><div id="root"></div></body></html>`;

test('the config is inlined into a page slot as one line of JSON, again on a second deploy', () => {
  const first = inlineMfConfig(page(SLOT), mfConfig({}));
  assert.match(
    first,
    /<script type="application\/json" id="mf-config">\{"remotes":\{"mf_public_site":"http:\/\/localhost:3001\/mf-manifest.json",/,
  );
  const moved = inlineMfConfig(first, mfConfig({ REMOTE_BOOKING_URL: 'https://cdn.example/booking' }));
  assert.equal((moved.match(/id="mf-config"/g) ?? []).length, 1);
  assert.match(moved, /"mf_booking":"https:\/\/cdn.example\/booking\/mf-manifest.json"/);
  assert.doesNotMatch(moved, /localhost:3002/);
  assert.equal(inlineMfConfig('<html><head></head></html>', mfConfig({})), '<html><head></head></html>');
  assert.doesNotMatch(
    inlineMfConfig(page(SLOT), mfConfig({ REMOTE_DOCTOR_URL: 'https://x/</script>' })),
    /<\/script>"/,
  );
});

test('the containers script (40-mf-config.sh) writes the same bytes as npm start does', () => {
  const env = {
    REMOTE_PUBLIC_SITE_URL: 'https://public.example/',
    REMOTE_BOOKING_URL: 'https://cdn.example/booking?v=1&x=|2',
    REMOTE_DOCTOR_URL: 'https://doctor.example/custom.json',
  };
  const written = ['node', 'sh'].map((how) => {
    const dir = mkdtempSync(path.join(tmpdir(), `physio-mf-config-${how}-`));
    mkdirSync(path.join(dir, 'faqs'));
    writeFileSync(path.join(dir, 'spa.html'), page(SLOT));
    writeFileSync(path.join(dir, 'faqs', 'index.html'), page(SLOT));
    if (how === 'node') writeMfConfig(dir, env);
    else
      execFileSync('sh', [path.resolve('deploy/docker/40-mf-config.sh')], {
        env: { ...process.env, ...env, DOC_ROOT: dir },
      });
    const files = ['mf-config.json', 'spa.html', 'faqs/index.html'].map((f) =>
      readFileSync(path.join(dir, f), 'utf8'),
    );
    rmSync(dir, { recursive: true, force: true });
    return files;
  });
  assert.deepEqual(written[1], written[0]);
  assert.match(written[0][2], /"mf_booking":"https:\/\/cdn.example\/booking\?v=1&x=\|2\/mf-manifest.json"/);
  assert.deepEqual(JSON.parse(written[0][0]), mfConfig(env));
});
