// The Node server's /_fragments/<remote>/<file> (README: composition contract), as nginx's internal
// location of deploy/nginx/shell.conf.template: <remote's URL>/prerender/<file>, no compression, a
// time-out to connect and for each read, anything but a 200 counts as no fragment; fragments under a
// build id (and their 404s) are kept for FRAGMENT_CACHE_MS, build.txt never.
import http from 'node:http';
import https from 'node:https';
import {
  BUILD_FILE,
  FRAGMENT_CACHE_MS,
  FRAGMENT_TIMEOUT_MS,
  FRAGMENTS_PREFIX,
  PRERENDER_DIR,
} from './frames.mjs';

/** At most this many fragments are kept (the oldest go first). */
const CACHE_ENTRIES = 500;
const NONE = Object.freeze({ ok: false, body: '' });

/** GET `url`: { status, type, body }, or null on a refused connection, an error or a time-out. */
export function fetchText(url, timeoutMs) {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve(null));
    });
    // Idle time-out: while connecting, and between two reads (nginx's proxy_connect/read_timeout).
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(null));
  });
}

/**
 * @param {{ origins: Record<string, string>, timeoutMs?: number, cacheMs?: number }} o
 *   origins: each remote's URL as this server reaches it (REMOTE_*_INTERNAL_URL), by federation name
 * @returns {(uri: string) => Promise<{ ok: boolean, body: string }>} the SSI include of ssi.mjs
 */
export function createFragmentFetcher({
  origins,
  timeoutMs = FRAGMENT_TIMEOUT_MS,
  cacheMs = FRAGMENT_CACHE_MS,
}) {
  const cache = new Map(); // url → { expires, result }
  return async function include(uri) {
    if (!uri.startsWith(FRAGMENTS_PREFIX)) return NONE;
    const [remote, ...rest] = uri.slice(FRAGMENTS_PREFIX.length).split('/');
    const file = rest.join('/');
    const origin = origins[remote];
    // As nginx refuses an unsafe subrequest URI.
    if (!origin || !file || file.split('/').some((p) => p === '..' || p === '.')) return NONE;
    const url = new URL(`${PRERENDER_DIR}/${file}`, `${origin.replace(/\/+$/, '')}/`);
    const keep = file !== BUILD_FILE;
    const hit = keep ? cache.get(url.href) : undefined;
    if (hit && hit.expires > Date.now()) return hit.result;
    const res = await fetchText(url, timeoutMs);
    const result = res?.status === 200 ? { ok: true, body: res.body } : NONE;
    if (keep && (res?.status === 200 || res?.status === 404)) {
      cache.delete(url.href);
      cache.set(url.href, { expires: Date.now() + cacheMs, result });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value);
    }
    return result;
  };
}
