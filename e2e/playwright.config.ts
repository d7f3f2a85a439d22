// End-to-end suite against the production build served by Debian's nginx (see global-setup.ts).
// Debian's Chromium only: never a browser download.
import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/browser';

/** Workers start after global-setup and inherit PHYSIO_E2E_STATE: the site's picked origin. */
function stackBaseURL(): string | undefined {
  const file = process.env.PHYSIO_E2E_STATE;
  if (!file) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { baseURL: string }).baseURL;
  } catch {
    return undefined;
  }
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // One worker: some specs stop a remote's server, which would break pages of a parallel test.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // @bench specs measure (npm run bench); they are not part of npm test.
  grepInvert: process.env.E2E_BENCH ? undefined : /@bench/,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: stackBaseURL(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A trace records every action's DOM and frames, which costs a fifth of the suite's time on a 2-core machine
    // when every passing test pays it. CI retries a failed test once and traces that retry; a local run, without
    // retries, keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
});
