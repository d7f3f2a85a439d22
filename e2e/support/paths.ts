// The site's page paths for the suite, from the one list the shell and the remotes use.
// shared-contracts is TypeScript in a CommonJS-scope package: this suite's ES modules cannot name its
// exports through Node's ESM loader, so it is required (Playwright's TypeScript hook compiles it).
import { createRequire } from 'node:module';

type Paths = typeof import('@physio/shared-contracts/paths');

const paths = createRequire(import.meta.url)('@physio/shared-contracts/paths') as Paths;

export const { PATHS, PUBLIC_SITE_PATHS, to } = paths;
