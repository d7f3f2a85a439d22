import http from 'node:http';
import Fastify from 'fastify';
import helmet from 'helmet';
import securityHeaders from './security-headers';

/** What helmet's own middleware sets on a real response (what @fastify/helmet did on every request). */
async function helmetOnRealResponse(): Promise<Record<string, string>> {
  const server = http.createServer((req, res) => {
    helmet()(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    return headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it("sets helmet's headers on answers, errors and 404s; a route may set its own CSP", async () => {
    const expected = await helmetOnRealResponse();
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    const app = Fastify();
    await app.register(securityHeaders);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/docs', async (_req, reply) => {
      reply.header('content-security-policy', "default-src 'none'");
      return 'docs';
    });
    try {
      for (const url of ['/ok', '/boom', '/missing']) {
        const res = await app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(expected))
          expect([url, name, res.headers[name]]).toEqual([url, name, value]);
      }
      const docs = await app.inject({ method: 'GET', url: '/docs' });
      expect(docs.headers['content-security-policy']).toBe("default-src 'none'");
      expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await app.close();
    }
  });
});
