// The public surface of the packages the apps share at run time (issue 24): what each of their
// entry points exports, with the TypeScript declarations of it. A remote built against one surface
// and run with another breaks (a missing export, a changed prop), so the package's version has to
// change with its surface: scripts/check-shared-surface.mjs compares the surface with the one
// recorded in <package>/surface.json for its version, and the federation config requires the
// version a remote was built with (build-tools/webpack.cjs, strictVersion).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The packages shared as singletons, and their entry points as the apps import them. */
export const SHARED_PACKAGES = {
  'shared-auth': { name: '@physio/shared-auth', entries: { '.': 'src/index.ts', './state': 'state.ts' } },
  'shared-ui': { name: '@physio/shared-ui', entries: { '.': 'src/index.ts' } },
};

export const SURFACE_FILE = 'surface.json';

/**
 * The surface of the package in `dir`: its exported names per entry point and a hash of the
 * declarations TypeScript emits for those entry points (every type they name, followed).
 * @returns {{ exports: Record<string, string[]>, hash: string }}
 */
export function publicSurface(dir, entries) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const rootNames = Object.values(entries).map((e) => path.join(dir, e));
  const program = ts.createProgram(rootNames, {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    outDir: path.join(dir, '.surface'),
  });
  const declarations = new Map();
  program.emit(undefined, (file, text) =>
    declarations.set(path.relative(dir, file).split(path.sep).join('/'), text),
  );
  const checker = program.getTypeChecker();
  const exports = {};
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(path.join(dir, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    exports[entry] = symbol
      ? checker
          .getExportsOfModule(symbol)
          .map((s) => s.getName())
          .sort()
      : [];
  }
  const hash = createHash('sha256');
  hash.update(JSON.stringify(exports));
  // Only what the package itself declares: emitted files of other workspaces (shared-contracts) are theirs.
  for (const file of [...declarations.keys()].sort())
    if (!file.startsWith('..')) hash.update(`${file}\n${declarations.get(file)}\n`);
  return { exports, hash: hash.digest('hex').slice(0, 16) };
}

/** <dir>/surface.json: the surface recorded for the package's version, or null. */
export function recordedSurface(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, SURFACE_FILE), 'utf8'));
  } catch {
    return null;
  }
}

const major = (v) => Number(String(v).split('.')[0]);

/**
 * What is wrong with a package's version for its surface, or null.
 * @param {{ version: string, exports: Record<string, string[]>, hash: string } | null} recorded
 * @param {string} version package.json's
 * @param {{ exports: Record<string, string[]>, hash: string }} surface the current one
 */
export function surfaceProblem(recorded, version, surface) {
  if (!recorded) return `no ${SURFACE_FILE}: record the surface of ${version}`;
  if (recorded.version === version)
    return recorded.hash === surface.hash
      ? null
      : `its public surface changed since ${version} (${describeChange(recorded.exports, surface.exports)}): bump its version`;
  const removed = Object.entries(recorded.exports).some(([entry, names]) =>
    names.some((n) => !(surface.exports[entry] ?? []).includes(n)),
  );
  if (removed && major(version) <= major(recorded.version))
    return `exports were removed since ${recorded.version} (${describeChange(recorded.exports, surface.exports)}): that takes a new major version, not ${version}`;
  return `version ${version} is not recorded yet (${SURFACE_FILE} has ${recorded.version})`;
}

function describeChange(before, after) {
  const parts = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[entry] ?? []);
    const is = new Set(after[entry] ?? []);
    const added = [...is].filter((n) => !was.has(n));
    const removed = [...was].filter((n) => !is.has(n));
    if (added.length) parts.push(`${entry}: added ${added.join(', ')}`);
    if (removed.length) parts.push(`${entry}: removed ${removed.join(', ')}`);
  }
  return parts.length ? parts.join('; ') : 'a changed type';
}
