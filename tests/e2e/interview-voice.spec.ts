/**
 * Voice in the mock interview on a 390 x 844 phone (issue 13), with Chromium's fake microphone (a
 * steady beep, so never silence) and no speech recognition service:
 * - offline, /practice-setup says before the start that voice needs a connection and typing works;
 * - while recording the microphone's level shows; an answer recorded but not transcribed says
 *   the browser did not transcribe it (not "No response detected", which is for silence);
 * - after submitting, the candidate replays their own recording beside the transcript, and again
 *   on the report beside that answer.
 */
import { meterPercent, SILENCE_LEVEL } from '../../src/lib/microphone-check';
import { expect, test } from './support/test';
import { InterviewPage } from './pages/interview-page';
import { ReportPage } from './pages/report-page';
import { SetupPage } from './pages/setup-page';
import { DEFAULT_SETUP, TYPED_ANSWERS } from './support/interview-run';

const VOICE_OFFLINE = 'You are offline. Voice answers need a connection; typed answers work offline and are graded on this device.';
const NOT_TRANSCRIBED = 'Your voice was recorded, but this browser cannot turn speech into text. Type your answer in the text box and submit it.';

test.use({ viewport: { width: 390, height: 844 } });

test('offline, the setup page says voice needs a connection before the interview starts', async ({ page, context }) => {
  await page.goto('/practice-setup');
  await new SetupPage(page).expectLoaded();
  await expect(page.getByRole('button', { name: 'Test microphone' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(VOICE_OFFLINE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test microphone' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a recorded answer shows its level, says why it has no text, and replays after submitting', async ({ page }) => {
  const interview = new InterviewPage(page);
  await page.goto('/practice-setup');
  const setup = new SetupPage(page);
  await setup.expectLoaded();
  await setup.fill(DEFAULT_SETUP);
  await setup.start();
  const { total } = await interview.currentQuestion();

  await interview.beginRecording();
  // The meter shows the beep's level before the answer is submitted: submitted sooner, the
  // recording holds no sound yet and is rightly called silent.
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect(meter).toBeVisible();
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(meterPercent(SILENCE_LEVEL));
  await interview.submit();
  await expect(page.getByRole('alert')).toHaveText(NOT_TRANSCRIBED);
  await expect(page.getByText('No response detected', { exact: false })).toHaveCount(0);

  await interview.beginRecording();
  await interview.typeAnswer(TYPED_ANSWERS[0]!);
  await interview.submit();
  await interview.expectFeedback(TYPED_ANSWERS[0]!);
  const replay = page.getByLabel('Your recording');
  await expect(replay).toBeVisible();
  await expect(replay).toHaveAttribute('src', /^blob:/);
  // The player loads the recorded audio, read back from the device (HAVE_METADATA or more).
  await expect.poll(() => replay.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 15_000 }).toBeGreaterThan(0);

  // The report replays it again beside the first answer's transcript; typed answers have no player.
  await interview.next(total === 1);
  for (let index = 1; index < total; index += 1) {
    await interview.currentQuestion();
    const answer = TYPED_ANSWERS[index % TYPED_ANSWERS.length]!;
    await interview.typeAnswer(answer);
    await interview.submit();
    await interview.expectFeedback(answer);
    await interview.next(index === total - 1);
  }
  await new ReportPage(page).expectReport();
  const answers = page.getByRole('region', { name: 'Your answers' });
  const first = answers.getByRole('listitem', { name: 'Answer 1' });
  await expect(first.getByText(TYPED_ANSWERS[0]!)).toBeVisible();
  await expect(first.getByLabel('Your recording of answer 1')).toHaveAttribute('src', /^blob:/);
  await expect(answers.getByRole('listitem', { name: 'Answer 2' }).getByLabel(/Your recording/)).toHaveCount(0);
});
