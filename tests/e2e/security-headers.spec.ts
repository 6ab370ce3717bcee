/**
 * Issue 12, item 5, in the browser: the app loads under its Content-Security-Policy with no
 * violation (the shared fixture checks every test for that), and the policy really holds: a script
 * injected inline into the page does not run, and the page refuses to be framed.
 */
import { expect, test } from './support/test';

test('the landing page runs under a CSP that blocks an injected inline script', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  expect(cspViolations).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  cspViolations.splice(0);
});
