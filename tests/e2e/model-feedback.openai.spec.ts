/**
 * "Get model feedback" on a saved interview (issue 13), OpenAI mode, on a 390 x 844 phone: an
 * interview the on-device coach graded (saved with coached_on_device, as the outbox uploads one
 * taken offline) shows its on-device score on /interviews and offers the button; the model's
 * re-grade then shows beside it, and both are kept.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { useOpenAiDataDir } from './support/openai-data-dir';
import { apiSession, signUpAndSignIn } from './support/accounts';

test.setTimeout(120_000);
test.use({ viewport: { width: 390, height: 844 } });

useOpenAiDataDir(test);

test('an interview graded on the device gets the model feedback once online', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const credentials = await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await apiSession(page.request, credentials);
  const question = 'Walk me through a DCF.';
  const saved = await page.request.post('/api/save-interview', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: randomUUID(),
      question_bank: { questions: [{ question }] },
      transcript: JSON.stringify([{ question, userResponse: 'You project free cash flows and discount them at the WACC, then add a terminal value.' }]),
      company: 'Moelis',
      industry: 'M&A',
      stage: 'first round',
      location: 'New York',
      duration: '5',
      interviewType: 'InvestmentBanking',
      feedback: { score: 5.5, overallCritique: 'Graded on the device.' },
      strengths: {},
      questionsStruggled: {},
      conceptsToStudy: {},
      weaknesses: {},
      score: 5.5,
      questionScores: [{ question, score: 5.5 }],
      coached_on_device: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/interviews');
  const card = page.getByRole('listitem', { name: 'Moelis' });
  await expect(card.getByText('Score 5.5 from the on-device coach (taken offline).')).toBeVisible({ timeout: 20_000 });
  await card.getByText('Score per question').click();
  await expect(card.getByText('5.5/10')).toBeVisible();
  await card.getByRole('button', { name: 'Get model feedback' }).click();
  const model = card.getByRole('region', { name: 'Model feedback' });
  await expect(model.getByRole('heading', { name: /^Model feedback: \d+\.\d$/ })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Get model feedback' })).toHaveCount(0);
  // Both grades are kept: after a reload the card still shows the device's score and the model's.
  await page.reload();
  await expect(card.getByText('Score 5.5 from the on-device coach (taken offline).')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('region', { name: 'Model feedback' })).toBeVisible();
});
