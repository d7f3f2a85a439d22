// The Node static server's /api proxy (scripts/lib/static-server.mjs), with nginx's rules
// (deploy/nginx): the same body limit, forwarded headers and 502 answer.
import http from 'node:http';
import { NO_CACHE } from './cache-control.mjs';

/** Largest /api request body, as the API's own default (BODY_LIMIT, 64 KiB) and nginx's client_max_body_size. */
export const API_BODY_LIMIT = 64 * 1024;

const json = (status, body) => [
  status,
  { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_CACHE },
  JSON.stringify(body),
];
export const TOO_LARGE = json(413, {
  message: 'The request is too large.',
  code: 'PAYLOAD_TOO_LARGE',
});

/** Answers without (the rest of) the request body, then reads and drops it so the connection stays usable. */
function answerEarly(req, res, [status, headers, body]) {
  if (!res.headersSent) {
    res.writeHead(status, headers);
    res.end(body);
  } else if (!res.writableEnded) {
    res.destroy();
  }
  req.resume();
}

/**
 * The /api proxy of the Node static server, as nginx's: forwards to `apiTarget` with the
 * X-Forwarded-* headers, answers 413 for a body over `apiBodyLimit` before it reaches the API
 * (declared or chunked), and 502 `{ message }` when the API cannot be reached.
 */
export function createApiProxy({ apiTarget, apiBodyLimit = API_BODY_LIMIT }) {
  return function proxy(req, res) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > apiBodyLimit) return answerEarly(req, res, TOO_LARGE);
    const target = new URL(req.url, apiTarget);
    const headers = { ...req.headers, host: target.host };
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    let answered = false;
    const upstream = http.request(target, { method: req.method, headers }, (up) => {
      answered = true;
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
      // The API may answer before it has read the whole body (its own 413): stop sending, drop the rest.
      up.on('end', () => {
        if (!req.complete) {
          req.unpipe(upstream);
          req.resume();
        }
      });
    });
    upstream.setTimeout(120000, () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', () => {
      req.unpipe(upstream);
      // An answer already on its way: a write error after it (the API closed its end early) is not a failure.
      if (answered) {
        if (!res.writableEnded && !res.writableFinished) res.once('finish', () => req.resume());
        return;
      }
      answerEarly(
        req,
        res,
        json(502, {
          message: 'The service is unavailable right now. Please try again.',
          code: 'API_UNAVAILABLE',
        }),
      );
    });
    // A body sent without Content-Length (chunked) is counted as it arrives.
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received > apiBodyLimit && !answered) {
        answered = true;
        req.unpipe(upstream);
        upstream.destroy();
        answerEarly(req, res, TOO_LARGE);
      }
    });
    req.pipe(upstream);
  };
}
