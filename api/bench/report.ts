/** How the bench parts print their figures (scripts/bench.mjs gathers the JSON lines into one table). */
/** One measured figure of a bench: its value, unit, and the target it is held against. */
export interface Figure {
  name: string;
  value: number;
  unit?: string;
  target?: string;
  ok?: boolean;
}

/** One figure as a JSON line: scripts/bench.mjs collects them into the table of every bench. */
export function report(figure: Figure): void {
  console.log(JSON.stringify(figure));
}

/** The p-th percentile of `values` (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
