// mf-config.json: where the shell finds each remote's manifest at run time (DESIGN.md §1). The
// document itself comes from build-tools/mf-config.cjs, the one place that maps REMOTE_*_URL.
import { writeFileSync } from 'node:fs';
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

/** Writes <distDir>/mf-config.json and returns its path. */
export function writeMfConfig(distDir, env = process.env) {
  const file = path.join(distDir, 'mf-config.json');
  writeFileSync(file, `${JSON.stringify(mfConfig(env), null, 2)}\n`);
  return file;
}
