/**
 * @jest-environment node
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient } from './client';
import { navigateTo } from './navigation';
import { getAccessToken, setAccessToken } from './session';
import { tokenExpiringIn } from './test/stubServer';

// Real requests over a real socket through the real client (Node's http adapter).
let server: http.Server;
let refreshCalls = 0;
const seen: IncomingMessage['headers'][] = [];
const FRESH = tokenExpiringIn(900, { jti: 'http' });

function handler(req: IncomingMessage, res: ServerResponse) {
  seen.push(req.headers);
  if (req.url === '/api/token/refresh' && req.method === 'POST') {
    refreshCalls += 1;
    if (req.headers['x-requested-with'] !== 'physio' || req.headers.cookie !== 'refresh=abc') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"no"}');
      return;
    }
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: FRESH })),
      50,
    );
    return;
  }
  if (req.url === '/api/slow') return; // never answers
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ data: req.headers.authorization }));
}

beforeAll(async () => {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiClient.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiClient.defaults.headers.common.Cookie = 'refresh=abc'; // what the browser's cookie jar adds
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('refreshes once over HTTP for five concurrent calls with an expired token, sending the CSRF header', async () => {
  setAccessToken(tokenExpiringIn(-10));
  const answers = await Promise.all(Array.from({ length: 5 }, () => apiClient.get('/api/x')));
  expect(refreshCalls).toBe(1);
  expect(answers.map((a) => a.data.data)).toEqual(Array(5).fill(`Bearer ${FRESH}`));
  expect(getAccessToken()).toBe(FRESH);
  const refreshHeaders = seen.find((h) => h['x-requested-with'] === 'physio');
  // No body, so no body type (the API answers a form content type with 415).
  expect(refreshHeaders?.['content-type']).toBeUndefined();
});

it('still sends the JSON content type when there is a body', async () => {
  await apiClient.post('/api/echo', { a: 1 });
  expect(seen.at(-1)?.['content-type']).toBe('application/json');
});

it('aborts a call that gets no answer within the time-out', async () => {
  expect(apiClient.defaults.timeout).toBe(120000);
  const started = Date.now();
  await expect(apiClient.get('/api/slow', { timeout: 150 })).rejects.toMatchObject({ code: 'ECONNABORTED' });
  expect(Date.now() - started).toBeLessThan(2000);
});

it('the default navigator is a no-op outside a browser', () => {
  expect(() => navigateTo('/user/login')).not.toThrow();
});
