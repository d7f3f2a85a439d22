// What the browser bundles must never contain, and the scan for it (scripts/check-secrets.mjs):
// the values of the API's secret settings — from the environment, from the dev secrets generated
// under DATA_DIR, and every literal the repository gives them (tests, e2e, benches, compose) —
// plus the shapes of Razorpay keys and private keys.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The API's secret settings (api/src/platform/config.ts, api/src/platform/providers). */
export const SECRET_ENV = [
  'JWT_SECRET',
  'OTP_SECRET',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'MSG91_AUTH_KEY',
  'PAYMENT_SANDBOX_KEY_SECRET',
  'PAYMENT_SANDBOX_WEBHOOK_SECRET',
];

/** Secrets recognisable by their shape. The Razorpay key id is given to the browser at run time only. */
export const SECRET_PATTERNS = [
  { what: 'a Razorpay key (rzp_live_/rzp_test_)', re: /rzp_(live|test)_[A-Za-z0-9]+/ },
  { what: 'a private key block', re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/ },
  {
    what: 'the name of a server secret setting (browser code reading it)',
    re: new RegExp(`\\b(${SECRET_ENV.join('|')})\\b`),
  },
];

// Shorter literals are placeholders ('s', 'x', 'auth-123') that would match ordinary code.
const MIN_LENGTH = 12;
const SECRET_NAME = /(secret|auth_?key|key_?id)$/i;
// jwtSecret: 'value'   "JWT_SECRET": "value"   TEST_JWT_SECRET = `value`
const ASSIGNED = /["']?([A-Za-z_$][\w$]*)["']?\s*[:=]\s*(['"`])([^'"`\n]*)\2/g;
// ${JWT_SECRET:-default} in docker-compose.yml
const COMPOSE_DEFAULT = /\$\{([A-Z0-9_]+):?-([^}\n]+)\}/g;
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|json|ya?ml)$|^\.env/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'test-results']);
const SKIP_FILES = new Set(['package-lock.json']);

function isSecretLike(value) {
  return (
    value.length >= MIN_LENGTH && !/\s/.test(value) && !/^[A-Z0-9_]+$/.test(value) && !value.includes('${')
  );
}

function* walk(dir, skipDirs = SKIP_DIRS) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) yield* walk(path.join(dir, entry.name), skipDirs);
    } else if (entry.isFile()) yield path.join(dir, entry.name);
  }
}

/** Literals the repository's sources give to secret-named settings: [{ value, where }]. */
export function secretsInSources(root) {
  const found = [];
  for (const file of walk(root)) {
    const base = path.basename(file);
    if (!SOURCE_FILE.test(base) || SKIP_FILES.has(base)) continue;
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    const add = (name, value, index) => {
      if (!SECRET_NAME.test(name) || !isSecretLike(value)) return;
      const line = text.slice(0, index).split('\n').length;
      found.push({ value, where: `${name} in ${rel}:${line}` });
    };
    for (const m of text.matchAll(ASSIGNED)) add(m[1], m[3], m.index);
    for (const m of text.matchAll(COMPOSE_DEFAULT)) add(m[1], m[2].trim(), m.index);
  }
  return found;
}

/** Secret values set in the environment and the dev secrets the API generated under DATA_DIR. */
export function secretsInEnvironment(root, env = process.env) {
  const found = SECRET_ENV.filter((name) => env[name] && env[name].length >= 8).map((name) => ({
    value: env[name],
    where: `${name} in the environment`,
  }));
  const dataDir = path.resolve(root, env.DATA_DIR || '.data');
  const jwtFile = path.join(dataDir, 'jwt-secret');
  if (existsSync(jwtFile)) found.push({ value: readFileSync(jwtFile, 'utf8').trim(), where: jwtFile });
  const sandboxFile = path.join(dataDir, 'payments-sandbox.json');
  if (existsSync(sandboxFile)) {
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(sandboxFile, 'utf8'))))
      if (typeof value === 'string' && value.length >= 8)
        found.push({ value, where: `${key} in ${sandboxFile}` });
  }
  return found;
}

/** Every known secret value, each once (the first place it was found). */
export function knownSecrets(root, env = process.env) {
  const byValue = new Map();
  for (const s of [...secretsInEnvironment(root, env), ...secretsInSources(root)])
    if (!byValue.has(s.value)) byValue.set(s.value, s);
  return [...byValue.values()];
}

/**
 * Files under `dirs` that contain a known secret or a secret-shaped string.
 * @returns {{ file: string, what: string }[]}
 */
export function scanForSecrets(dirs, secrets) {
  const findings = [];
  for (const dir of dirs) {
    for (const file of walk(dir, new Set())) {
      if (!statSync(file).size) continue;
      const text = readFileSync(file, 'utf8');
      for (const s of secrets)
        if (text.includes(s.value)) findings.push({ file, what: `the value of ${s.where}` });
      for (const p of SECRET_PATTERNS) {
        const m = p.re.exec(text);
        if (m) findings.push({ file, what: `${p.what}: ${m[0].slice(0, 14)}…` });
      }
    }
  }
  return findings;
}
