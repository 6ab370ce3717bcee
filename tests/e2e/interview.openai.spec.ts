/**
 * A whole mock interview in OpenAI mode (issue 5): every AI call goes through our server to the fake
 * OpenAI server. Chromium's fake microphone plays a WAV that espeak-ng spoke (playwright.config.ts);
 * the fake server reads each upload and reports its container, codec and duration, which must be
 * webm/opus and within a second of the WAV. The first answer is submitted by hand (its
 * transcription fills the answer box, then the feedback and the interviewer's follow-up, answered
 * as one extra turn); Playwright's clock runs the second answer's 120-second countdown to its
 * auto-submit; the rest are typed; the report comes from the model.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { TRANSCRIPTION } from '../fixtures/fake-openai/fixtures';
import { InterviewPage } from './pages/interview-page';
import { ReportPage } from './pages/report-page';
import { SetupPage } from './pages/setup-page';
import { fakeOpenAi, wavSeconds } from './support/fake-openai';
import { TYPED_ANSWERS } from './support/interview-run';

test.setTimeout(240_000);

const FOLLOW_UP = 'How would your answer change if the tax rate were 40%?';

/**
 * When the page's MediaRecorder starts and stops, in this process's real time (the page's clock is
 * Playwright's): MediaRecorder.start and stop are wrapped to report it, nothing else changes.
 */
async function watchRecorder(page: Page) {
  const events: { kind: 'start' | 'stop'; at: number }[] = [];
  await page.exposeFunction('__e2eRecorder', (kind: 'start' | 'stop') => void events.push({ kind, at: Date.now() }));
  await page.addInitScript(() => {
    const report = (window as unknown as { __e2eRecorder: (kind: string) => void }).__e2eRecorder;
    const { start, stop } = MediaRecorder.prototype;
    MediaRecorder.prototype.start = function (...args: Parameters<MediaRecorder['start']>) {
      report('start');
      return start.apply(this, args);
    };
    MediaRecorder.prototype.stop = function () {
      report('stop');
      return stop.apply(this);
    };
  });
  const last = (kind: 'start' | 'stop') => events.filter((e) => e.kind === kind).at(-1)?.at;
  return {
    /** Waits for the next start after `count` starts; returns its time. */
    async started(count: number): Promise<number> {
      await expect.poll(() => events.filter((e) => e.kind === 'start').length, { intervals: [20] }).toBeGreaterThan(count);
      return last('start')!;
    },
    /** Seconds between the last start and the last stop. */
    lastLength: () => (last('stop')! - last('start')!) / 1000,
  };
}

/** Sleeps until `at` (epoch ms, this process's clock). */
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

test('a spoken mock interview through the OpenAI provider: webm/opus uploads as long as the answer, follow-up, 120 s auto-submit, report', async ({
  page,
  request,
}) => {
  const wav = process.env.GREENSHOE_E2E_ANSWER_WAV!;
  const answerSeconds = wavSeconds(wav);
  expect(answerSeconds).toBeGreaterThan(3);
  await fakeOpenAi.reset(request);
  const recorder = await watchRecorder(page);
  await page.clock.install();

  const setup = new SetupPage(page);
  const interview = new InterviewPage(page);
  await page.goto('/practice-setup');
  await setup.fill({ company: 'Evercore', stage: 'first round', industry: 'M&A', location: 'New York', durationMinutes: 15 });
  await setup.start();
  const { total } = await interview.currentQuestion();
  expect(total).toBe(5);
  expect(await page.getByRole('switch', { name: 'Follow-up questions' }).isChecked()).toBe(true);

  // Question 1: spoken, submitted once the answer has been said. The feedback call is held back a
  // little so the transcription can be seen in the answer box first.
  await fakeOpenAi.scenario(request, { route: 'chat', kind: 'delay', ms: 2_000 });
  await interview.beginRecording();
  await sleepUntil((await recorder.started(0)) + answerSeconds * 1000 - 150);
  await interview.submit();
  await expect(interview.answerBox()).toHaveValue(TRANSCRIPTION.text);
  await interview.expectFeedback(TRANSCRIPTION.text);
  await expect(page.getByText(FOLLOW_UP)).toBeVisible();
  const firstLength = recorder.lastLength();

  // The interviewer's follow-up: one more turn through the same answer flow.
  await page.getByRole('button', { name: 'Answer the follow-up' }).click();
  await expect(page.getByText('Follow-up to question 1 of 5')).toBeVisible();
  const followUpAnswer = 'At a 40% tax rate the interest tax shield is worth more, so the after-tax cost of debt falls and WACC drops.';
  await interview.typeAnswer(followUpAnswer);
  await interview.submit();
  await interview.expectFeedback(followUpAnswer);
  await interview.next(false);

  // Question 2: spoken, and the 120-second countdown submits it when the clock runs out.
  expect((await interview.currentQuestion()).number).toBe(2);
  // The clock is paused and run ahead while the answer is being said (110 of the 120 seconds), then
  // run on when it has been said: the countdown reaches zero and submits on its own.
  await interview.beginRecording();
  const secondStart = await recorder.started(1);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(110_000);
  await expect(page.getByRole('timer')).toHaveText(/^0:0[1-9]$/);
  await expect(page.getByText('Recording', { exact: true })).toBeVisible();
  await sleepUntil(secondStart + answerSeconds * 1000 - 150);
  await page.clock.runFor(10_000);
  await page.clock.resume();
  await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(TRANSCRIPTION.text, { exact: true })).toBeVisible();
  const secondLength = recorder.lastLength();
  await interview.next(false);

  for (let number = 3; number <= total; number += 1) {
    expect((await interview.currentQuestion()).number).toBe(number);
    await interview.typeAnswer(TYPED_ANSWERS[number - 1]!);
    await interview.submit();
    await interview.expectFeedback(TYPED_ANSWERS[number - 1]!);
    await interview.next(number === total);
  }
  await new ReportPage(page).expectReport();
  await expect(page.getByRole('img', { name: 'Score 6.4 out of 10' }).first()).toBeVisible();

  const received = await fakeOpenAi.requests(request);
  const uploads = received.filter((r) => r.route === 'transcriptions');
  expect(uploads).toHaveLength(2);
  for (const [i, upload] of uploads.entries()) {
    expect(upload.rejected).toBeUndefined();
    expect(upload.file?.type).toMatch(/^audio\/webm/);
    expect(upload.audio).toMatchObject({ docType: 'webm', codec: 'A_OPUS' });
    const seconds = upload.audio && 'durationSeconds' in upload.audio ? upload.audio.durationSeconds : null;
    const recorded = [firstLength, secondLength][i]!;
    const description = `${seconds} s of webm/opus for a ${answerSeconds.toFixed(2)} s answer (recorder ran ${recorded.toFixed(2)} s)`;
    test.info().annotations.push({ type: 'upload', description });
    expect(seconds, description).not.toBeNull();
    expect(Math.abs(seconds! - answerSeconds), description).toBeLessThanOrEqual(1);
    // The fake's reading of the file agrees with how long the recorder ran.
    expect(Math.abs(seconds! - recorded), description).toBeLessThanOrEqual(0.5);
  }
  // The script, the six feedbacks and the report came from the model; the report saw the follow-up.
  const chats = received.filter((r) => r.route === 'chat');
  const named = (name: string) => chats.filter((r) => r.responseFormat?.json_schema?.name === name);
  expect(named('interview_script')).toHaveLength(1);
  expect(named('question_feedback')).toHaveLength(6);
  const report = named('feedback_report');
  expect(report).toHaveLength(1);
  expect(JSON.stringify(report[0]!.messages)).toContain(FOLLOW_UP);
  expect(received.filter((r) => r.route === 'speech').length).toBeGreaterThanOrEqual(5);
});
