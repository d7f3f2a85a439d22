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

it("installs zod's English messages, which zod/mini leaves out (classic zod is not loaded here)", () => {
  // zod-config runs with the first schema module; a check without a message of ours speaks English.
  const { passwordSchema } = jest.requireActual<typeof import('./schemas')>('./schemas');
  const tooLong = passwordSchema('Enter a password').safeParse('x'.repeat(201));
  expect(tooLong.error?.issues.map((i) => i.message)).toEqual([
    'Too big: expected string to have <=200 characters',
  ]);
});

it('builds every schema with zod/mini: no module of shared-contracts imports classic zod (25 KB in the browser)', () => {
  const classic = sourceFiles(__dirname)
    .filter((file) => /from 'zod'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(__dirname, file));
  expect(classic).toEqual([]);
});
