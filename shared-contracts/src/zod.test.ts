import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every schema module must get zod through ./zod.ts, or a schema built before the config probes for eval. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('no module of shared-contracts imports zod itself except zod.ts', () => {
  const direct = sourceFiles(__dirname)
    .filter((file) => path.basename(file) !== 'zod.ts')
    .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(__dirname, file));
  expect(direct).toEqual([]);
});
