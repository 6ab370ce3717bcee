/** Page model of /interview: one question at a time, question view then feedback view. */
import { expect, type Page } from '@playwright/test';

export class InterviewPage {
  constructor(private readonly page: Page) {}

  /** Waits for a question view and returns its position: { number, total }. */
  async currentQuestion(): Promise<{ number: number; total: number }> {
    const counter = this.page.getByText(/^Question \d+ of \d+$/);
    await expect(counter).toBeVisible({ timeout: 30_000 });
    const [, number, total] = /Question (\d+) of (\d+)/.exec((await counter.textContent()) ?? '') ?? [];
    return { number: Number(number), total: Number(total) };
  }

  answerBox() {
    return this.page.getByLabel('Your answer');
  }

  async typeAnswer(text: string) {
    await this.answerBox().fill(text);
  }

  /** Begin Question: the fake microphone records and the countdown runs. */
  async beginRecording() {
    await this.page.getByRole('button', { name: 'Begin Question' }).click();
    await expect(this.page.getByText('Recording', { exact: true })).toBeVisible();
    await expect(this.page.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit Response' }).click();
  }

  /** Waits for the feedback view and returns the feedback text. */
  async expectFeedback(answer: string): Promise<string> {
    const feedback = this.page.getByRole('region', { name: 'Feedback' });
    await expect(feedback).toBeVisible({ timeout: 30_000 });
    // The answer is shown with its sentences marked (covered / contradicted), so its text is split
    // across elements: each sentence must be there. The coach's sentences end at . ! ? and at
    // semicolons (core/coach/text.ts splitSentences), and a mark's label sits before its sentence.
    for (const sentence of answer.split(/(?<=[.!?;])\s+/)) {
      await expect(this.page.locator('p').filter({ hasText: sentence }).first()).toBeVisible();
    }
    const text = (await feedback.textContent()) ?? '';
    expect(text.replace(/^Feedback/, '').trim().length).toBeGreaterThan(20);
    return text;
  }

  async next(isLast: boolean) {
    await this.page.getByRole('button', { name: isLast ? 'Finish Interview' : 'Next Question' }).click();
  }
}
