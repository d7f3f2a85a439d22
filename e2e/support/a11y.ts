// axe-core on the current page: fails on serious or critical violations (DESIGN.md §6).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to check (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out, e.g. a third-party widget. */
  exclude?: string[];
  /** axe rule ids to turn off, with a reason in the calling spec. */
  disableRules?: string[];
}

export async function seriousA11yViolations(page: Page, options: A11yOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const sel of options.include ?? []) builder = builder.include(sel);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Asserts that axe finds no serious or critical violation; the failure lists each one. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const serious = await seriousA11yViolations(page, options);
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
