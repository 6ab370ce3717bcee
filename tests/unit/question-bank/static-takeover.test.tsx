/**
 * The question bank's prerendered page and the app taking it over (src/lib/static-page.ts,
 * use-static-takeover.ts): the static page is the page's own markup with its first cards, busy
 * until the app takes it over; the app replaces it once its cards and search are ready, keeping
 * what the visitor typed or chose and the focus, and keeping the URL's query where the visitor
 * changed nothing; the page's inline script hides the static results for a query URL and the
 * visitor-only parts when a session is stored.
 */
import { runInThisContext } from 'node:vm';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankPageAdjustments } from '../../../scripts/build/prerender-plugin';
import { SESSION_STORAGE_KEY } from '@/lib/auth/local-entries';
import { loadBankSummaries } from '@/lib/device-bank';
import { holdStaticPage, STATIC_PAGE_LIMIT_MS, takeOverStaticPage } from '@/lib/static-page';
import { PAGE_SIZE } from '@/features/question-bank/bank-results';
import { QuestionBankPage } from '@/features/question-bank/question-bank-page';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function app(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/question-bank" element={<QuestionBankPage />} />
      </Routes>
      <Location />
    </MemoryRouter>
  );
}

/** The static page as the build writes it (server rendering: React's server snapshot), in the document. */
async function staticPage(url = '/question-bank'): Promise<HTMLElement> {
  await loadBankSummaries();
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = '/question-bank';
  root.innerHTML = renderToString(app(url));
  document.body.append(root);
  return root;
}

let mounted: Root | undefined;
/** Starts the app as boot-app.tsx does on a held static page: rendered into a detached #root. */
function startApp(staticRoot: HTMLElement, url: string): HTMLElement {
  const appRoot = document.createElement('div');
  appRoot.id = 'root';
  holdStaticPage(staticRoot, appRoot);
  act(() => {
    mounted = createRoot(appRoot);
    mounted.render(app(url));
  });
  return appRoot;
}

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.replaceChildren();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the prerendered question bank', { timeout: 20_000 }, () => {
  it('lists the first cards in bank order, busy until the app takes over', async () => {
    const root = await staticPage();
    const { bank } = await loadBankSummaries();
    const cards = within(root).getAllByRole('article');
    expect(cards).toHaveLength(PAGE_SIZE);
    cards.forEach((card, i) => expect(card.textContent).toContain(bank[i]!.question));
    expect(root.querySelector('[data-static-results]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('is replaced by the app with the text typed, the filter chosen and the focus kept', async () => {
    const staticRoot = await staticPage();
    const box = within(staticRoot).getByLabelText<HTMLInputElement>('Search questions');
    box.focus();
    box.value = 'wacc';
    within(staticRoot).getByLabelText<HTMLSelectElement>('Type').value = 'Technical';

    const appRoot = startApp(staticRoot, '/question-bank');
    // The app's list is ready at its first render; it takes over once search works too.
    expect(staticRoot.isConnected).toBe(true);
    await waitFor(() => expect(staticRoot.isConnected).toBe(false), { timeout: 10_000 });
    expect(document.getElementById('root')).toBe(appRoot);
    const appBox = screen.getByLabelText<HTMLInputElement>('Search questions');
    expect(appRoot.contains(appBox)).toBe(true);
    expect(appBox.value).toBe('wacc');
    expect(document.activeElement).toBe(appBox);
    // The filter follows from the URL, written just after the takeover.
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Type').value).toBe('Technical'));
    const params = new URLSearchParams(screen.getByTestId('location').textContent);
    expect(params.get('q')).toBe('wacc');
    expect(params.get('type')).toBe('Technical');
    await waitFor(() => expect(within(screen.getAllByRole('article')[0]!).getAllByText(/wacc/i).length).toBeGreaterThan(0), { timeout: 10_000 });
  });

  it("keeps the URL's query when the visitor changed nothing on the static page", async () => {
    const staticRoot = await staticPage();
    startApp(staticRoot, '/question-bank?category=DCF');
    await waitFor(() => expect(staticRoot.isConnected).toBe(false), { timeout: 10_000 });
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('DCF');
    expect(screen.getByTestId('location').textContent).toBe('?category=DCF');
    for (const card of screen.getAllByRole('article')) expect(card.textContent).toContain('DCF · ');
  });
});

describe('a static page the app never says it is ready for', () => {
  it('gives way to the app after STATIC_PAGE_LIMIT_MS, once', () => {
    vi.useFakeTimers();
    try {
      const staticRoot = document.createElement('div');
      document.body.append(staticRoot);
      const appRoot = document.createElement('div');
      holdStaticPage(staticRoot, appRoot);
      vi.advanceTimersByTime(STATIC_PAGE_LIMIT_MS - 1);
      expect(staticRoot.isConnected).toBe(true);
      vi.advanceTimersByTime(1);
      expect(appRoot.isConnected).toBe(true);
      expect(staticRoot.isConnected).toBe(false);
      expect(takeOverStaticPage()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the bank page's inline script", () => {
  const run = () => {
    const body = /<script>(.*)<\/script>/s.exec(bankPageAdjustments())?.[1] ?? '';
    // The page's globals (document, location, localStorage) are jsdom's in this environment.
    runInThisContext(body);
  };
  const hidden = (root: HTMLElement, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].map((e) => e.style.display === 'none');

  it('hides the static results for a URL with a query, and nothing else for a visitor', async () => {
    const root = await staticPage();
    window.history.replaceState(null, '', '/question-bank?q=wacc');
    run();
    expect(hidden(root, '[data-static-results]')).toEqual([true]);
    expect(hidden(root, '[data-visitor-only]')).toEqual([false]);
  });

  it('hides Get Started (Sign In in the layout) when a session is stored, and keeps the list without a query', async () => {
    const root = await staticPage();
    window.history.replaceState(null, '', '/question-bank');
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    run();
    expect(hidden(root, '[data-visitor-only]')).toEqual([true]);
    expect(hidden(root, '[data-static-results]')).toEqual([false]);
  });
});
