#!/usr/bin/env node
// npm test: the whole check, in order — lint, typecheck, script tests and every compose image built without
// an engine (these four side by side: none of them fills two cores alone), jest (every workspace, with
// shared-auth coverage), the API's tests, production build, singleton, size budget and secrets checks, npm
// audit of production dependencies, end-to-end suite. Each step has a time limit, so a step that hangs fails
// with its name instead of taking CI's 90 minutes. Prints one result line per step and finally exactly
// `ci: N passed, N failed` (N = test cases; a step without its own cases, like lint, counts as one). Exits
// non-zero if anything failed.
//   node scripts/test.mjs --skip e2e,build      leave steps out      --only jest    just these
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestCounts, playwrightCounts, single, summaryLine, tapCounts } from './lib/counts.mjs';
import { runAudit } from './lib/audit.mjs';
import { findNginx } from './lib/nginx.mjs';
import { printResults, runSteps } from './lib/steps.mjs';
import { CLOCK_INSTANTS, findLibfaketime } from '../e2e/clock.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(tmpdir(), 'physio-test-'));
const argValue = (flag) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : [];
};
const skip = new Set(argValue('--skip'));
const only = new Set(argValue('--only'));

/** TAP lines worth showing from node --test: failures and the summary (plus `extra`). */
const tapSummary = (tap, extra = /^$/) =>
  tap
    .split('\n')
    .filter((l) => /^(not ok|# (pass|fail|skipped))/.test(l.trim()) || extra.test(l.trim()))
    .join('\n') + '\n';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let buildRan = false;
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// The steps, in order (scripts/lib/steps.mjs runs them): `beside` runs neighbours at the same time, `minutes`
// limits each command a step starts, `run(io)` answers the step's counts.
const steps = [
  {
    name: 'lint',
    beside: 'checks',
    minutes: 10,
    run: async (io) => single((await io.sh('npm', ['run', 'lint'])).code),
  },
  {
    name: 'typecheck',
    beside: 'checks',
    minutes: 15,
    run: async (io) => single((await io.sh('npm', ['run', 'typecheck'])).code),
  },
  {
    name: 'scripts',
    title: 'serving, config and build-tools tests (node --test scripts/tests build-tools/tests)',
    beside: 'checks',
    minutes: 15,
    run: async (io) => {
      const files = ['scripts/tests', 'build-tools/tests'].flatMap((dir) =>
        readdirSync(path.join(ROOT, dir))
          .filter((f) => f.endsWith('.test.mjs'))
          .map((f) => `${dir}/${f}`),
      );
      const res = await io.sh(process.execPath, ['--test', '--test-reporter=tap', ...files], {
        capture: true,
      });
      io.sink.write(tapSummary(res.stdout));
      return tapCounts(res.stdout, res.code);
    },
  },
  {
    name: 'images',
    title:
      "every compose image built from its Dockerfile's COPY lines, without an engine (scripts/tests/images)",
    beside: 'checks',
    minutes: 20,
    run: async (io) => {
      const res = await io.sh(
        process.execPath,
        ['--test', '--test-reporter=tap', 'scripts/tests/images/dockerfiles.test.mjs'],
        { capture: true },
      );
      io.sink.write(tapSummary(res.stdout, /^(ok|# (skipped in|.*stages built))/));
      return tapCounts(res.stdout, res.code);
    },
  },
  {
    name: 'jest',
    title: 'jest, every workspace (shared-auth coverage)',
    minutes: 15,
    run: async (io) => {
      const out = path.join(tmp, 'jest.json');
      const { code } = await io.sh('npx', [
        'jest',
        '-c',
        'jest.config.cjs',
        '--silent',
        '--ci',
        '--coverage',
        '--collectCoverageFrom=shared-auth/src/**/*.{ts,tsx}',
        '--collectCoverageFrom=!**/*.test.{ts,tsx}',
        '--collectCoverageFrom=!shared-auth/src/test/**',
        '--json',
        `--outputFile=${out}`,
      ]);
      return jestCounts(readJson(out), code);
    },
  },
  {
    name: 'api',
    title: 'API unit and integration tests (npm test -w api)',
    // For each of its parts (PGlite, PostgreSQL, operations, clock pass), each about 10 minutes at most.
    minutes: 25,
    run: async (io) => {
      const scripts = readJson(path.join(ROOT, 'api/package.json'))?.scripts ?? {};
      if (!scripts.test) return { skipped: 'api/package.json has no test script yet' };
      // "npm run test:pglite && npm run test:postgres": run each part itself so jest's counts are read.
      const parts = scripts.test.split('&&').map((p) => p.trim());
      const names = parts.map((p) => /^npm run (\S+)$/.exec(p)?.[1]);
      const runs = names.every((n) => n && scripts[n]) ? names : ['test'];
      const isJest = (script) => /(^|\s)jest(\s|$)/.test(script);
      const total = { passed: 0, failed: 0, notes: [] };
      for (const [i, name] of runs.entries()) {
        let r;
        if (isJest(scripts[name])) {
          const out = path.join(tmp, `api-${i}.json`);
          const { code } = await io.sh('npm', [
            'run',
            name,
            '-w',
            'api',
            '--',
            '--ci',
            '--json',
            `--outputFile=${out}`,
          ]);
          r = jestCounts(readJson(out), code);
        } else {
          r = single((await io.sh('npm', ['run', name, '-w', 'api'])).code);
        }
        total.passed += r.passed;
        total.failed += r.failed;
        total.notes.push(`${name}: ${r.note ?? `${r.passed} passed`}`);
      }
      return { passed: total.passed, failed: total.failed, note: total.notes.join('; ') };
    },
  },
  {
    name: 'build',
    title: 'production build (scripts/build.mjs)',
    minutes: 15,
    run: async (io) => {
      buildRan = true;
      return single((await io.sh(process.execPath, ['scripts/build.mjs'])).code);
    },
  },
  {
    name: 'singletons',
    title: 'one React and one shared-auth at run time (scripts/check-singletons.mjs)',
    minutes: 5,
    run: async (io) => single((await io.sh(process.execPath, ['scripts/check-singletons.mjs'])).code),
  },
  {
    name: 'budgets',
    title: "size budgets of the remotes' files (scripts/check-budgets.mjs; the home page's JS: e2e)",
    minutes: 5,
    run: async (io) => single((await io.sh(process.execPath, ['scripts/check-budgets.mjs'])).code),
  },
  {
    name: 'secrets',
    title: 'no secret in the browser bundles (scripts/check-secrets.mjs)',
    minutes: 5,
    run: async (io) => single((await io.sh(process.execPath, ['scripts/check-secrets.mjs'])).code),
  },
  {
    name: 'audit',
    title: 'no high or critical advisory in production dependencies (npm audit --omit=dev)',
    run: () => {
      const outcome = runAudit(ROOT);
      if (outcome.skipped) return { skipped: outcome.skipped };
      for (const finding of outcome.failed) console.log(`  FAIL ${finding}`);
      const counts = Object.entries(outcome.counts)
        .filter(([severity, n]) => n && severity !== 'total')
        .map(([severity, n]) => `${n} ${severity}`);
      return { ...single(outcome.failed.length ? 1 : 0), note: counts.join(', ') || 'no advisories' };
    },
  },
  {
    name: 'e2e',
    title: 'end-to-end suite (Playwright, nginx-served production build)',
    minutes: 40,
    run: async (io) => {
      const missing = [!existsSync(chromium) && `Chromium (${chromium})`, !findNginx() && 'nginx'].filter(
        Boolean,
      );
      if (missing.length)
        return {
          skipped: `${missing.join(' and ')} not installed; install with: apt-get install -y chromium nginx`,
        };
      const out = path.join(tmp, 'playwright.json');
      const { code } = await io.sh('npm', ['run', 'test', '-w', 'e2e'], {
        // The build step has just built everything; without it, global-setup builds what is missing.
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_REQUIRE: '1', E2E_SKIP_BUILD: buildRan ? '1' : '' },
      });
      return playwrightCounts(readJson(out), code);
    },
  },
  {
    name: 'e2e-clock',
    title: 'the date-reading journeys with the clock moved (libfaketime, e2e/clock.mjs)',
    minutes: 15,
    run: async (io) => {
      if (!existsSync(chromium) || !findNginx())
        return { skipped: "needs the e2e suite's Chromium and nginx" };
      if (!findLibfaketime())
        return { skipped: 'libfaketime not installed; install with: apt-get install -y faketime' };
      const dir = mkdtempSync(path.join(tmp, 'clock-'));
      const { code } = await io.sh('npm', ['run', 'test:clock', '-w', 'e2e', '--', '--json-dir', dir], {
        env: { E2E_REQUIRE: '1', E2E_SKIP_BUILD: buildRan ? '1' : '' },
      });
      const reports = CLOCK_INSTANTS.map((_, i) => readJson(path.join(dir, `clock-${i}.json`)));
      const counts = reports.map((report) => playwrightCounts(report, report ? 0 : code || 1));
      return {
        passed: counts.reduce((n, c) => n + c.passed, 0),
        failed: counts.reduce((n, c) => n + c.failed, 0) + (code && counts.every((c) => !c.failed) ? 1 : 0),
        note: CLOCK_INSTANTS.map(
          (at, i) => `${at}: ${counts[i].passed}/${counts[i].passed + counts[i].failed}`,
        ).join(', '),
        cases: counts.flatMap((c, i) => (c.cases ?? []).map((name) => `${CLOCK_INSTANTS[i]} ${name}`)),
      };
    },
  },
];

const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
console.log(`node ${process.version} (the project's line: ${nvmrc}, .nvmrc)`);
if (process.versions.node.split('.')[0] !== nvmrc.split('.')[0])
  console.log(
    `NOTE: not the project's Node line; CI runs ${nvmrc} (.ci/run installs it from the npm registry)`,
  );

const results = await runSteps(steps, { cwd: ROOT, skip, only });
rmSync(tmp, { recursive: true, force: true });
printResults(results);
const { failed, line } = summaryLine(results);
console.log(line);
process.exit(failed ? 1 : 0);
