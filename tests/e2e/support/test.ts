/**
 * The `test` every spec uses: Playwright's, with an automatic check that no page of the test broke
 * the Content-Security-Policy (the server sends it on every response). Chromium reports each
 * blocked script, style, fetch or frame as a console error; any left in `cspViolations` when the
 * test ends fails it. A test that provokes a violation on purpose reads and clears the list.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
