import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jestCounts, playwrightCounts, single, summaryLine, tapCounts } from '../lib/counts.mjs';

const jestReport = (over = {}) => ({
  numPassedTests: 10,
  numFailedTests: 0,
  numTotalTests: 10,
  numTotalTestSuites: 2,
  testResults: [{ status: 'passed', assertionResults: [{}] }],
  ...over,
});

test('jest: passed and failed cases are counted', () => {
  const r = jestCounts(jestReport({ numPassedTests: 8, numFailedTests: 2 }), 1);
  assert.equal(r.passed, 8);
  assert.equal(r.failed, 2);
});

test('jest: a suite that cannot run counts as a failure', () => {
  const r = jestCounts(jestReport({ testResults: [{ status: 'failed', assertionResults: [] }] }), 1);
  assert.equal(r.failed, 1);
  assert.match(r.note, /failed to run/);
});

test('jest: a failed coverage gate with all cases green still fails', () => {
  assert.equal(jestCounts(jestReport(), 1).failed, 1);
  assert.equal(jestCounts(jestReport(), 0).failed, 0);
});

test('jest: no report at all is one failure', () => {
  assert.deepEqual(jestCounts(null, 1), { passed: 0, failed: 1, note: 'no jest report (exit 1)' });
});

test('jest: the failed cases are named, so a CI log says which', () => {
  const r = jestCounts(
    jestReport({
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: 'a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'ok' },
            { status: 'failed', fullName: 'slots > are free' },
          ],
        },
        { name: 'b.test.ts', status: 'failed', assertionResults: [] },
      ],
    }),
    1,
  );
  assert.deepEqual(r.cases, ['failed: a.test.ts › slots > are free', 'failed: b.test.ts']);
});

test('tap: reads the summary, a crash without failures is one', () => {
  assert.deepEqual(tapCounts('# pass 5\n# fail 1\n', 1), { passed: 5, failed: 1, note: '' });
  assert.equal(tapCounts('# pass 5\n# fail 0\n', 1).failed, 1);
  assert.equal(tapCounts('# pass 5\n# fail 0\n# skipped 2\n', 0).note, '2 skipped');
});

test('playwright: flaky counts as passed, a setup failure as one failure', () => {
  const r = playwrightCounts({ stats: { expected: 7, unexpected: 1, flaky: 2, skipped: 1 } }, 1);
  assert.equal(r.passed, 9);
  assert.equal(r.failed, 1);
  const setup = playwrightCounts(
    { stats: { expected: 0, unexpected: 0 }, errors: [{ message: 'Error: API did not start\nstack' }] },
    1,
  );
  assert.equal(setup.failed, 1);
  assert.match(setup.note, /API did not start/);
});

test('playwright: failed and flaky cases are named from nested suites', () => {
  const r = playwrightCounts(
    {
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      suites: [
        {
          specs: [{ file: 'a.spec.ts', title: 'books', tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                { file: 'b.spec.ts', title: 'pays', tests: [{ status: 'unexpected' }] },
                { file: 'b.spec.ts', title: 'moves', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    },
    1,
  );
  assert.deepEqual(r.cases, ['failed: b.spec.ts › pays', 'flaky: b.spec.ts › moves']);
});

test('summary line has the exact CI format and ignores skipped steps', () => {
  const { line, failed } = summaryLine([
    { name: 'lint', ...single(0) },
    { name: 'typecheck', ...single(1) },
    { name: 'jest', passed: 40, failed: 2 },
    { name: 'e2e', skipped: 'no chromium' },
  ]);
  assert.equal(line, 'ci: 41 passed, 3 failed');
  assert.equal(failed, 3);
});
