// Content-Encoding of what the Node page server sends (scripts/lib/static-server.mjs), by the rules of
// nginx's gzip block in deploy/nginx: gzip for text types over 512 bytes at level 6, and a built file's
// precompressed twin as it is (gzip_static; the twins: build-tools/precompress.cjs).
import { readFile, stat } from 'node:fs/promises';
import zlib from 'node:zlib';

/** The types nginx's gzip_types compresses. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** gzip_min_length: smaller bodies are sent as they are. */
const MIN_BYTES = 512;

export const isCompressible = (type) => COMPRESSIBLE.test(type);
export const acceptsGzip = (req) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/** A composed body gzipped when the client takes gzip and it is worth it, else the body itself. */
export function gzipIfWorth(req, body) {
  return acceptsGzip(req) && body.length > MIN_BYTES ? zlib.gzipSync(body, { level: 6 }) : body;
}

/**
 * The gzip bodies of served files, kept per file until it changes: a file's precompressed twin (x.js.gz)
 * when it is not older than the file, else the file compressed here. Resolves to null when the file is
 * sent as it is (the client takes no gzip, a type nginx does not compress, or a small file).
 */
export function createGzipFiles() {
  const cache = new Map(); // file -> { mtimeMs, body }
  async function bodyOf({ file, stat: fileStat }) {
    const twin = await stat(`${file}.gz`).catch(() => null);
    if (twin?.isFile() && twin.mtimeMs >= fileStat.mtimeMs) return readFile(`${file}.gz`);
    return zlib.gzipSync(await readFile(file), { level: 6 });
  }
  return async function gzipped(req, found, type) {
    if (!acceptsGzip(req) || !isCompressible(type) || found.stat.size <= MIN_BYTES) return null;
    let cached = cache.get(found.file);
    if (!cached || cached.mtimeMs !== found.stat.mtimeMs) {
      cached = { mtimeMs: found.stat.mtimeMs, body: await bodyOf(found) };
      cache.set(found.file, cached);
    }
    return cached.body;
  };
}
