// The shell's /mf-config.json: where each remote's manifest lives. Written at deploy time (and served
// by the shell's dev server) from REMOTE_*_URL, so remotes move without rebuilding the shell.

/** Federation container name → environment variable holding its base URL, and the default (DESIGN.md §2). */
const REMOTES = {
  mf_public_site: { env: 'REMOTE_PUBLIC_SITE_URL', fallback: 'http://localhost:3001' },
  mf_booking: { env: 'REMOTE_BOOKING_URL', fallback: 'http://localhost:3002' },
  mf_doctor: { env: 'REMOTE_DOCTOR_URL', fallback: 'http://localhost:3003' },
};

/**
 * @param {Record<string, string | undefined>} env usually process.env
 * @returns {{ remotes: Record<string, string> }}
 */
function mfConfigFromEnv(env) {
  const remotes = {};
  for (const [name, { env: key, fallback }] of Object.entries(REMOTES)) {
    const base = (env[key] || fallback).replace(/\/+$/, '');
    remotes[name] = base.endsWith('.json') ? base : `${base}/mf-manifest.json`;
  }
  return { remotes };
}

module.exports = { REMOTES, mfConfigFromEnv };
