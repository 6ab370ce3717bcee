/**
 * The landing page in the browser: the first-visit welcome carousel shown once, the verified toast
 * (five seconds, query cleared), the top bar, the inline mock-interview form to /interview, and
 * /about redirecting to /aboutgreenshoe.
 */
import { expect, test } from './support/test';
import { HomePage } from './pages/home-page';
import { InterviewPage } from './pages/interview-page';

test('/ arrives prerendered and hydrates without errors, keeping its HTML', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('data-prerendered="/"');
  expect(html).toContain('Walk into your banking interviews ready');
  expect(await (await request.get('/waitlist', { headers: { Accept: 'text/html' } })).text()).not.toContain('data-prerendered');

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    localStorage.setItem('greenshoe.welcomeSeen', 'true');
    // Tag the prerendered heading before any script runs: hydration keeps the element.
    document.addEventListener('readystatechange', () => document.querySelector('h1')?.setAttribute('data-from-html', ''), { once: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Question Bank' })).toBeVisible();
  await expect(page.locator('h1[data-from-html]')).toHaveText('Walk into your banking interviews ready');
  // Interactive once hydrated: the phone menu opens.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#site-menu')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the welcome carousel shows on the first visit only', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome to Greenshoe' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Slide 1 of 5')).toBeVisible();
  for (let slide = 2; slide <= 5; slide += 1) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`Slide ${slide} of 5`)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Question Bank' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Skip closes the welcome carousel, and Escape does too on another device', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('dialog')).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.close();
});

test('?verified=success shows the verified toast for five seconds and clears the query', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('greenshoe.welcomeSeen', 'true'));
  await page.goto('/?verified=success');
  const toast = page.getByText('Account verified successfully! You can now log in.');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);
});

test('the top bar leads to each public page, and the brand mark home', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  // Phone width: the links sit behind the Menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path, heading] of [
    ['About Us', '/aboutgreenshoe', 'About Greenshoe'],
    ['Grow IB Access', '/grow-ib-access', 'Interview Experience Survey'],
    ['Partnerships', '/partnerships', 'Partner with Greenshoe'],
    ['Product news', '/waitlist', 'Get product news'],
  ] as const) {
    // A press on Menu right after the brand mark brought the visitor home was lost twice in
    // clean-clone CI runs (not reproduced alone; cause not found): press again while it is shut.
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(async () => {
      if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
      await expect(page.locator('#site-menu')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.locator('#site-menu').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'Greenshoe', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // No CONTACT_EMAIL on the e2e server: the policy names no address.
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});

test('the mock-interview tab checks its setup and starts an interview', async ({ page }) => {
  await new HomePage(page).open();
  await page.getByRole('tab', { name: 'Mock Interviews' }).click();
  const form = page.getByRole('form', { name: 'Set up a mock interview' });
  await form.getByRole('button', { name: 'Start Interview' }).click();
  await expect(form.getByText('Duration is required')).toBeVisible();
  await expect(form.getByLabel('Duration').locator('option')).toHaveText(['Select a duration', '15 minutes', '30 minutes', '45 minutes', '60 minutes']);
  await form.getByLabel('Job category').selectOption('InvestmentBanking');
  await form.getByLabel('Company').fill('Lazard');
  await form.getByLabel('Interview stage').selectOption('first round');
  await form.getByLabel('Industry group').selectOption('Restructuring');
  await form.getByLabel('Office location').fill('New York');
  await form.getByLabel('Duration').selectOption('15');
  await form.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page).toHaveURL(/\/interview$/);
  expect((await new InterviewPage(page).currentQuestion()).number).toBe(1);
});

test('/about redirects to /aboutgreenshoe, and an unknown path helps the visitor on', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/aboutgreenshoe$/);
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/signup');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Try a sample interview' }).click();
  await expect(page).toHaveURL(/\/practice-setup$/);
});
