#!/usr/bin/env node
// npm run test:clock -w e2e (issue 31): the journeys that pick days and times run again with the whole stack's
// clock moved — API, PostgreSQL, nginx, Chromium and the test process — through libfaketime, one offset for all
// of them so they agree. The instants sit where a date rule breaks: late in India's evening (the day row opens on
// tomorrow), past India's midnight but before UTC's, and across a year's end. Without libfaketime the check is
// skipped with the reason and the install command (exit 0), or fails with E2E_REQUIRE=1.
//   node clock.mjs [--json-dir DIR] [instant …]      instants as ISO strings with an offset
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Thursday 31 Dec 2026 23:48 IST (the run crosses India's midnight into a new year, a Friday), and Saturday
 *  2 Jan 2027 00:05 IST (India's new day, still Friday in UTC, a weekend ahead). */
export const CLOCK_INSTANTS = ['2026-12-31T23:48:00+05:30', '2027-01-02T00:05:00+05:30'];
/** The specs that read today's date: they choose days, times and windows from it. */
export const CLOCK_SPECS = [
  'tests/booking-first-week.spec.ts',
  'tests/booking-journeys.spec.ts',
  'tests/scheduling-journey.spec.ts',
  'tests/changes-journey.spec.ts',
];

/** Debian's libfaketime (apt-get install -y faketime), under the machine's multiarch folder. */
export function findLibfaketime() {
  for (const lib of ['/usr/lib', '/usr/local/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of ['', ...readdirSync(lib)]) {
      const file = path.join(lib, dir, 'faketime', 'libfaketime.so.1');
      if (existsSync(file)) return file;
    }
  }
  return null;
}

/** libfaketime's relative form ("+N" seconds from now), so every process started later keeps the same offset. */
export const fakeTimeOffset = (instant, now = Date.now()) => {
  const seconds = Math.round((Date.parse(instant) - now) / 1000);
  return `${seconds >= 0 ? '+' : ''}${seconds}`;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json-dir');
  const jsonDir = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
  const instants = args.length ? args : CLOCK_INSTANTS;
  const lib = findLibfaketime();
  if (!lib) {
    console.log('e2e clock SKIPPED: libfaketime not installed. Install with: apt-get install -y faketime');
    process.exit(process.env.E2E_REQUIRE === '1' ? 1 : 0);
  }
  let failed = 0;
  instants.forEach((instant, i) => {
    console.log(`\n── e2e at ${instant} (libfaketime ${fakeTimeOffset(instant)} s) ──`);
    const res = spawnSync(process.execPath, [path.join(here, 'run.mjs'), ...CLOCK_SPECS], {
      cwd: here,
      stdio: 'inherit',
      env: {
        ...process.env,
        FAKETIME: fakeTimeOffset(instant),
        LD_PRELOAD: [lib, process.env.LD_PRELOAD].filter(Boolean).join(':'),
        ...(jsonDir && { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(jsonDir, `clock-${i}.json`) }),
      },
    });
    if (res.status !== 0) failed++;
  });
  process.exit(failed ? 1 : 0);
}
