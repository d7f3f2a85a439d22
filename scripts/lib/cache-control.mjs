// Cache-Control of the files both page servers send (scripts/lib/static-server.mjs, and nginx's
// deploy/nginx templates): immutable for content-hashed assets, revalidated for everything else.
// (Composed pages: frames.mjs pageCacheControl.)
import path from 'node:path';

export const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-config.json']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A content hash of 8+ hex characters in the file name, e.g. main.3f2a1b9c.js or 412.0a1b2c3d4e.css. */
export function isHashedAsset(urlPath) {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.posix.basename(urlPath));
}

/** Cache-Control for a served file: immutable for hashed assets, no-cache for everything else. */
export function cacheControlFor(urlPath) {
  const base = path.posix.basename(urlPath);
  if (NO_CACHE_FILES.has(base) || base.endsWith('.html')) return NO_CACHE;
  return isHashedAsset(urlPath) ? IMMUTABLE : NO_CACHE;
}
