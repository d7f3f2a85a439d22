#!/usr/bin/env node
// npm run e2e: checks the system parts the suite needs, then runs Playwright. Missing parts skip
// the suite with the reason and the install command (exit 0, never silently); E2E_REQUIRE=1 fails instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx } from '../scripts/lib/nginx.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium (${chromium})`);
if (!findNginx()) missing.push('nginx');
if (missing.length) {
  console.log(
    `e2e SKIPPED: ${missing.join(' and ')} not installed. Install with: apt-get install -y chromium nginx`,
  );
  process.exit(process.env.E2E_REQUIRE === '1' ? 1 : 0);
}
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
