/**
 * Runs a whole mock interview on the embedded coach with typed answers: setup (15 minutes gives 5
 * questions), each question answered, its feedback, and the report. Returns the score the report
 * shows (e.g. "6.2", as in "Score 6.2 out of 10").
 */
import { expect, type Page } from '@playwright/test';
import { InterviewPage } from '../pages/interview-page';
import { ReportPage } from '../pages/report-page';
import { SetupPage, type SetupValues } from '../pages/setup-page';

export const TYPED_ANSWERS = [
  'I want to work on complex transactions like mergers and acquisitions, learn fast from senior bankers, and build strong financial modelling skills.',
  'Revenue flows through the income statement to net income, which raises retained earnings on the balance sheet and starts the cash flow statement.',
  'You project unlevered free cash flows, discount them at the weighted average cost of capital, add a terminal value, and bridge to equity value.',
  'Enterprise value is equity value plus debt, preferred stock and minority interest, minus cash; it is the value of the whole business to all capital providers.',
  'In a leveraged buyout a sponsor funds the purchase mostly with debt, repays it from cash flow, and earns its return from deleveraging, growth and the exit multiple.',
];

export const DEFAULT_SETUP: SetupValues = {
  company: 'Evercore',
  stage: 'first round',
  industry: 'M&A',
  location: 'New York',
  durationMinutes: 15,
};

/**
 * From /practice-setup to the report; expects `expectedQuestions` questions when given.
 * `beforeAnswer` runs on each question view before its answer is typed.
 */
export async function runTypedInterview(
  page: Page,
  values: Partial<SetupValues> = {},
  expectedQuestions = 5,
  beforeAnswer: () => Promise<void> = async () => {},
): Promise<string> {
  const setup = new SetupPage(page);
  const interview = new InterviewPage(page);
  const report = new ReportPage(page);
  await page.goto('/practice-setup');
  await setup.expectLoaded();
  await setup.fill({ ...DEFAULT_SETUP, ...values });
  await setup.start();
  await expect(page).toHaveURL(/\/interview$/);

  const { total } = await interview.currentQuestion();
  expect(total).toBe(expectedQuestions);
  for (let index = 0; index < total; index += 1) {
    const { number } = await interview.currentQuestion();
    expect(number).toBe(index + 1);
    const answer = TYPED_ANSWERS[index % TYPED_ANSWERS.length]!;
    await beforeAnswer();
    await interview.typeAnswer(answer);
    await interview.submit();
    await interview.expectFeedback(answer);
    await interview.next(index === total - 1);
  }
  await report.expectReport();
  const label = (await page.getByRole('img', { name: /^Score \d+(\.\d)? out of 10$/ }).first().getAttribute('aria-label')) ?? '';
  const [, score] = /^Score (\S+) out of 10$/.exec(label) ?? [];
  expect(score).toBeTruthy();
  return score ?? '';
}
