/** axe-core finds no serious or critical accessibility problem on the shell and interview pages. */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HomePage } from './pages/home-page';
import { InterviewPage } from './pages/interview-page';
import { SetupPage } from './pages/setup-page';
import { axeViolations } from './support/axe';

async function expectNoSeriousViolations(page: Page) {
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
}

test('home, setup (with errors) and a question pass axe', async ({ page }) => {
  await new HomePage(page).open();
  await expectNoSeriousViolations(page);

  const setup = new SetupPage(page);
  await page.goto('/practice-setup');
  await setup.start();
  await expect(page.getByText('Duration is required')).toBeVisible();
  await expectNoSeriousViolations(page);

  await setup.fill({ company: 'Moelis & Company', stage: 'second round', industry: 'Restructuring', location: 'LA', durationMinutes: 15 });
  await setup.start();
  await new InterviewPage(page).currentQuestion();
  await expectNoSeriousViolations(page);
});
