// A remote shipped alone, for real: its workspace copied, edited as a team would edit it, built with
// its own `npm run build` (webpack, then its prerendered pages), and put in place of the running
// remote's files before its server restarts. The shell is neither built nor restarted.
//   const release = buildRelease('mf-booking', [changeText('Book a session', 'Book your session')]);
//   await deployRelease('mf_booking', release);   …   await restoreRemote('mf_booking');
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx, stopNginx } from '../../scripts/lib/nginx.mjs';
import { stackState, type RemoteName } from './stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Inside the repository, so the copies resolve the same node_modules; ignored by git and the tools. */
export const RELEASES_DIR = path.join(ROOT, '.e2e-releases');

/**
 * An edit of the copied workspace's sources: each of its [from, to] pairs is replaced everywhere it is
 * written (none of them written: the release fails). A text may be written in several forms: a
 * catalog's '…' and another page's "…" prop.
 */
export type Edit = readonly (readonly [string, string])[];

/** Replaces `from` with `to` wherever it is written in the sources. */
export function replaceText(from: string, to: string): Edit {
  return [[from, to]];
}

/** A visible text changed as a team changes it: as a JSX prop or string ("…", '…'), else as JSX text (>…<). */
export function changeText(from: string, to: string): Edit {
  return [
    [`"${from}"`, `"${to}"`],
    [`'${from}'`, `'${to}'`],
    [`>${from}<`, `>${to}<`],
  ];
}

/** Every .ts/.tsx file under `dir` except tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

export interface Release {
  workspace: string;
  /** The release's build output, as `npm run build -w <workspace>` leaves it. */
  dist: string;
  /** Its prerendered pages' build id (dist/prerender/build.txt). */
  build: string;
}

/**
 * Builds `workspace` from a copy of its sources with `edits` applied. `sharedUiVersion` builds it
 * against a copy of shared-ui carrying that version (a release built against a newer shared-ui).
 */
export function buildRelease(
  workspace: string,
  edits: readonly Edit[],
  { sharedUiVersion }: { sharedUiVersion?: string } = {},
): Release {
  const base = path.join(RELEASES_DIR, `${workspace}-${Date.now()}`);
  const copy = path.join(base, workspace);
  mkdirSync(base, { recursive: true });
  // The workspace's sources at the depth they have in the repository: ../build-tools, ../tsconfig.base.json.
  cpSync(path.join(ROOT, workspace), copy, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|coverage)$/.test(src),
  });
  symlinkSync(path.join(ROOT, 'build-tools'), path.join(base, 'build-tools'));
  cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(base, 'tsconfig.base.json'));
  if (sharedUiVersion) {
    const sharedUi = path.join(base, 'shared-ui');
    cpSync(path.join(ROOT, 'shared-ui'), sharedUi, {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|coverage)$/.test(src),
    });
    const pkgFile = path.join(sharedUi, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
    writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version: sharedUiVersion }, null, 2)}\n`);
    // Found before the repository's own by the copy's imports and by the build's version lookup.
    mkdirSync(path.join(base, 'node_modules', '@physio'), { recursive: true });
    symlinkSync(sharedUi, path.join(base, 'node_modules', '@physio', 'shared-ui'));
  }
  const files = sources(path.join(copy, 'src'));
  for (const edit of edits) {
    const forms = edit.filter(([from]) => files.some((file) => readFileSync(file, 'utf8').includes(from)));
    if (!forms.length)
      throw new Error(`release of ${workspace}: no source has ${edit.map(([from]) => from).join(' or ')}`);
    for (const [from, to] of forms)
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        if (text.includes(from)) writeFileSync(file, text.split(from).join(to));
      }
  }
  execFileSync('npm', ['run', 'build'], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dist = path.join(copy, 'dist');
  return { workspace, dist, build: readFileSync(path.join(dist, 'prerender', 'build.txt'), 'utf8') };
}

/** The folder the remote's server serves (global-setup copies the remote's dist there). */
function servedRoot(name: RemoteName): string {
  const conf = readFileSync(path.join(stackState().remotes[name].prefix, 'conf.d', 'default.conf'), 'utf8');
  const root = /^\s*root\s+([^;]+);/m.exec(conf)?.[1];
  if (!root) throw new Error(`${name}: its nginx config has no root`);
  return root.trim();
}

function replaceContents(folder: string, from: string): void {
  for (const entry of readdirSync(folder)) rmSync(path.join(folder, entry), { recursive: true, force: true });
  cpSync(from, folder, { recursive: true });
}

/** Deploys `release` as the remote `name`: its server stops, its files are replaced, it starts again. */
export async function deployRelease(name: RemoteName, release: Release): Promise<void> {
  const remote = stackState().remotes[name];
  const root = servedRoot(name);
  const original = `${root}.original`;
  if (!existsSync(original)) cpSync(root, original, { recursive: true });
  await stopNginx(remote);
  replaceContents(root, release.dist);
  await startNginx(remote);
}

/** Puts the remote's files of the suite's start back, restarting its server; a no-op when never deployed. */
export async function restoreRemote(name: RemoteName): Promise<void> {
  const remote = stackState().remotes[name];
  const root = servedRoot(name);
  const original = `${root}.original`;
  if (!existsSync(original)) return;
  await stopNginx(remote);
  replaceContents(root, original);
  rmSync(original, { recursive: true, force: true });
  await startNginx(remote);
}

/** Removes a release's copy (its sources and build). */
export function removeRelease(release: Release | undefined): void {
  if (!release) return;
  const base = path.dirname(path.dirname(release.dist));
  if (base.startsWith(RELEASES_DIR) && statSync(base).isDirectory())
    rmSync(base, { recursive: true, force: true });
}
