import fs from 'node:fs';
import path from 'node:path';

/** The api package folder, found from this file both in src/ (tsx, jest) and in the dist/ bundle. */
export function apiRoot(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === '@physio/api')
          return dir;
      } catch {
        // not our package.json; keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** dist/drizzle beside the bundle (build.mjs copies it), else the package's drizzle/ folder. */
export function migrationsDir(): string {
  const beside = path.join(__dirname, 'drizzle');
  return fs.existsSync(path.join(beside, 'meta', '_journal.json')) ? beside : path.join(apiRoot(), 'drizzle');
}
export const repoRoot = (): string => path.resolve(apiRoot(), '..');
