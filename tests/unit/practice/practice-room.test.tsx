/**
 * /practice-room: module cards (name, created date, questions, progress, badge, due today, link to
 * the study session), the summary tiles, progress studied on this device counted at once, weak
 * interview answers due at once in Review from interviews, the list
 * kept for offline use, 'Failed to fetch modules'; the create-module dialog's rules, toasts and
 * reset.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import { CREATE_MODULE_HINT } from '@core/contract/modules';
import { INTERVIEW_REVIEW_NAME } from '@core/modules/interview-review';
import { db } from '@/offline/db';
import { addToLocalInterviewReview } from '@/offline/interview-review';
import { saveModuleList } from '@/offline/module-cache';
import { markStudiedLocally } from '@/offline/module-progress';
import { CreateModuleDialog } from '@/features/practice/create-module-dialog';
import { PracticeRoomPage } from '@/features/practice/practice-room-page';
import { ANA, MODULE_ID, renderRoute, routeFetch, signInAs, summary } from './support';
import { takenInterview } from '../offline/taken-interview';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));
vi.mock('@/lib/auth/auth-session', () => ({
  getAccessToken: async () => 'access-token',
  refreshAccessToken: async () => 'refreshed-token',
}));

const MODULES = [
  summary({ id: MODULE_ID, name: 'Superday technicals', num_questions: 10, progress: 85, due_today: 2 }),
  summary({ id: 'b3f1c9d2-4b6e-4e8a-9c1d-2e3f4a5b6c7d', name: 'Accounting', num_questions: 20, progress: 50, due_today: 1, is_default: true }),
  summary({ id: 'c3f1c9d2-4b6e-4e8a-9c1d-2e3f4a5b6c7d', name: 'DCF', num_questions: 30, progress: 10 }),
];

const [weak, later] = loadQuestionBank();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  signInAs(ANA);
  setOnline(true);
  toasts.success.mockReset();
  toasts.error.mockReset();
  await Promise.all([db.modules.clear(), db.moduleQuestions.clear(), db.moduleProgress.clear(), db.cardReviews.clear(), db.outbox.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

const tile = (label: string) => within(screen.getByRole('region', { name: 'Summary' })).getByText(label).nextElementSibling?.textContent;
const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('/practice-room', () => {
  it('shows each module card and the summary tiles', async () => {
    const fetch = vi.fn(routeFetch((path) => (path === `/api/modules-with-progress/${ANA.id}` ? { body: MODULES } : { status: 404, body: {} })));
    vi.stubGlobal('fetch', fetch);
    renderRoute('/practice-room', '/practice-room', <PracticeRoomPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Practice Room' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(tile('Total Modules')).toBe('3');
    expect(tile('Total Questions')).toBe('60');
    expect(tile('Avg. Progress')).toBe('48%');
    expect(tile('Completed')).toBe('1');

    const superday = card('Superday technicals');
    expect(superday.getAttribute('href')).toBe(`/study-session/${MODULE_ID}`);
    expect(within(superday).getByText('Nearly Complete')).toBeTruthy();
    expect(within(superday).getByText('9 of 10 · 85%')).toBeTruthy();
    expect(within(superday).getByText('10 questions')).toBeTruthy();
    expect(within(superday).getByText(/^Created Nov 20, 2026$/)).toBeTruthy();
    expect(within(superday).getByText('2 cards due today')).toBeTruthy();
    expect(within(card('Accounting')).getByText('In Progress')).toBeTruthy();
    expect(within(card('Accounting')).getByText('1 card due today')).toBeTruthy();
    expect(within(card('DCF')).getByText('Just Started')).toBeTruthy();

    const [url, init] = fetch.mock.calls.find(([u]) => String(u).includes('modules-with-progress'))!;
    expect(String(url)).toMatch(/\?tzOffset=-?\d+$/);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
  });

  it('counts what was studied on this device before the server heard of it', async () => {
    vi.stubGlobal('fetch', routeFetch(() => ({ body: [summary({ id: MODULE_ID, name: 'Four cards', num_questions: 4, progress: 25 })] })));
    for (const id of ['q1', 'q2', 'q3']) await markStudiedLocally(db, { userId: ANA.id, moduleId: MODULE_ID, questionId: id });
    renderRoute('/practice-room', '/practice-room', <PracticeRoomPage />);
    await waitFor(() => expect(within(card('Four cards')).getByText('3 of 4 · 75%')).toBeTruthy());
    expect(within(card('Four cards')).getByText('In Progress')).toBeTruthy();
    expect(tile('Avg. Progress')).toBe('75%');
  });

  it('shows the modules kept on this device when offline, and says so', async () => {
    await saveModuleList(db, ANA.id, MODULES);
    setOnline(false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute('/practice-room', '/practice-room', <PracticeRoomPage />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText(/You are offline: these are the modules saved on this device/)).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('modules-with-progress'))).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create Custom Module' })).toBeTruthy();
  });

  it('counts the weak answers of an interview saved offline as due today in Review from interviews', async () => {
    await saveModuleList(db, ANA.id, MODULES);
    await addToLocalInterviewReview(db, ANA.id, takenInterview([weak!, later!], [weak!.question, later!.question], '2026-11-20T09:30:00.000Z'));
    setOnline(false);
    vi.stubGlobal('fetch', vi.fn());
    renderRoute('/practice-room', '/practice-room', <PracticeRoomPage />);
    await waitFor(() => expect(within(card(INTERVIEW_REVIEW_NAME)).getByText('2 cards due today')).toBeTruthy());
    expect(within(card('Superday technicals')).getByText('2 cards due today')).toBeTruthy();
  });

  it("says 'Failed to fetch modules' when the server refuses the list", async () => {
    vi.stubGlobal('fetch', routeFetch(() => ({ status: 500, body: { error: 'boom' } })));
    renderRoute('/practice-room', '/practice-room', <PracticeRoomPage />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch modules'));
    expect(toasts.error).toHaveBeenCalledWith('Failed to fetch modules');
  });

  it('shows an empty state without modules', async () => {
    vi.stubGlobal('fetch', routeFetch(() => ({ body: [] })));
    renderRoute('/practice-room', '/practice-room', <PracticeRoomPage />);
    await waitFor(() => expect(screen.getByText('No modules yet')).toBeTruthy());
    expect(tile('Total Modules')).toBe('0');
  });
});

// Dialogs with ~60 checkboxes are slow to query on a busy machine.
describe('the create-module dialog', { timeout: 30_000 }, () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Create Custom Module' }));
    return screen.getByRole('dialog', { name: 'Create Custom Module' });
  }

  it('keeps Create disabled with the hint until a name and one option are given', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/', '/', <CreateModuleDialog userId={ANA.id} online onCreated={() => {}} />);
    const dialog = await openDialog(user);
    const create = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create' });
    expect(create.disabled).toBe(true);
    expect(within(dialog).getByText(CREATE_MODULE_HINT)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Module name'), '   ');
    await user.click(within(dialog).getByLabelText('Technical'));
    expect(create.disabled).toBe(true);

    await user.type(within(dialog).getByLabelText('Module name'), 'Superday');
    expect(create.disabled).toBe(false);
    expect(within(dialog).queryByText(CREATE_MODULE_HINT)).toBeNull();

    await user.click(within(dialog).getByLabelText('Technical'));
    expect(create.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText('Evercore'));
    expect(create.disabled).toBe(false);
  });

  it("sends the form, shows 'Creating...', toasts success, closes and resets", async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (value: { body: unknown }) => void;
    const fetch = vi.fn(routeFetch(() => new Promise((resolve) => (answer = resolve))));
    vi.stubGlobal('fetch', fetch);
    const onCreated = vi.fn();
    renderRoute('/', '/', <CreateModuleDialog userId={ANA.id} online onCreated={onCreated} />);
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Module name'), '  My LBO drills ');
    await user.click(within(dialog).getByLabelText('Technical'));
    await user.click(within(dialog).getByLabelText('Private Equity'));
    await user.click(within(dialog).getByLabelText('Chicago'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeTruthy());
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/create-module');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'My LBO drills',
      questionTypes: ['Technical'],
      firms: [],
      officeLocations: ['Chicago'],
      industryGroups: ['Private Equity'],
      user_id: ANA.id,
    });
    const created = summary({ id: MODULE_ID, name: 'My LBO drills' });
    answer({ body: { module: created } });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Module created successfully');
    expect(onCreated).toHaveBeenCalledWith(created);
    dialog = await openDialog(user);
    expect((within(dialog).getByLabelText<HTMLInputElement>('Module name')).value).toBe('');
    expect((within(dialog).getByLabelText<HTMLInputElement>('Technical')).checked).toBe(false);
  });

  it("toasts the server's error, else 'Failed to create module', and keeps the form", async () => {
    const user = userEvent.setup({ delay: null });
    const answers = [
      { status: 422, body: { error: 'No questions match these selections. Choose more question types or industry groups and try again.' } },
      { status: 500, body: {} },
    ];
    vi.stubGlobal('fetch', routeFetch(() => answers.shift()!));
    renderRoute('/', '/', <CreateModuleDialog userId={ANA.id} online onCreated={() => {}} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Module name'), 'Energy');
    await user.click(within(dialog).getByLabelText('Energy'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(expect.stringMatching(/^No questions match these selections/)));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('Failed to create module'));
    expect((within(dialog).getByLabelText<HTMLInputElement>('Module name')).value).toBe('Energy');
  });

  it('resets the form on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/', '/', <CreateModuleDialog userId={ANA.id} online onCreated={() => {}} />);
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Module name'), 'Draft');
    await user.click(within(dialog).getByLabelText('Market'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog(user);
    expect((within(dialog).getByLabelText<HTMLInputElement>('Module name')).value).toBe('');
    expect((within(dialog).getByLabelText<HTMLInputElement>('Market')).checked).toBe(false);
  });

  it("asks a signed-out user to log in, and says offline that creating needs a connection", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { unmount } = renderRoute('/', '/', <CreateModuleDialog userId={null} online onCreated={() => {}} />);
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Module name'), 'Mine');
    await user.click(within(dialog).getByLabelText('Behavioral'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(toasts.error).toHaveBeenCalledWith('Please log in to create a module');
    expect(fetch).not.toHaveBeenCalled();
    unmount();

    renderRoute('/', '/', <CreateModuleDialog userId={ANA.id} online={false} onCreated={() => {}} />);
    dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Module name'), 'Mine');
    await user.click(within(dialog).getByLabelText('Behavioral'));
    expect(within(dialog).getByText(/Creating a module needs a connection/)).toBeTruthy();
    expect((within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create' })).disabled).toBe(true);
  });
});
