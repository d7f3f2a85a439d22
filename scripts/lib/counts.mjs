// Test-case counts read from each runner's machine output, for the `ci: N passed, N failed` line.

/** From a jest --json report; a suite that failed to run counts as one failed case, and so does a
 *  non-zero exit with every case passing (a coverage threshold). */
export function jestCounts(report, code) {
  if (!report) return { passed: 0, failed: 1, note: `no jest report (exit ${code})` };
  const brokenSuites = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  const failed = report.numFailedTests + brokenSuites;
  const gate = code !== 0 && failed === 0 ? 1 : 0;
  const notes = [`${report.numTotalTests} tests in ${report.numTotalTestSuites} suites`];
  if (brokenSuites) notes.push(`${brokenSuites} suite(s) failed to run`);
  if (gate) notes.push(`jest exited ${code} (coverage threshold?)`);
  const cases = report.testResults.flatMap((suite) =>
    suite.assertionResults.length === 0 && suite.status === 'failed'
      ? [`failed: ${suite.name}`]
      : suite.assertionResults
          .filter((a) => a.status === 'failed')
          .map((a) => `failed: ${suite.name} › ${a.fullName}`),
  );
  return { passed: report.numPassedTests, failed: failed + gate, note: notes.join(', '), cases };
}

/** From node --test's TAP summary (# pass N / # fail N); a crash without failures counts as one. */
export function tapCounts(tap, code) {
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  const failed = count('fail') + (code !== 0 && count('fail') === 0 ? 1 : 0);
  return { passed: count('pass'), failed, note: count('skipped') ? `${count('skipped')} skipped` : '' };
}

/** From Playwright's JSON reporter; flaky tests passed on retry. A run that failed outside any test
 *  (global setup) counts as one failure. */
export function playwrightCounts(report, code) {
  if (!report?.stats) return { passed: 0, failed: 1, note: `no Playwright report (exit ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const outside = code !== 0 && unexpected === 0 ? 1 : 0;
  const notes = [
    flaky && `${flaky} flaky`,
    skipped && `${skipped} skipped`,
    outside && `exit ${code}`,
    ...(report.errors ?? []).map((e) => (e.message ?? '').split('\n')[0]),
  ];
  const cases = playwrightSpecs(report.suites ?? [])
    .flatMap((spec) => (spec.tests ?? []).map((t) => ({ spec, status: t.status })))
    .filter(({ status }) => status === 'unexpected' || status === 'flaky')
    .map(({ spec, status }) => `${status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file} › ${spec.title}`);
  return {
    passed: expected + flaky,
    failed: unexpected + outside,
    note: notes.filter(Boolean).join(', '),
    cases,
  };
}

const playwrightSpecs = (suites) =>
  suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites ?? [])]);

/** One case for a step without its own cases (lint, typecheck, build). */
export const single = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

/** The final line; skipped steps count neither way. */
export function summaryLine(results) {
  const counted = results.filter((r) => !r.skipped);
  const passed = counted.reduce((n, r) => n + r.passed, 0);
  const failed = counted.reduce((n, r) => n + r.failed, 0);
  return { passed, failed, line: `ci: ${passed} passed, ${failed} failed` };
}
