/**
 * The study-room tutor in OpenAI mode (issue 5), signed in: arriving from an interview's Study
 * button lists its weaknesses and concepts; a reply streams in token by token with its question-bank
 * sources; 'Study this area' sends the spec's automatic message with the focus; a reply carrying a
 * script tag, a `javascript:` link and outside images renders harmless and loads nothing; offline,
 * the tutor says it needs a connection.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { useOpenAiDataDir } from './support/openai-data-dir';
import { focusMessage } from '../../core/contract/tutor';
import { StudyRoomPage } from './pages/study-room-page';
import { apiSession, signUpAndSignIn, type Credentials } from './support/accounts';
import { fakeOpenAi } from './support/fake-openai';

test.setTimeout(120_000);

useOpenAiDataDir(test);

const WEAKNESS = 'Terminal value assumptions';
const CONCEPT = 'Gordon growth method';

/** Saves an interview for `credentials` through the API, with one weakness and one concept. */
async function saveInterview(page: Page, credentials: Credentials, company: string) {
  const { token } = await apiSession(page.request, credentials);
  const response = await page.request.post('/api/save-interview', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: randomUUID(),
      question_bank: { questions: [{ question: 'Walk me through a DCF.' }] },
      transcript: JSON.stringify([{ question: 'Walk me through a DCF.', userResponse: 'Project cash flows and discount them.' }]),
      company,
      industry: 'M&A',
      stage: 'superday',
      location: 'New York',
      duration: 15,
      interviewType: 'InvestmentBanking',
      feedback: { score: 5.5, overallCritique: 'Thin on terminal value.' },
      strengths: {},
      questionsStruggled: {},
      conceptsToStudy: { concept1: { concept: CONCEPT, description: 'Terminal value from a perpetual growth rate.' } },
      weaknesses: { weakness1: { title: WEAKNESS, description: 'The growth rate was above long-run GDP growth.' } },
      score: 5.5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeEach(async ({ request }) => fakeOpenAi.reset(request));

test('from an interview’s Study button: a streamed, grounded reply, then a weakness studied through the automatic message', async ({ page, request }) => {
  const credentials = await signUpAndSignIn(page);
  const company = `Evercore ${randomUUID().slice(0, 6)}`;
  await saveInterview(page, credentials, company);

  await page.goto('/interviews');
  await page.getByRole('button', { name: `Study ${company} interview` }).click();
  const room = new StudyRoomPage(page);
  await room.expectLoaded();
  await expect(room.tab('Weaknesses')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(new RegExp(`^From your ${company} interview`))).toBeVisible();
  await expect(room.item(WEAKNESS)).toBeVisible();
  await room.tab('Study Topics').click();
  await expect(room.item(CONCEPT)).toBeVisible();
  await room.tab('Weaknesses').click();

  // A reply seen arriving: the fake model holds the stream after two chunks until released.
  await fakeOpenAi.scenario(request, {
    route: 'chat',
    kind: 'stream',
    chunks: ['**WACC** blends ', 'the cost of equity ', 'and the after-tax cost of debt, ', 'weighted by market values.'],
    holdAfter: 2,
  });
  await expect(room.sendButton()).toBeDisabled();
  await room.ask('How do you calculate WACC?');
  await expect(room.log()).toContainText('How do you calculate WACC?');
  await expect(room.log()).toContainText('WACC blends the cost of equity');
  await expect(room.log()).not.toContainText('weighted by market values');
  await expect(room.typing()).toBeVisible();
  await expect(room.input()).toBeDisabled();
  await expect(room.sendButton()).toBeDisabled();
  await fakeOpenAi.release(request);
  await room.expectReplyDone();
  await expect(room.log()).toContainText('WACC blends the cost of equity and the after-tax cost of debt, weighted by market values.');
  await expect(room.log().locator('strong', { hasText: 'WACC' })).toBeVisible();
  await expect(room.log().getByText('From the question bank:')).toBeVisible();

  // Studying a weakness sends the spec's automatic message, with the focus, and the history.
  await room.study(WEAKNESS);
  await expect(room.log()).toContainText(focusMessage(WEAKNESS));
  await expect(room.item(WEAKNESS)).toHaveAttribute('aria-current', 'true');
  await room.expectReplyDone();
  await expect(room.log()).toContainText('Here is the short version.');

  const chats = (await fakeOpenAi.requests(request)).filter((r) => r.route === 'chat' && r.stream);
  expect(chats).toHaveLength(2);
  const prompt = JSON.stringify(chats[1]!.messages);
  expect(prompt).toContain(`<focus>\\n${WEAKNESS}\\n</focus>`);
  expect(chats[1]!.messages!.at(-1)).toMatchObject({ role: 'user', content: expect.stringContaining(focusMessage(WEAKNESS)) });
  expect(prompt).toContain('How do you calculate WACC?');
  expect(prompt).toContain('weighted by market values.');
});

test('a hostile reply renders harmless and loads nothing from outside; offline, the tutor says it needs a connection', async ({ page, context, request }) => {
  await signUpAndSignIn(page);
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) outside.push(r.url());
  });
  await page.goto('/study-room');
  const room = new StudyRoomPage(page);
  await room.expectLoaded();
  await expect(room.tab('Weaknesses')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No Weaknesses Identified Yet')).toBeVisible();

  await fakeOpenAi.scenario(request, {
    route: 'chat',
    kind: 'stream',
    chunks: [
      'Here is a tip.\n\n<script>window.__tutorPwned = 1</script>\n\n',
      '[Open the guide](javascript:window.__tutorPwned=2) and <img src="https://evil.example/raw.png" onerror="window.__tutorPwned=3">\n\n',
      '![tracker](https://evil.example/pixel.png)\n\n[A real link](https://example.com/guide) <a href="javascript:window.__tutorPwned=4">raw</a>',
    ],
    delayMs: 100,
  });
  await room.ask('Give me a link to a DCF guide');
  await room.expectReplyDone();
  await expect(room.log()).toContainText('Here is a tip.');
  await expect(room.log()).toContainText('Open the guide');
  await expect(room.log().getByRole('link', { name: 'A real link' })).toHaveAttribute('href', 'https://example.com/guide');

  const log = room.log();
  await expect(log.locator('script')).toHaveCount(0);
  await expect(log.locator('img')).toHaveCount(0);
  await expect(log.locator('[onerror]')).toHaveCount(0);
  await expect(log.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(log.locator('a')).toHaveCount(1);
  // Clicking the defused link does nothing.
  await log.getByText('Open the guide').click();
  expect(await page.evaluate(() => (window as { __tutorPwned?: number }).__tutorPwned)).toBeUndefined();
  expect(outside.filter((url) => url.includes('evil.example'))).toEqual([]);

  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. The tutor needs an internet connection/)).toBeVisible();
  await expect(room.input()).toBeDisabled();
  await expect(room.sendButton()).toBeDisabled();
  await context.setOffline(false);
  await expect(room.input()).toBeEnabled();
});
