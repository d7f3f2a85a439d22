// The shared packages' versions follow their public surface (scripts/check-shared-surface.mjs), and a
// remote that requires a singleton the shell does not provide is named (scripts/lib/singletons.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { publicSurface, surfaceProblem } from '../lib/shared-surface.mjs';
import { incompatibleSingletons, misfitMessage } from '../lib/singletons.mjs';

test("shared-ui's and shared-auth's surfaces are the ones recorded for their versions", () => {
  const out = execFileSync(process.execPath, ['scripts/check-shared-surface.mjs'], { encoding: 'utf8' });
  assert.match(out, /@physio\/shared-ui@\S+: surface \w+ as recorded/);
  assert.match(out, /@physio\/shared-auth@\S+: surface \w+ as recorded/);
});

test('an added export, a changed type or a removed export changes the surface; a comment does not', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'physio-surface-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          types: [],
        },
        include: ['src'],
      }),
    );
    const surfaceOf = (source) => {
      writeFileSync(path.join(dir, 'src/index.ts'), source);
      return publicSurface(dir, { '.': 'src/index.ts' });
    };
    const base = surfaceOf(
      'export interface ButtonProps { label: string }\nexport const Button = (p: ButtonProps) => p.label;\n',
    );
    assert.deepEqual(base.exports, { '.': ['Button', 'ButtonProps'] });
    assert.equal(
      surfaceOf(
        '// a comment\nexport interface ButtonProps { label: string }\nexport const Button = (p: ButtonProps) => p.label;\n',
      ).hash,
      base.hash,
    );
    const prop = surfaceOf(
      'export interface ButtonProps { label: string; tone?: "a" }\nexport const Button = (p: ButtonProps) => p.label;\n',
    );
    assert.notEqual(prop.hash, base.hash);
    assert.deepEqual(prop.exports, base.exports);
    const added = surfaceOf(
      'export interface ButtonProps { label: string }\nexport const Button = (p: ButtonProps) => p.label;\nexport const Link = 1;\n',
    );
    const removed = surfaceOf('export const Button = (p: { label: string }) => p.label;\n');

    const recorded = { version: '1.0.0', ...base };
    assert.equal(surfaceProblem(recorded, '1.0.0', base), null);
    assert.match(
      surfaceProblem(recorded, '1.0.0', prop),
      /public surface changed since 1\.0\.0 \(a changed type\): bump its version/,
    );
    assert.match(surfaceProblem(recorded, '1.0.0', added), /\.: added Link/);
    assert.match(
      surfaceProblem(recorded, '1.1.0', removed),
      /removed ButtonProps\): that takes a new major version, not 1\.1\.0/,
    );
    assert.match(surfaceProblem(recorded, '2.0.0', removed), /2\.0\.0 is not recorded yet/);
    assert.match(surfaceProblem(null, '1.0.0', base), /no surface\.json/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a remote requiring a singleton in a version the shell does not provide is named, with what each has', () => {
  const shared = (name, version, requiredVersion = `^${version}`) => ({
    name,
    version,
    singleton: true,
    requiredVersion,
  });
  const host = { name: 'shell', shared: [shared('react', '19.3.1'), shared('@physio/shared-ui', '1.0.0')] };
  const fits = {
    name: 'mf_doctor',
    shared: [shared('react', '19.3.1'), shared('@physio/shared-ui', '1.0.0')],
  };
  const newer = {
    name: 'mf_booking',
    shared: [shared('react', '19.3.1'), shared('@physio/shared-ui', '2.0.0')],
  };
  const own = { name: 'mf_public_site', shared: [shared('@physio/shared-auth', '3.0.0')] }; // the shell shares none: its own copy
  assert.deepEqual(incompatibleSingletons(host, [fits, own]), []);
  const misfits = incompatibleSingletons(host, [fits, newer, own]);
  assert.deepEqual(misfits, [
    { remote: 'mf_booking', module: '@physio/shared-ui', required: '^2.0.0', provided: '1.0.0' },
  ]);
  assert.equal(
    misfitMessage(misfits[0]),
    'mf_booking was built against @physio/shared-ui ^2.0.0, but the shell provides 1.0.0: its pages stay unavailable until both are released with versions that fit',
  );
  // A minor release of the shell still fits remotes built against the one before.
  assert.deepEqual(
    incompatibleSingletons({ name: 'shell', shared: [shared('@physio/shared-ui', '1.2.0')] }, [fits]),
    [],
  );
});
