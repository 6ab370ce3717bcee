/**
 * /study-session/:moduleId: the header 'X of N studied (percent%)' from the union of the server's
 * and this device's studied sets, Previous/Next, arrow keys, a grid card click, Back to Modules;
 * 'Failed to fetch module progress' leaves only what this device holds; 'Failed to fetch
 * questions'; the module opens offline from this device; 'Review due' shows only the due cards;
 * Review from interviews opens on its due cards, never-rated weak answers first (the deck line counts
 * them due); an answer that got feedback marks the card studied through the outbox.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interviewReviewModuleId } from '@core/modules/interview-review';
import { recordReviewLocally } from '@/offline/card-reviews';
import { db } from '@/offline/db';
import { saveModuleList, saveModuleQuestions } from '@/offline/module-cache';
import { markStudiedLocally } from '@/offline/module-progress';
import { StudySessionPage } from '@/features/practice/study-session-page';
import { ANA, MODULE_ID, question, renderRoute, routeFetch, signInAs, summary, type Handler } from './support';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));
vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => 'refreshed-token',
}));
vi.mock('@/offline/sync', () => ({ startSync: () => {} }));

const QUESTIONS = [
  question('acc-001', 'Walk me through the three financial statements.'),
  question('acc-002', 'How does depreciation flow through the statements?', { company: 'Evercore', office_location: 'Chicago' }),
  question('acc-003', 'What is working capital?'),
];
const URL_OF = `/study-session/${MODULE_ID}`;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function api(overrides: Partial<Record<'questions' | 'progress' | 'reviews', { status?: number; body: unknown }>> = {}): Handler {
  return (path) => {
    if (path === `/api/module-questions/${MODULE_ID}`) return overrides.questions ?? { body: QUESTIONS };
    if (path === `/api/module-progress/${MODULE_ID}/${ANA.id}`) return overrides.progress ?? { body: { questions: [{ question_id: 'acc-001' }] } };
    if (path === `/api/card-reviews/${MODULE_ID}`) return overrides.reviews ?? { body: [] };
    if (path === '/api/capabilities') return { body: { speechToText: false, textToSpeech: false, llm: false } };
    if (path === '/api/generate-feedback') return { body: { feedback: '## Strengths\n- Clear structure' } };
    return { status: 404, body: { error: 'Not found' } };
  };
}

const viewer = () => screen.getByRole('region', { name: 'Flash card' });
const header = () => screen.getByText(/ of \d+ studied \(\d+%\)$/).textContent;

beforeEach(async () => {
  signInAs(ANA);
  setOnline(true);
  toasts.error.mockReset();
  await Promise.all([db.modules.clear(), db.moduleQuestions.clear(), db.moduleProgress.clear(), db.cardReviews.clear(), db.outbox.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('/study-session/:moduleId', { timeout: 30_000 }, () => {
  it('counts the union of server and local progress, and moves between cards', async () => {
    vi.stubGlobal('fetch', routeFetch(api()));
    await saveModuleList(db, ANA.id, [summary({ id: MODULE_ID, name: 'Accounting basics', num_questions: 3 })]);
    await markStudiedLocally(db, { userId: ANA.id, moduleId: MODULE_ID, questionId: 'acc-003' });
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);

    await waitFor(() => expect(header()).toBe('2 of 3 studied (66%)'));
    expect(screen.getByRole('heading', { level: 1, name: 'Accounting basics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Modules' }).getAttribute('href')).toBe('/practice-room');
    expect(within(viewer()).getByText('Card 1 of 3')).toBeTruthy();
    expect(within(viewer()).getByText(QUESTIONS[0]!.question)).toBeTruthy();
    expect((within(viewer()).getByRole<HTMLButtonElement>('button', { name: 'Previous' })).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Practice this question on its own' }).getAttribute('href')).toBe('/practice-question');

    fireEvent.click(within(viewer()).getByRole('button', { name: 'Next' }));
    expect(within(viewer()).getByText('Card 2 of 3')).toBeTruthy();
    expect(within(viewer()).getByText('Evercore')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(within(viewer()).getByText(QUESTIONS[2]!.question)).toBeTruthy();
    expect((within(viewer()).getByRole<HTMLButtonElement>('button', { name: 'Next' })).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Previous' }));
    expect(within(viewer()).getByText('Card 1 of 3')).toBeTruthy();

    // Arrow keys typed into an answer box stay in the box.
    fireEvent.keyDown(within(viewer()).getByLabelText('Your answer'), { key: 'ArrowRight' });
    expect(within(viewer()).getByText('Card 1 of 3')).toBeTruthy();

    // All Questions: a compact list, one row a card, a row opens its card in the viewer.
    const list = screen.getByRole('region', { name: 'All Questions' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(within(list).queryAllByLabelText('Your answer')).toHaveLength(0);
    expect(rows.map((row) => row.getAttribute('data-studied'))).toEqual(['true', null, 'true']);
    fireEvent.click(rows[2]!);
    expect(within(viewer()).getByText('Card 3 of 3')).toBeTruthy();
    expect(within(list).getAllByRole('button')[2]?.getAttribute('aria-current')).toBe('true');

    // The server's set is merged into this device's: it stays after going offline.
    await waitFor(async () => expect(await db.moduleProgress.get([ANA.id, MODULE_ID, 'acc-001'])).toMatchObject({ syncState: 'synced' }));
  });

  it("says 'Failed to fetch module progress' and counts only this device's progress", async () => {
    vi.stubGlobal('fetch', routeFetch(api({ progress: { status: 500, body: { error: 'boom' } } })));
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to fetch module progress'));
    await waitFor(() => expect(header()).toBe('0 of 3 studied (0%)'));
  });

  it("says 'Failed to fetch questions' when none can be shown", async () => {
    vi.stubGlobal('fetch', routeFetch(api({ questions: { status: 500, body: { error: 'boom' } } })));
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to fetch questions'));
  });

  it('opens offline from this device, without asking the server', async () => {
    await saveModuleQuestions(db, ANA.id, MODULE_ID, QUESTIONS);
    await markStudiedLocally(db, { userId: ANA.id, moduleId: MODULE_ID, questionId: 'acc-002' });
    setOnline(false);
    const fetch = vi.fn(routeFetch(api()));
    vi.stubGlobal('fetch', fetch);
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);
    await waitFor(() => expect(header()).toBe('1 of 3 studied (33%)'));
    expect(within(viewer()).getByText(QUESTIONS[0]!.question)).toBeTruthy();
    expect(screen.getByText(/You are offline: type your answers/)).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => /module|card-reviews/.test(String(u)))).toHaveLength(0);
  });

  it('says so when offline and the module was never opened here', async () => {
    setOnline(false);
    vi.stubGlobal('fetch', routeFetch(api()));
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);
    await waitFor(() => expect(screen.getByText(/this module is not saved on this device yet/)).toBeTruthy());
  });

  it("'Review due' shows only the cards FSRS schedules for today", async () => {
    vi.stubGlobal('fetch', routeFetch(api()));
    // Rated Again a day ago: due again now. Rated Easy a minute ago: due in days.
    await recordReviewLocally(db, { userId: ANA.id, moduleId: MODULE_ID, questionId: 'acc-002', rating: 1, reviewedAt: new Date(Date.now() - 86_400_000) });
    await recordReviewLocally(db, { userId: ANA.id, moduleId: MODULE_ID, questionId: 'acc-003', rating: 4, reviewedAt: new Date(Date.now() - 60_000) });
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);
    const reviewDue = await screen.findByRole('button', { name: 'Review due (1)' });
    fireEvent.click(reviewDue);
    expect(reviewDue.getAttribute('aria-pressed')).toBe('true');
    expect(within(viewer()).getByText('Card 1 of 1')).toBeTruthy();
    expect(within(viewer()).getByText(QUESTIONS[1]!.question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All cards' }));
    expect(within(viewer()).getByText('Card 2 of 3')).toBeTruthy();
    // The never-rated card is new here; the one rated Again is learning.
    expect(screen.getByLabelText('Cards today').textContent).toBe('1 new · 1 learning · 0 due');
  });

  it('opens Review from interviews on its due cards, the weak answers never rated first', async () => {
    const reviewId = await interviewReviewModuleId(ANA.id);
    await saveModuleList(db, ANA.id, [summary({ id: reviewId, name: 'Review from interviews', num_questions: 3, is_default: true })]);
    await saveModuleQuestions(db, ANA.id, reviewId, QUESTIONS);
    // acc-001 rated Easy a minute ago (due in days); acc-002 and acc-003 came from weak answers, never rated.
    await recordReviewLocally(db, { userId: ANA.id, moduleId: reviewId, questionId: 'acc-001', rating: 4, reviewedAt: new Date(Date.now() - 60_000) });
    setOnline(false);
    vi.stubGlobal('fetch', vi.fn());
    renderRoute('/study-session/:moduleId', `/study-session/${reviewId}`, <StudySessionPage />);

    const reviewDue = await screen.findByRole('button', { name: 'Review due (2)' });
    await waitFor(() => expect(reviewDue.getAttribute('aria-pressed')).toBe('true'));
    expect(within(viewer()).getByText('Card 1 of 2')).toBeTruthy();
    expect(within(viewer()).getByText(QUESTIONS[1]!.question)).toBeTruthy();
    // The deck line agrees: the weak answers are due, not new.
    expect(screen.getByLabelText('Cards today').textContent).toBe('0 new · 0 learning · 2 due');
  });

  it('marks a card studied, with its outbox entry, once an answer got feedback', async () => {
    vi.stubGlobal('fetch', routeFetch(api({ progress: { body: { questions: [] } } })));
    const user = userEvent.setup({ delay: null });
    renderRoute('/study-session/:moduleId', URL_OF, <StudySessionPage />);
    await waitFor(() => expect(header()).toBe('0 of 3 studied (0%)'));
    await user.type(within(viewer()).getByLabelText('Your answer'), 'The income statement flows into the balance sheet through retained earnings.');
    await user.click(within(viewer()).getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() => expect(header()).toBe('1 of 3 studied (33%)'), { timeout: 20_000 });
    expect(await db.moduleProgress.get([ANA.id, MODULE_ID, 'acc-001'])).toMatchObject({ syncState: 'pending' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'update-module-progress', userId: ANA.id, payload: { userId: ANA.id, moduleId: MODULE_ID, questionId: 'acc-001' } }]);
  });
});
