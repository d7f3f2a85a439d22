import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mfConfig } from '../lib/mf-config.mjs';
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
