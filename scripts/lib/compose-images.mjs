// The images docker-compose.yml builds: each service's Dockerfile, context and build args with the
// defaults compose gives them (`${VAR:-default}`), read with the same YAML parser the API's ops tests use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** `${NAME:-default}` / `${NAME-default}` / `${NAME}` as compose fills them from `env`. */
export function composeValue(value, env = {}) {
  return String(value).replace(/\$\{(\w+)(:?-)?([^}]*)\}/g, (_, name, op, fallback) => {
    const set = env[name];
    if (op === ':-') return set ? set : fallback;
    if (op === '-') return set ?? fallback;
    return set ?? '';
  });
}

/** The compose file as YAML (anchors and merge keys resolved). */
export function readCompose(file) {
  return parse(readFileSync(file, 'utf8'), { merge: true });
}

/** [{ service, dockerfile, context, args }] for every service with a build, paths absolute. */
export function composeImages(file, env = {}) {
  const root = path.dirname(file);
  return Object.entries(readCompose(file).services ?? {})
    .filter(([, s]) => s.build)
    .map(([service, s]) => {
      const context = path.resolve(root, s.build.context ?? '.');
      return {
        service,
        context,
        dockerfile: path.resolve(context, s.build.dockerfile ?? 'Dockerfile'),
        args: Object.fromEntries(
          Object.entries(s.build.args ?? {}).map(([k, v]) => [k, composeValue(v, env)]),
        ),
      };
    });
}
