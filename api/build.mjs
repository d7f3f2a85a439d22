// Bundles src/server.ts into dist/server.js and the operator commands src/cli.ts into dist/cli.js (packages stay external except @physio/* and ESM-only jose),
// and copies the migrations and the receipt fonts (assets/) beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const bundled = new Set(['jose']);
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@physio/') && !bundled.has(name),
);

// --outdir <dir>: another folder (the operations tests build their own copy); it must sit inside api/ so the
// bundle's require() of the external packages finds node_modules.
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(here, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), cli: path.join(here, 'src/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24', // the project's Node line (.nvmrc, engines, the images)
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), 'pg-native'],
  logLevel: at > 0 ? 'warning' : 'info',
});
fs.cpSync(path.join(here, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
fs.cpSync(path.join(here, 'assets'), path.join(outdir, 'assets'), { recursive: true });
