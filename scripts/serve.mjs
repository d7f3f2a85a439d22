#!/usr/bin/env node
// Serves one production build folder (the rules of deploy/nginx, see lib/static-server.mjs).
//   node scripts/serve.mjs --root mf-booking/dist --port 3002 --cors http://localhost:8080
//   node scripts/serve.mjs --root shell/dist --port 8080 --api http://127.0.0.1:4000 --security \
//     --fragments mf_booking=http://127.0.0.1:3002 …
//     --security: the shell's headers (deploy/security-headers.txt), CSP for <root>/mf-config.json's remotes
//     --fragments: where each remote's fragments are read from: pages are composed (README: composition contract)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shellSecurityHeaders } from './lib/security-headers.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    api: { type: 'string' },
    cors: { type: 'string', multiple: true, default: [] },
    security: { type: 'boolean', default: false },
    fragments: { type: 'string', multiple: true, default: [] },
    'no-spa': { type: 'boolean', default: false },
  },
});
if (!values.root || !values.port) {
  console.error(
    'usage: serve.mjs --root DIR --port N [--api URL] [--cors ORIGIN]… [--security] [--fragments NAME=URL]… [--no-spa]',
  );
  process.exit(2);
}
const root = path.resolve(values.root);
let securityHeaders = {};
try {
  if (values.security) securityHeaders = shellSecurityHeaders(root);
} catch (err) {
  console.error(`--security: ${err.message} (the CSP names the remotes of ${root}/mf-config.json)`);
  process.exit(2);
}
const fragments = values.fragments.length
  ? Object.fromEntries(values.fragments.map((f) => [f.slice(0, f.indexOf('=')), f.slice(f.indexOf('=') + 1)]))
  : undefined;
const server = createStaticServer({
  fragments,
  root,
  spa: !values['no-spa'],
  apiTarget: values.api,
  corsOrigins: values.cors,
  securityHeaders,
  // Same limit as the API (its BODY_LIMIT), so a larger body is answered with 413 here.
  apiBodyLimit: Number(process.env.BODY_LIMIT) || undefined,
});
try {
  await listen(server, Number(values.port));
} catch (err) {
  console.error(`cannot listen on :${values.port} (${err.code ?? err.message})`);
  process.exit(1);
}
console.log(`serving ${values.root} on http://localhost:${values.port} (pid ${process.pid})`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
