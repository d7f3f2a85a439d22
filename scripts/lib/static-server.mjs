// A small production static server (node:http) with the same rules as deploy/nginx
// (Cache-Control: cache-control.mjs; the /api proxy: api-proxy.mjs; pages composed from the shell's
// frames and the remotes' fragments: frames.mjs, ssi.mjs, fragment-fetcher.mjs):
// page paths get their route's composed frame or the SPA page, gzip (compression.mjs), immutable caching for hashed
// assets, no-cache for HTML and federation entry files, optional /api proxy and CORS for the shell's origin.
import {
  GATED_PAGE_CACHE,
  hasSessionHint,
  isGatedPath,
  LOGIN_IN_PLACE_CACHE,
  loginUrlFor,
  PATIENT_LOGIN_PATH,
} from './page-routes.mjs';
import { API_BODY_LIMIT, createApiProxy } from './api-proxy.mjs';
import { cacheControlFor, NO_CACHE } from './cache-control.mjs';
import { createGzipFiles, gzipIfWorth, isCompressible } from './compression.mjs';
import { createFragmentFetcher, fetchText } from './fragment-fetcher.mjs';
import {
  FRAGMENTS_PREFIX,
  FRAMES_DIR,
  cookieLocale,
  frameFor,
  frameInLocale,
  pageCacheControl,
  pagePath,
  PRERENDER_DIR,
  routeMapReader,
} from './frames.mjs';
import { runSsi } from './ssi.mjs';
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The SPA page of the shell's build (shell/src/prerender/build.mjs): paths no route's frame answers;
 * builds without one fall back to index.html.
 */
export const SPA_PAGE = 'spa.html';

/**
 * A remote's fragment of a page prerendered once for every value of its last segment:
 * /prerender/<build>/pages/c/9876543210/head.html → /prerender/<build>/pages/c/_id/head.html
 * (deploy/nginx/remote.conf.template answers the same when the exact page has none).
 */
export function prerenderFallback(urlPath) {
  const m = new RegExp(
    `^/${PRERENDER_DIR}/([0-9a-f]+)/(pages(?:/[A-Za-z0-9_~-]+)*)/[A-Za-z0-9_~-]+/(head|body)\\.html$`,
  ).exec(urlPath);
  return m ? `/${PRERENDER_DIR}/${m[1]}/${m[2]}/_id/${m[3]}.html` : null;
}

/** The public site's files at the site's root (mf-public-site writes them with its pages). */
const PUBLIC_SITE_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** Served by no URL: the frames (composed only) and the fragments' internal location. */
const INTERNAL = [`/${FRAMES_DIR}/`, FRAGMENTS_PREFIX];

/** Paths without a file extension are page routes: they may fall back to the SPA page. */
export function isPageRoute(urlPath) {
  const base = path.posix.basename(urlPath);
  return !base.includes('.');
}

async function fileIfExists(file) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} opts
 * @param {string} opts.root folder to serve
 * @param {boolean} [opts.spa] fall back to the SPA page (spa.html, else index.html) for unknown page routes
 * @param {string} [opts.apiTarget] e.g. http://127.0.0.1:4000 — proxies /api/* there
 * @param {string[]} [opts.corsOrigins] origins allowed to read these files cross-origin
 * @param {Record<string, string>} [opts.securityHeaders] sent with every file and 404 (lib/security-headers.mjs)
 * @param {number} [opts.apiBodyLimit] larger /api bodies get 413 here, before they reach the API
 * @param {Record<string, string>} [opts.fragments] the shell: each remote's URL as this server
 *   reaches it, by federation name; page paths then get their route's frame composed with the
 *   remote's fragments (README: composition contract)
 */
export function createStaticServer({
  root,
  spa = false,
  apiTarget,
  corsOrigins = [],
  securityHeaders = {},
  apiBodyLimit = API_BODY_LIMIT,
  fragments,
}) {
  const gzipped = createGzipFiles();
  const include = fragments ? createFragmentFetcher({ origins: fragments }) : null;
  const routes = routeMapReader(path.resolve(root));
  const proxy = apiTarget ? createApiProxy({ apiTarget, apiBodyLimit }) : null;
  const rootDir = path.resolve(root);

  function baseHeaders(req) {
    const headers = { ...securityHeaders };
    const origin = req.headers.origin;
    if (corsOrigins.length) {
      headers.Vary = 'Origin';
      if (origin && (corsOrigins.includes(origin) || corsOrigins.includes('*'))) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = 'GET, HEAD, OPTIONS';
        headers['Access-Control-Allow-Headers'] = 'Content-Type';
      }
    }
    return headers;
  }

  async function resolveFile(urlPath) {
    const rel = path.posix.normalize(urlPath).replace(/^\/+/, '');
    const candidates =
      rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
    for (const c of candidates) {
      const file = path.join(rootDir, c);
      if (!file.startsWith(rootDir + path.sep) && file !== rootDir) return null;
      const s = await fileIfExists(file);
      if (s) return { file, stat: s, urlPath: `/${c}` };
    }
    return null;
  }

  /** @param {{ gated?: boolean }} [opts] gated: the document of a page behind a login (page-routes.mjs) */
  async function send(req, res, found, status = 200, { gated = false } = {}) {
    const ext = path.extname(found.file).toLowerCase();
    const type = MIME[ext] ?? 'application/octet-stream';
    const headers = {
      ...baseHeaders(req),
      'Content-Type': type,
      'Cache-Control': gated ? GATED_PAGE_CACHE : cacheControlFor(found.urlPath),
      'Last-Modified': found.stat.mtime.toUTCString(),
      ETag: `W/"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}"`,
    };
    if (gated) headers.Vary = headers.Vary ? `${headers.Vary}, Cookie` : 'Cookie';
    if (status === 200 && req.headers['if-none-match'] === headers.ETag) {
      res.writeHead(304, headers);
      return res.end();
    }
    if (isCompressible(type))
      headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    const gz = await gzipped(req, found, type);
    if (gz) {
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gz.length });
      return res.end(req.method === 'HEAD' ? undefined : gz);
    }
    res.writeHead(status, { ...headers, 'Content-Length': found.stat.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(found.file).pipe(res);
  }

  /**
   * The page at `pathname` composed from its frame and its remote's fragments: no validators, its
   * body depends on the remotes.
   */
  async function sendComposed(req, res, pathname, english, { gated = false, cache = undefined } = {}) {
    // The frame in the language of the physio_lang cookie, else the English one (frames.mjs).
    const locale = cookieLocale(req.headers.cookie);
    const frame = (locale !== 'en' && (await resolveFile(frameInLocale(english.urlPath, locale)))) || english;
    const text = await readFile(frame.file, 'utf8');
    const body = Buffer.from(await runSsi(text, { vars: { physio_page: pagePath(pathname) }, include }));
    const headers = {
      ...baseHeaders(req),
      'Content-Type': MIME['.html'],
      'Cache-Control': cache ?? (gated ? GATED_PAGE_CACHE : pageCacheControl(english.urlPath)),
    };
    // Every composed page differs by cookie now: its language (physio_lang), and a gated one's session hint.
    headers.Vary = [headers.Vary, 'Cookie', 'Accept-Encoding'].filter(Boolean).join(', ');
    const sent = gzipIfWorth(req, body);
    if (sent !== body) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, { ...headers, 'Content-Length': sent.length });
    res.end(req.method === 'HEAD' ? undefined : sent);
  }

  /** /sitemap.xml and /robots.txt from the public site, with this server's headers (as nginx). */
  async function sendPublicSiteFile(req, res, urlPath) {
    const got = await fetchText(new URL(urlPath, fragments.mf_public_site), 5000);
    if (!got) {
      res.writeHead(502, {
        ...baseHeaders(req),
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': NO_CACHE,
      });
      return res.end('The public site is unavailable.\n');
    }
    const body = Buffer.from(got.body);
    res.writeHead(got.status, {
      ...baseHeaders(req),
      'Content-Type': got.type || 'text/plain; charset=utf-8',
      'Cache-Control': NO_CACHE,
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(req, res) {
    res.writeHead(404, {
      ...baseHeaders(req),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NO_CACHE,
    });
    res.end('Not found\n');
  }

  return http.createServer(async (req, res) => {
    try {
      const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
      if (proxy && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res);
      if (pathname === '/healthz') {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE });
        return res.end('ok\n');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, baseHeaders(req));
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
        return res.end();
      }
      let decoded;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return notFound(req, res);
      }
      // A page behind a login and no session hint: the login page in its place (page-routes.mjs); a
      // redirect to it when the build has no frames.
      const gated = spa && isGatedPath(decoded);
      const login = gated && !hasSessionHint(req.headers.cookie) ? loginUrlFor(decoded, search) : null;
      if (login) {
        const loginFrameUrl = include ? frameFor(routes(), PATIENT_LOGIN_PATH) : null;
        const loginFrame = loginFrameUrl ? await resolveFile(loginFrameUrl) : null;
        if (loginFrame)
          return sendComposed(req, res, PATIENT_LOGIN_PATH, loginFrame, {
            gated,
            cache: LOGIN_IN_PLACE_CACHE,
          });
        res.writeHead(302, { ...baseHeaders(req), Location: login, 'Cache-Control': LOGIN_IN_PLACE_CACHE });
        return res.end();
      }
      if (INTERNAL.some((prefix) => decoded.startsWith(prefix))) return notFound(req, res);
      if (fragments?.mf_public_site && PUBLIC_SITE_FILES.has(decoded))
        return sendPublicSiteFile(req, res, decoded);
      // A page path: its route's frame, composed with the remote's fragments (frames.mjs).
      const frameUrl = include && isPageRoute(decoded) ? frameFor(routes(), decoded) : null;
      const frame = frameUrl ? await resolveFile(frameUrl) : null;
      if (frame) return sendComposed(req, res, decoded, frame, { gated });
      const fallback = prerenderFallback(decoded);
      const found = (await resolveFile(decoded)) ?? (fallback ? await resolveFile(fallback) : null);
      if (found) return send(req, res, found, 200, { gated });
      if (spa && isPageRoute(decoded)) {
        const page = (await resolveFile(`/${SPA_PAGE}`)) ?? (await resolveFile('/index.html'));
        if (page) return send(req, res, page, 200, { gated });
      }
      return notFound(req, res);
    } catch (err) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${err.message}\n`);
    }
  });
}

/** Listen and resolve once the port is bound. */
export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
