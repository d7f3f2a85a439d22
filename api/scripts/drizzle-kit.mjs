// Runs drizzle-kit with this workspace's drizzle-orm: npm hoists drizzle-kit to the root but keeps
// drizzle-orm under api/node_modules, where drizzle-kit's own import("drizzle-orm") cannot see it.
// Usage: flock /tmp/drizzle.lock node scripts/drizzle-kit.mjs generate [--custom] --name <name>
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const apiDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const packageDir = (name) => {
  for (let dir = apiDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
};
const kitDir = packageDir('drizzle-kit');
const ormDir = packageDir('drizzle-orm');
const shim = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-kit-'));
fs.mkdirSync(path.join(shim, 'node_modules'));
fs.symlinkSync(kitDir, path.join(shim, 'node_modules', 'drizzle-kit'));
fs.symlinkSync(ormDir, path.join(shim, 'node_modules', 'drizzle-orm'));
const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    path.join(shim, 'node_modules/drizzle-kit/bin.cjs'),
    ...process.argv.slice(2),
  ],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_PATH: [path.join(shim, 'node_modules'), path.join(apiDir, '../node_modules')].join(path.delimiter),
    },
  },
);
fs.rmSync(shim, { recursive: true, force: true });
process.exit(result.status ?? 1);
