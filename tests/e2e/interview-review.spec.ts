/**
 * From interview to practice (issue 13) on a 390 x 844 phone, signed in: a mock interview answered
 * weakly is saved, and each of its questions comes back as a card of the "Review from interviews"
 * module of the practice room, due today until it is rated; the module opens on those cards.
 */
import { expect, test } from './support/test';
import { signUpAndSignIn } from './support/accounts';
import { DEFAULT_SETUP } from './support/interview-run';
import { InterviewPage } from './pages/interview-page';
import { PracticeRoomPage, StudySessionPage } from './pages/practice-pages';
import { ReportPage } from './pages/report-page';
import { SetupPage } from './pages/setup-page';

const WEAK_ANSWER = 'I am not sure about this one.';

test('each weak answer becomes a card in Review from interviews', async ({ page }) => {
  test.setTimeout(180_000);
  // Signed in at the default size (the check reads the desktop sidebar), then the phone.
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const setup = new SetupPage(page);
  const interview = new InterviewPage(page);
  const report = new ReportPage(page);
  await page.goto('/practice-setup');
  await setup.expectLoaded();
  await setup.fill(DEFAULT_SETUP);
  await setup.start();
  const { total } = await interview.currentQuestion();
  for (let index = 0; index < total; index += 1) {
    await interview.currentQuestion();
    await interview.typeAnswer(WEAK_ANSWER);
    await interview.submit();
    await interview.expectFeedback(WEAK_ANSWER);
    await interview.next(index === total - 1);
  }
  await report.expectReport();
  await report.save();
  await expect(page.getByRole('button', { name: 'Interview Saved' })).toBeDisabled({ timeout: 20_000 });

  const room = new PracticeRoomPage(page);
  await room.open();
  const review = room.module('Review from interviews');
  await expect(review).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => room.questionCount('Review from interviews'), { timeout: 20_000 }).toBe(total);
  // Never rated yet, each weak answer is due today, and the module opens on them.
  await expect(review.getByText(`${total} cards due today`)).toBeVisible();
  await review.click();
  const session = new StudySessionPage(page);
  await expect(page.getByRole('button', { name: `Review due (${total})` })).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await session.expectCard(1, total);
  // Rated Easy, the first leaves today's reviews: FSRS schedules it days ahead.
  await session.answer(WEAK_ANSWER, 'Easy');
  await page.getByRole('link', { name: 'Back to Modules' }).click();
  await room.expectLoaded();
  await expect(room.module('Review from interviews').getByText(total - 1 === 1 ? '1 card due today' : `${total - 1} cards due today`)).toBeVisible({ timeout: 20_000 });
});
