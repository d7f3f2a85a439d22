// Runs scripts/test.mjs's steps: in order, neighbours with the same `beside` at the same time (their output
// kept and shown as each ends), every command a step starts limited to its `minutes`; then the results table.
import { outputSink, runCommand } from './processes.mjs';

const MINUTES = 60_000;

/** Runs one step; `sink` is the terminal or, beside other steps, a buffer. */
async function runStep(step, sink, cwd) {
  const header = `\n━━ ${step.title ?? step.name} ━━\n`;
  if (!sink.buffered) process.stdout.write(header);
  const io = {
    sink,
    sh: (cmd, args, opts = {}) =>
      runCommand(cmd, args, { cwd, sink, timeoutMs: step.minutes * MINUTES, ...opts }),
  };
  const t0 = Date.now();
  let result;
  try {
    result = await step.run(io);
  } catch (err) {
    result = { passed: 0, failed: 1, note: err.message };
  }
  result.seconds = (Date.now() - t0) / 1000;
  if (sink.buffered) {
    process.stdout.write(header);
    sink.flush();
  }
  if (result.skipped) console.log(`SKIPPED ${step.name}: ${result.skipped}`);
  return { name: step.name, ...result };
}

/**
 * Runs the steps `skip`/`only` leave in; answers every step's result in the steps' order.
 * @param {{ name: string, beside?: string }[]} steps
 * @param {{ cwd: string, skip: Set<string>, only: Set<string> }} options
 */
export async function runSteps(steps, { cwd, skip, only }) {
  const chosen = steps.filter((step) => !skip.has(step.name) && !(only.size && !only.has(step.name)));
  const results = new Map(
    steps
      .filter((s) => !chosen.includes(s))
      .map((s) => [s.name, { name: s.name, skipped: 'left out by --skip/--only' }]),
  );
  for (let i = 0; i < chosen.length;) {
    const batch = [chosen[i]];
    while (chosen[i].beside && chosen[i + batch.length]?.beside === chosen[i].beside)
      batch.push(chosen[i + batch.length]);
    i += batch.length;
    if (batch.length > 1)
      console.log(`\n━━ side by side: ${batch.map((s) => s.name).join(', ')} (each shown when it ends) ━━`);
    const sinks = batch.map(() => outputSink(batch.length > 1));
    for (const result of await Promise.all(batch.map((step, j) => runStep(step, sinks[j], cwd))))
      results.set(result.name, result);
  }
  return steps.map((s) => results.get(s.name));
}

/** One line per step: status, counts, seconds, note, and the failed or flaky cases under it. */
export function printResults(results) {
  console.log('\n━━ results ━━');
  for (const r of results) {
    if (r.skipped) {
      console.log(`  ${'skipped'.padEnd(7)} ${r.name.padEnd(11)} ${r.skipped}`);
      continue;
    }
    const status = r.failed ? 'FAIL' : 'ok';
    const secs = `${r.seconds.toFixed(0)} s`.padStart(6);
    console.log(
      `  ${status.padEnd(7)} ${r.name.padEnd(11)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${secs}  ${r.note ?? ''}`,
    );
    for (const name of r.cases ?? []) console.log(`            ${name}`);
  }
}
