// `npm audit --omit=dev` as a step of npm test: fails on high or critical advisories in what
// production installs; skipped, with the reason, only when the registry's audit endpoint gives no
// answer (offline, or a registry mirror without the audit API).
import { spawnSync } from 'node:child_process';

export const BLOCKING = ['high', 'critical'];
const NETWORK_ERROR = /\b(ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH)\b/;

/**
 * Reads `npm audit --json` output.
 * @returns {{ skipped: string } | { failed: string[], counts: Record<string, number> }}
 *   failed lists "package (severity): advisory" for every high or critical finding; an audit that
 *   could not run for another reason (no lockfile, bad output) is one failure.
 */
export function auditOutcome(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {
      failed: [`npm audit printed no JSON report: ${stdout.trim().slice(0, 200) || '(nothing)'}`],
      counts: {},
    };
  }
  if (report.metadata?.vulnerabilities) {
    const failed = Object.values(report.vulnerabilities ?? {})
      .filter((v) => BLOCKING.includes(v.severity))
      .map((v) => {
        const advisories = v.via.filter((via) => typeof via === 'object').map((via) => via.title);
        const through = v.via.filter((via) => typeof via === 'string');
        const why = advisories.length ? advisories.join('; ') : `through ${through.join(', ')}`;
        return `${v.name} (${v.severity}): ${why}${v.fixAvailable ? '' : ' — no fix available'}`;
      });
    return { failed, counts: report.metadata.vulnerabilities };
  }
  const code = report.error?.code ?? report.code;
  const status = report.statusCode;
  const message = report.message ?? report.error?.summary ?? JSON.stringify(report).slice(0, 200);
  // An HTTP error status comes from the audit request itself: npm audit makes no other.
  if (typeof status === 'number' || NETWORK_ERROR.test(`${code ?? ''} ${message}`))
    return { skipped: `the registry's audit endpoint cannot be reached: ${message}` };
  return { failed: [`npm audit could not run: ${message}`], counts: {} };
}

/**
 * Runs the audit in `cwd` (the workspace root, so every workspace's production dependencies count).
 * @param {{ timeoutMs?: number, registry?: string }} [opts] registry: another registry (tests)
 */
export function runAudit(cwd, { timeoutMs = 120000, registry } = {}) {
  const args = ['audit', '--omit=dev', '--json', ...(registry ? [`--registry=${registry}`] : [])];
  const res = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (res.error?.code === 'ETIMEDOUT')
    return { skipped: `the registry's audit endpoint did not answer within ${timeoutMs / 1000} s` };
  return auditOutcome(res.stdout ?? '');
}
