// Builds a Dockerfile's stages without an engine (DESIGN.md §5): each stage in an empty folder that
// stands for the image's file system, filled with exactly what its COPY lines copy (the build
// context minus .dockerignore, or another stage's files), its RUN steps run there with the local
// Node and sh. A RUN step that needs the image's operating system (package managers, users, paths
// outside the stage) is skipped and listed. A workspace the COPY lines forget then fails its build
// here as it would fail `docker compose build`. scripts/tests/images/dockerfiles.test.mjs builds
// every image of docker-compose.yml this way.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!pending && (/^\s*#/.test(line) || line.trim() === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = (pending + line.trim()).trim();
    pending = '';
    const m = /^(\w+)\s+([\s\S]*)$/.exec(whole);
    if (m) instructions.push({ op: m[1].toUpperCase(), args: m[2].trim() });
  }
  return instructions;
}

/** Splits `a="b c" d=e` (ENV, ARG) or words, keeping quoted parts together. */
function words(text) {
  return [...text.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)].map((m) => m[0]);
}

const unquote = (s) => s.replace(/^"(.*)"$/s, '$1').replace(/^'(.*)'$/s, '$1');

/** ${NAME}, $NAME and ${NAME:-default} from `vars`, as Docker substitutes them in COPY, WORKDIR, ENV. */
export function substitute(text, vars) {
  return text.replace(/\$\{(\w+)(?::-([^}]*))?\}|\$(\w+)/g, (_, braced, fallback, bare) => {
    const value = vars[braced ?? bare];
    return value !== undefined && value !== '' ? value : (fallback ?? '');
  });
}

/** ENV/ARG pairs: `A=1 B="x y"` or the old `A 1` form. */
function pairs(args, vars) {
  const parts = words(args);
  if (parts.length === 2 && !parts[0].includes('=')) return [[parts[0], substitute(unquote(parts[1]), vars)]];
  return parts.map((p) => {
    const at = p.indexOf('=');
    return at < 0 ? [p, undefined] : [p.slice(0, at), substitute(unquote(p.slice(at + 1)), vars)];
  });
}

/** .dockerignore patterns as a test of a context-relative path (Docker's ** and * rules). */
export function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = (negate ? l.slice(1) : l).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negate, regex: new RegExp(`^${source}$`) };
    });
  // The last rule that names the path or one of its folders decides.
  return (rel) => {
    const parts = rel.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const { negate, regex } of rules) if (prefixes.some((p) => regex.test(p))) ignored = !negate;
    return ignored;
  };
}

/** What a RUN step needs of the image's system rather than of the build: those are skipped and listed. */
export function osOnlyReason(command, workdir) {
  const tool =
    /(^|[\s;&|(])(apt-get|apt|apk|yum|dnf|chown|chgrp|useradd|adduser|addgroup|groupadd|update-ca-certificates)\b/.exec(
      command,
    );
  if (tool) return `uses ${tool[2]}`;
  const outside = [...command.matchAll(/(?:^|[\s=;&|(])(\/[\w./*-]+)/g)]
    .map((m) => m[1])
    .find((p) => p !== workdir && !p.startsWith(`${workdir}/`) && !/^\/dev\/(null|stderr|stdout)$/.test(p));
  return outside ? `touches ${outside} outside the build` : null;
}

/** Copies `from` (file or folder: its contents) to `to`, skipping what `ignored` names (relative to `base`). */
function copyInto(from, to, { base, ignored, mode }) {
  const isDir = statSync(from).isDirectory();
  if (!isDir) {
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to);
    if (mode) chmodSync(to, mode);
    return;
  }
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    if (ignored && ignored(path.relative(base, source).split(path.sep).join('/'))) continue;
    copyInto(source, path.join(to, entry), { base, ignored, mode });
  }
}

/**
 * Builds every stage of `dockerfile` under `workRoot` (one folder per stage, standing for its `/`).
 * @param {{ dockerfile: string, context: string, args?: Record<string, string>, workRoot: string,
 *   env?: Record<string, string>, log?: (line: string) => void }} o
 * @returns {{ stages: { name: string, root: string, workdir: string, ran: string[], skipped: { command: string, reason: string }[] }[] }}
 *   throws when a COPY source is missing or a RUN step fails
 */
export function buildWithoutEngine({ dockerfile, context, args = {}, workRoot, env = {}, log = () => {} }) {
  const ignorePath = path.join(context, '.dockerignore');
  const ignored = existsSync(ignorePath) ? dockerignore(readFileSync(ignorePath, 'utf8')) : null;
  const stages = [];
  let stage = null;
  const globalArgs = {};
  for (const { op, args: text } of parseDockerfile(readFileSync(dockerfile, 'utf8'))) {
    if (op === 'FROM') {
      const [image, , alias] = words(substitute(text, globalArgs));
      const name = alias ?? String(stages.length);
      const root = path.join(workRoot, `stage-${stages.length}-${name.replace(/[^\w-]/g, '_')}`);
      mkdirSync(root, { recursive: true });
      stage = { name, image, root, workdir: '/', vars: {}, ran: [], skipped: [] };
      stages.push(stage);
      continue;
    }
    if (!stage) {
      if (op === 'ARG') for (const [k, v] of pairs(text, globalArgs)) globalArgs[k] = args[k] ?? v ?? '';
      continue;
    }
    const vars = stage.vars;
    const at = (p) => path.join(stage.root, p.startsWith('/') ? p : path.posix.join(stage.workdir, p));
    if (op === 'ARG') {
      for (const [k, v] of pairs(text, vars)) vars[k] = args[k] ?? v ?? globalArgs[k] ?? '';
    } else if (op === 'ENV') {
      for (const [k, v] of pairs(text, vars)) vars[k] = v ?? '';
    } else if (op === 'WORKDIR') {
      stage.workdir = path.posix.resolve(stage.workdir, substitute(text, vars));
      mkdirSync(at(stage.workdir), { recursive: true });
    } else if (op === 'COPY' || op === 'ADD') {
      const parts = words(substitute(text, vars)).map(unquote);
      const flags = Object.fromEntries(
        parts.filter((p) => p.startsWith('--')).map((p) => p.slice(2).split('=')),
      );
      const paths = parts.filter((p) => !p.startsWith('--'));
      const dest = paths.pop();
      const fromStage = flags.from ? stages.find((s) => s.name === flags.from) : null;
      if (flags.from && !fromStage) throw new Error(`COPY --from=${flags.from}: no such stage`);
      const mode = flags.chmod ? parseInt(flags.chmod, 8) : undefined;
      for (const source of paths) {
        const from = fromStage ? path.join(fromStage.root, source) : path.join(context, source);
        if (!existsSync(from))
          throw new Error(
            `${op} ${source}: not found in ${fromStage ? `stage ${fromStage.name}` : 'the build context'}`,
          );
        if (!fromStage && ignored?.(path.relative(context, from).split(path.sep).join('/')))
          throw new Error(`${op} ${source}: excluded by .dockerignore`);
        const into = dest.endsWith('/') || paths.length > 1 || statSync(from).isDirectory();
        const to =
          into && !statSync(from).isDirectory() ? path.join(at(dest), path.basename(source)) : at(dest);
        copyInto(from, to, {
          base: fromStage ? fromStage.root : context,
          ignored: fromStage ? null : ignored,
          mode,
        });
      }
      log(`${stage.name}: ${op} ${text}`);
    } else if (op === 'RUN') {
      const command = text; // the shell expands its variables: the stage's ARG and ENV values
      const reason = osOnlyReason(command, stage.workdir);
      if (reason) {
        stage.skipped.push({ command, reason });
        log(`${stage.name}: RUN skipped (${reason}): ${command}`);
        continue;
      }
      log(`${stage.name}: RUN ${command}`);
      const res = spawnSync('sh', ['-c', command], {
        cwd: at(stage.workdir),
        env: { ...process.env, ...env, ...vars },
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (res.status !== 0)
        throw new Error(
          `${stage.name}: RUN ${command} exited ${res.status}\n${(res.stdout + res.stderr).split('\n').slice(-25).join('\n')}`,
        );
      stage.ran.push(command);
    }
    // FROM's base image, USER, EXPOSE, HEALTHCHECK, CMD, ENTRYPOINT, LABEL: how the image runs, not how it builds.
  }
  return { stages };
}
