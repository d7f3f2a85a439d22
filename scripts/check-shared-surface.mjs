#!/usr/bin/env node
// The shared packages' versions follow their public surface (issue 24; lib/shared-surface.mjs): a
// change of what shared-ui or shared-auth exports, or of those exports' types, needs a new version
// in its package.json (major when something was removed or changed incompatibly, minor when only
// added), recorded with --write. Remotes require the version they were built with (strictVersion):
// a remote built against another surface is refused at run time instead of crashing.
//   node scripts/check-shared-surface.mjs            check (npm test: scripts/tests/shared-surface.test.mjs)
//   node scripts/check-shared-surface.mjs --write    record each package's surface for its current version
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  publicSurface,
  recordedSurface,
  SHARED_PACKAGES,
  SURFACE_FILE,
  surfaceProblem,
} from './lib/shared-surface.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const write = process.argv.includes('--write');
let problems = 0;
for (const [folder, { name, entries }] of Object.entries(SHARED_PACKAGES)) {
  const dir = path.join(ROOT, folder);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const surface = publicSurface(dir, entries);
  const recorded = recordedSurface(dir);
  if (write) {
    const previous = recorded?.version === version ? null : recorded;
    const problem = previous && surfaceProblem(previous, version, surface);
    if (problem && !/is not recorded yet/.test(problem)) {
      console.log(`✘ ${name}@${version}: ${problem}`);
      problems += 1;
      continue;
    }
    writeFileSync(path.join(dir, SURFACE_FILE), `${JSON.stringify({ version, ...surface }, null, 2)}\n`);
    console.log(`✔ ${name}@${version}: surface ${surface.hash} recorded in ${folder}/${SURFACE_FILE}`);
    continue;
  }
  const problem = surfaceProblem(recorded, version, surface);
  if (problem) {
    problems += 1;
    console.log(`✘ ${name}@${version}: ${problem}, then run node scripts/check-shared-surface.mjs --write`);
  } else console.log(`✔ ${name}@${version}: surface ${surface.hash} as recorded`);
}
process.exit(problems ? 1 : 0);
