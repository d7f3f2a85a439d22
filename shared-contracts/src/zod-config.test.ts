import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every module that builds schemas imports zod-config first, or a schema built before the config probes eval. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('every module of shared-contracts that imports zod imports zod-config before anything else', () => {
  const offenders = sourceFiles(__dirname)
    .filter((file) => path.basename(file) !== 'zod-config.ts')
    .filter((file) => {
      const imports = readFileSync(file, 'utf8').match(/^import [^;]+;/gm) ?? [];
      const usesZod = imports.some((line) => /from 'zod(\/[^']*)?'/.test(line));
      return usesZod && !/^import '(\.\.?)\/zod-config';$/.test(imports[0] ?? '');
    })
    .map((file) => path.relative(__dirname, file));
  expect(offenders).toEqual([]);
});
