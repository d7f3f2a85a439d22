// The shell's security headers for the Node static server, read from deploy/security-headers.txt —
// the file deploy/docker/50-security-headers.sh turns into nginx add_header lines — with the same
// substitutions: ${REMOTE_ORIGINS} from the shell's mf-config.json, ${INLINE_SCRIPT_HASHES} from the
// shell build's csp-script-hashes.txt, ${STRICT_TRANSPORT_SECURITY} from the environment, and headers
// left empty not sent.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const POLICY_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/security-headers.txt',
);

/** The shell build's file of CSP hashes of its inline scripts (the paint-first loader, shell/src/prerender/build.mjs). */
export const CSP_SCRIPT_HASHES_FILE = 'csp-script-hashes.txt';
const SCRIPT_HASHES = /^('sha256-[A-Za-z0-9+/]+={0,2}'( |$))*$/;

const REMOTE_URL = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]+)?(\/[A-Za-z0-9._~/-]*)?$/;
const HEADER_VALUE = /^[A-Za-z0-9=;,. -]*$/;

/** The headers of a policy file as [name, value] pairs, placeholders left in. */
export function parsePolicy(text) {
  const headers = [];
  for (const line of text.split('\n')) {
    if (/^\s*(#|$)/.test(line)) continue;
    if (/^\s/.test(line)) {
      const last = headers.at(-1);
      last[1] = last[1] ? `${last[1]}; ${line.trim()}` : line.trim();
    } else {
      const colon = line.indexOf(':');
      headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return headers;
}

/** Origins of the remotes in an mf-config.json document, in its order, each once. */
export function remoteOrigins(mfConfig) {
  const origins = Object.values(mfConfig.remotes ?? {}).map((url) => {
    if (!REMOTE_URL.test(url))
      throw new Error(`a remote URL must be http(s)://host[:port][/path], got "${url}"`);
    return /^https?:\/\/[^/]*/.exec(url)[0];
  });
  if (!origins.length) throw new Error('mf-config.json lists no remote');
  return [...new Set(origins)];
}

/**
 * @param {{ origins: string[], hsts?: string, scriptHashes?: string, policy?: string }} opts
 * @returns {Record<string, string>}
 */
export function securityHeaders({
  origins,
  hsts = '',
  scriptHashes = '',
  policy = readFileSync(POLICY_FILE, 'utf8'),
}) {
  if (!HEADER_VALUE.test(hsts))
    throw new Error(`STRICT_TRANSPORT_SECURITY has characters a header value cannot have: "${hsts}"`);
  if (!SCRIPT_HASHES.test(scriptHashes))
    throw new Error(`${CSP_SCRIPT_HASHES_FILE} must hold 'sha256-…' sources only, got "${scriptHashes}"`);
  const headers = {};
  for (const [name, template] of parsePolicy(policy)) {
    const value = template
      .replaceAll('${REMOTE_ORIGINS}', origins.join(' '))
      .replaceAll('${INLINE_SCRIPT_HASHES}', scriptHashes)
      .replaceAll('${STRICT_TRANSPORT_SECURITY}', hsts)
      .replace(/ {2,}/g, ' ')
      .trim();
    if (value) headers[name] = value;
  }
  return headers;
}

/** The inline scripts' hashes of a shell build folder, one line ('' when the build has none). */
export function scriptHashesOf(root) {
  try {
    return readFileSync(path.join(root, CSP_SCRIPT_HASHES_FILE), 'utf8').trim().split(/\s+/).join(' ');
  } catch (err) {
    if (err.code === 'ENOENT') return '';
    throw err;
  }
}

/** The headers for a shell build folder: its mf-config.json's remotes, its inline scripts' hashes, HSTS from env. */
export function shellSecurityHeaders(root, env = process.env) {
  const mfConfig = JSON.parse(readFileSync(path.join(root, 'mf-config.json'), 'utf8'));
  return securityHeaders({
    origins: remoteOrigins(mfConfig),
    hsts: env.STRICT_TRANSPORT_SECURITY ?? '',
    scriptHashes: scriptHashesOf(root),
  });
}
