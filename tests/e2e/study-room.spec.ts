/**
 * The study room on the embedded default (no model): the offline tutor answers from the question
 * bank, clearly presented as such, with its sources; the page passes axe; on a phone the study tabs
 * sit under the chat.
 */
import { expect, test } from './support/test';
import { StudyRoomPage } from './pages/study-room-page';
import { signUpAndSignIn } from './support/accounts';
import { axeViolations } from './support/axe';

test.setTimeout(120_000);

test('the offline tutor answers from the question bank; axe finds nothing serious; tabs stack under the chat on a phone', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/study-room');
  const room = new StudyRoomPage(page);
  await room.expectLoaded();
  await expect(room.input()).toHaveAttribute('placeholder', 'Ask a question about interviews...');
  await expect(page.getByText('The tutor is trained on interview best practices and industry standards.')).toBeVisible();

  await room.ask('Walk me through a DCF');
  await room.expectReplyDone();
  await expect(room.log()).toContainText('The offline tutor answers from the question bank');
  await expect(room.log()).toContainText('From the question bank: "');
  await expect(room.log().getByText('From the question bank:', { exact: true })).toBeVisible();

  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const chat = await page.getByRole('region', { name: 'AI Tutor' }).boundingBox();
  const tabs = await room.tab('Weaknesses').boundingBox();
  expect(chat && tabs && tabs.y >= chat.y + chat.height).toBe(true);
});
