// Figures of the @bench specs: JSON lines that scripts/bench.mjs collects (BENCH_OUT is the file
// e2e/bench.mjs reads back), and the site's quality bars (DESIGN.md §6) they are judged against.
import { appendFileSync } from 'node:fs';

export interface Figure {
  name: string;
  value: number;
  unit?: string;
  target?: string;
  ok?: boolean;
}

export function reportFigure(figure: Figure): void {
  const out = process.env.BENCH_OUT;
  if (out) appendFileSync(out, `${JSON.stringify(figure)}\n`);
  console.log(JSON.stringify(figure));
}

/** DESIGN.md §6: every landing page on Lighthouse mobile (simulated throttling), nginx + gzip. */
export const HOME_PAGE_BARS = {
  /** Lighthouse performance score, at least. */
  performanceScore: 95,
  /** LCP of a landing page divided by LCP of a static HTML page with the same hero text, at most. */
  lcpRatio: 1.3,
  /** Cumulative layout shift, below. */
  cls: 0.05,
  /** JavaScript for the first render, KB transferred gzipped, at most. */
  firstRenderJsKB: 170,
} as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
