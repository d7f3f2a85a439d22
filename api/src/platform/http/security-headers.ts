/**
 * helmet's security headers on every answer. They depend on nothing in the request (no CSP nonces here), so they
 * are worked out once at start-up from helmet itself; @fastify/helmet rebuilt helmet's middleware (parsing the CSP
 * directives) on every request, ~4 % of a profile read's CPU.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet(options) sets, lower-cased, as one object. */
export function securityHeaders(options: HelmetOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}

export default fp(
  async (app, options: { helmet?: HelmetOptions }) => {
    const headers = securityHeaders(options.helmet);
    // A route may still set its own (the API docs set their own Content-Security-Policy).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'physio-security-headers' },
);
