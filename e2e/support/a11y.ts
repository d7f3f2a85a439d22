// axe-core on the current page: fails on serious or critical violations (DESIGN.md §6), against WCAG 2.0,
// 2.1 and 2.2 level A and AA and axe's best practices. axe-core's own source is evaluated in every frame
// (page.evaluate is not subject to the site's Content-Security-Policy), then axe.run checks the top frame
// and, through axe, the frames inside it.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe marks experimental, so a tag list alone leaves them out; on here because the site meets them.
 * label-content-name-mismatch is WCAG 2.5.3 (Label in Name): a control's name contains its visible text.
 */
const EXPERIMENTAL_ON = ['label-content-name-mismatch'];

export interface A11yOptions {
  /** CSS selectors to check (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out, e.g. a third-party widget. */
  exclude?: string[];
  /** axe rule ids to turn off, with a reason in the calling spec. */
  disableRules?: string[];
}

async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile has nothing left to check.
    await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

export async function seriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<Result[]> {
  await injectAxe(page);
  const rules: NonNullable<RunOptions['rules']> = {};
  for (const id of EXPERIMENTAL_ON) rules[id] = { enabled: true };
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false };
  const context = {
    ...(options.include?.length ? { include: options.include.map((s) => [s]) } : {}),
    exclude: (options.exclude ?? []).map((s) => [s]),
  };
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules,
    resultTypes: ['violations'],
  };
  const { violations } = await page.evaluate(
    ([ctx, opts]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        ctx,
        opts,
      ),
    [context, runOptions] as const,
  );
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
