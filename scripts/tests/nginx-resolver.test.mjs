// The shell's nginx finds the API again when its containers are recreated or scaled (issue 24):
// deploy/nginx/shell.conf.template resolves API_UPSTREAM's name through RESOLVER every 10 s (a
// variable in proxy_pass), where a name in a plain proxy_pass is resolved once, at start. A small DNS
// server plays Docker's: the name moves to a new address (a recreated container), then to two.
import assert from 'node:assert/strict';
import dgram from 'node:dgram';
import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { findNginx, prepareNginx, startNginx, stopNginx, testNginxConfig } from '../lib/nginx.mjs';
import { listen } from '../lib/static-server.mjs';

const nginxBin = findNginx();
const NAME = 'api.physio.test';
/** The template's `resolver … valid=10s`, and a little more. */
const REREAD_MS = 11_000;

/** A DNS server answering A queries for NAME with `state.addresses` (TTL 1 s); NXDOMAIN otherwise. */
async function dnsServer(state) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    let at = 12;
    const labels = [];
    while (query[at] !== 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]).toString());
      at += query[at] + 1;
    }
    const question = query.subarray(12, at + 5);
    const known = labels.join('.').toLowerCase() === NAME && query.readUInt16BE(at + 1) === 1;
    const answers = known ? state.addresses : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((ip) => {
      const r = Buffer.alloc(16);
      r.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      r.writeUInt16BE(1, 2); // A
      r.writeUInt16BE(1, 4); // IN
      r.writeUInt32BE(1, 6); // TTL
      r.writeUInt16BE(4, 10);
      ip.split('.').forEach((n, i) => r.writeUInt8(Number(n), 12 + i));
      return r;
    });
    socket.send(Buffer.concat([header, question, ...records]), from.port, from.address);
  });
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return socket;
}

/** An API stand-in on `host`:`port` that says which one it is. */
async function api(host, port) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ host }));
  });
  await listen(server, port, host);
  return server;
}

function get(port, urlPath) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

const state = { addresses: ['127.0.0.2'] };
let dir;
let dns;
let shell;
let apiPort;
const apis = {};

before(async () => {
  if (!nginxBin) return;
  dns = await dnsServer(state);
  const probe = http.createServer();
  await listen(probe, 0, '127.0.0.2');
  apiPort = probe.address().port;
  probe.close();
  apis.a = await api('127.0.0.2', apiPort);
  apis.b = await api('127.0.0.3', apiPort);
  dir = mkdtempSync(path.join(tmpdir(), 'physio-resolver-'));
  chmodSync(dir, 0o755);
  const root = path.join(dir, 'shell');
  mkdirSync(root);
  writeFileSync(path.join(root, 'spa.html'), '<!doctype html><title>spa</title>');
  writeFileSync(
    path.join(root, 'mf-config.json'),
    '{"remotes":{"mf_public_site":"http://localhost:1/m.json"}}',
  );
  const port = await new Promise((resolve) => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
  shell = prepareNginx({
    name: 'shell',
    template: 'shell',
    baseDir: dir,
    vars: {
      LISTEN_PORT: port,
      DOC_ROOT: root,
      API_UPSTREAM: `http://${NAME}:${apiPort}`,
      RESOLVER: `127.0.0.1:${dns.address().port}`,
      REMOTE_PUBLIC_SITE_INTERNAL_URL: 'http://127.0.0.1:9',
      REMOTE_BOOKING_INTERNAL_URL: 'http://127.0.0.1:9',
      REMOTE_DOCTOR_INTERNAL_URL: 'http://127.0.0.1:9',
    },
  });
  const check = await testNginxConfig(shell, nginxBin);
  assert.ok(check.ok, check.output);
  await startNginx(shell, { bin: nginxBin });
});

after(async () => {
  if (shell) await stopNginx(shell);
  dns?.close();
  for (const server of Object.values(apis)) server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const skip = nginxBin ? false : 'nginx is not installed (apt-get install -y nginx)';

test(
  '/api follows the API to its new address when its container is recreated, without a 502',
  { skip, timeout: 60_000 },
  async () => {
    const first = await get(shell.port, '/api/health');
    assert.equal(first.status, 200);
    assert.deepEqual(JSON.parse(first.body), { host: '127.0.0.2' });
    // Recreated: the old container is gone, the name points at the new one.
    await new Promise((resolve) => apis.a.close(resolve));
    state.addresses = ['127.0.0.3'];
    await new Promise((r) => setTimeout(r, REREAD_MS));
    for (let i = 0; i < 5; i += 1) {
      const res = await get(shell.port, `/api/health?n=${i}`);
      assert.equal(res.status, 200, res.body);
      assert.deepEqual(JSON.parse(res.body), { host: '127.0.0.3' });
    }
  },
);

test(
  '/api is spread over every replica the name has once it is scaled',
  { skip, timeout: 60_000 },
  async () => {
    apis.a = await api('127.0.0.2', apiPort);
    state.addresses = ['127.0.0.2', '127.0.0.3'];
    await new Promise((r) => setTimeout(r, REREAD_MS));
    const hosts = new Set();
    for (let i = 0; i < 10; i += 1) {
      const res = await get(shell.port, `/api/health?n=${i}`);
      assert.equal(res.status, 200, res.body);
      hosts.add(JSON.parse(res.body).host);
    }
    assert.deepEqual([...hosts].sort(), ['127.0.0.2', '127.0.0.3']);
  },
);
