// `test` for every spec: fails a test when the page logs a console error, throws or violates the
// site's Content-Security-Policy (also the violations Chromium does not log, such as a caught eval).
//   import { test, expect } from '../support';
//   test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });   // when a spec expects some
import { test as base, expect } from '@playwright/test';
import { waitForTakeoverOnLoad } from './takeover';

export interface ConsoleGuard {
  /** Errors seen so far in this test (console.error and uncaught exceptions). */
  errors: string[];
  /** Forget the errors seen so far (e.g. after deliberately breaking something). */
  clear(): void;
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: ConsoleGuard }>({
  allowedConsoleErrors: [[], { option: true }],
  // A prerendered page is static until the app takes it over: navigations wait for that (takeover.ts).
  page: async ({ page }, provide) => {
    waitForTakeoverOnLoad(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const guard: ConsoleGuard = {
        errors: [],
        clear() {
          guard.errors.length = 0;
        },
      };
      const allowed = (text: string) => allowedConsoleErrors.some((re) => re.test(text));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location().url ? ` (${msg.location().url})` : '';
        const text = `${msg.text()}${where}`;
        if (!allowed(text)) guard.errors.push(`console.error on ${page.url()}: ${text}`);
      });
      page.on('pageerror', (err) => {
        const text = `${err.name}: ${err.message}`;
        if (!allowed(text)) guard.errors.push(`uncaught on ${page.url()}: ${text}`);
      });
      await page.exposeBinding('__physioCspViolation', ({ frame }, text: string) => {
        if (!allowed(text)) guard.errors.push(`CSP violation on ${frame.url()}: ${text}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __physioCspViolation: (text: string) => Promise<void> };
          void w.__physioCspViolation(
            `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          );
        });
      });
      await use(guard);
      expect(guard.errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
