/**
 * /resources: featured guides, search, category chips and the accordion; each card's file type,
 * size, tags and Download link (new tab); saved-for-offline labels read from Cache Storage (an
 * in-memory fake), saving on first open and with "Save all for offline" (progress, and plain
 * errors offline, on a full disk and for a guide that will not download); offline, a guide never
 * saved says so instead of offering a link.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES, type Resource } from '@content/site/resource-library';
import { GUIDES_CACHE } from '@/config/caches';
import { SAVE_MESSAGES } from '@/features/resources/guide-cache';
import { NOT_SAVED_OFFLINE, ResourceCard } from '@/features/resources/resource-card';
import { OFFLINE_NOTE, ResourcesPage } from '@/features/resources/resources-page';
import { deferred, setOnline } from '../support/browser-fakes';
import { installFakeCaches, pdfFetch, type FakeCacheStorage } from './fake-cache-storage';

const ALL_PATHS = RESOURCES.map((resource) => resource.downloadUrl).sort();
const titleOf = (id: string) => RESOURCES.find((resource) => resource.id === id)!.title;

/** The card of a guide in the accordion ("All resources"). */
const card = (id: string) => within(screen.getByRole('region', { name: 'All resources' })).getByRole('listitem', { name: titleOf(id) });
const libraryTitles = () =>
  within(screen.getByRole('region', { name: 'All resources' }))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
const saveAllButton = () => screen.getByRole('button', { name: /Save all for offline|Saving…/ });
const panelStatus = () => within(screen.getByRole('region', { name: 'Read offline' })).getByRole('status');

let storage: FakeCacheStorage;

beforeEach(() => {
  storage = installFakeCaches();
  vi.stubGlobal('fetch', pdfFetch());
  setOnline(true);
  // jsdom cannot open new tabs: the link's own click handler still runs.
  document.addEventListener('click', preventNavigation);
});
afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  vi.unstubAllGlobals();
  setOnline(true);
});
function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

async function renderPage() {
  render(<ResourcesPage />);
  await waitFor(() => expect(panelStatus().textContent).not.toMatch(/Checking/));
}

describe('/resources', () => {
  it('features the first two guides and lists every guide by category, with a link that opens a new tab', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeTruthy();
    const featured = screen.getByRole('list', { name: 'Featured resources' });
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([titleOf('accounting'), titleOf('ib-interview-questions')]);

    const categories = within(screen.getByRole('region', { name: 'All resources' })).getAllByRole('button', { expanded: true });
    expect(categories.map((trigger) => trigger.textContent)).toEqual([
      'Accounting1 guide',
      'Interview Questions1 guide',
      'Valuation3 guides',
      'Private Equity1 guide',
      'M&A1 guide',
    ]);
    expect(libraryTitles()).toHaveLength(7);

    const dcf = card('dcf');
    expect(within(dcf).getByText('PDF')).toBeTruthy();
    expect(within(dcf).getByRole('list', { name: 'Tags' }).textContent).toBe('DCFWACCTerminal valueValuation');
    const link = within(dcf).getByRole('link', { name: 'Download The DCF Guide (PDF, opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/resources/dcf.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(dcf).getByText('Not saved for offline yet')).toBeTruthy();
    expect(panelStatus().textContent).toBe('0 of 7 guides saved for offline reading.');
  });

  it('a category collapses and opens again from its header', async () => {
    const user = userEvent.setup();
    await renderPage();
    const valuation = screen.getByRole('button', { name: 'Valuation3 guides' });
    await user.click(valuation);
    expect(valuation.getAttribute('aria-expanded')).toBe('false');
    expect(libraryTitles()).toHaveLength(4);
    await user.click(valuation);
    expect(libraryTitles()).toHaveLength(7);
  });

  it('searches title, description and tags; an empty search offers Clear search', async () => {
    const user = userEvent.setup();
    await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search resources' });

    await user.type(search, 'wacc');
    expect(libraryTitles()).toEqual(['The DCF Guide']);
    expect(screen.queryByRole('list', { name: 'Featured resources' })).toBeNull();
    expect(screen.getByText('1 resource found')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No resources found')).toBeTruthy();
    expect(screen.getByText('0 resources found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(libraryTitles()).toHaveLength(7);
    expect(screen.getByRole('list', { name: 'Featured resources' })).toBeTruthy();
  });

  it('category chips narrow the list to one category and All brings every guide back', async () => {
    const user = userEvent.setup();
    await renderPage();
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Accounting',
      'Interview Questions',
      'Valuation',
      'Private Equity',
      'M&A',
    ]);
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(chips).getByRole('button', { name: 'Private Equity' }));
    expect(within(chips).getByRole('button', { name: 'Private Equity' }).getAttribute('aria-pressed')).toBe('true');
    expect(libraryTitles()).toEqual(['The LBO Guide']);

    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'merger');
    expect(screen.getByText('No resources found')).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    expect(libraryTitles()).toEqual(['The Merger Model']);
  });

  it('says which guides are saved for offline, from the guides cache', async () => {
    await (await storage.open(GUIDES_CACHE)).add('/resources/dcf.pdf');
    await renderPage();
    expect(within(card('dcf')).getByText('Saved for offline')).toBeTruthy();
    expect(within(card('lbo')).getByText('Not saved for offline yet')).toBeTruthy();
    expect(panelStatus().textContent).toBe('1 of 7 guides saved for offline reading.');
  });

  it('saves a guide for offline when its Download link is first used', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(card('lbo')).getByRole('link', { name: /^Download The LBO Guide/ }));
    await waitFor(() => expect(within(card('lbo')).getByText('Saved for offline')).toBeTruthy());
    expect(storage.paths(GUIDES_CACHE)).toEqual(['/resources/lbo.pdf']);
    expect(panelStatus().textContent).toBe('1 of 7 guides saved for offline reading.');
  });

  it('tells the reader when a guide opened could not be saved', async () => {
    vi.stubGlobal('fetch', pdfFetch(['/resources/lbo.pdf'], 503));
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(card('lbo')).getByRole('link', { name: /^Download The LBO Guide/ }));
    await waitFor(() =>
      expect(within(card('lbo')).getByRole('alert').textContent).toBe('Could not download The LBO Guide. Check your connection and try again.'),
    );
    expect(within(card('lbo')).getByText('Not saved for offline yet')).toBeTruthy();
  });

  it('offline, a saved guide still opens and a guide never saved says so plainly', async () => {
    await (await storage.open(GUIDES_CACHE)).add('/resources/dcf.pdf');
    await renderPage();
    setOnline(false);
    await waitFor(() => expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy());

    expect(within(card('dcf')).getByText('Saved for offline')).toBeTruthy();
    expect(within(card('dcf')).getByRole('link', { name: /^Download The DCF Guide/ })).toBeTruthy();
    const lbo = card('lbo');
    expect(within(lbo).getByText(NOT_SAVED_OFFLINE)).toBeTruthy();
    expect(within(lbo).queryByRole('link')).toBeNull();
  });

  it('Save all for offline saves every guide, showing progress', async () => {
    const first = deferred<void>();
    const fetch = pdfFetch();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (fetch.mock.calls.length === 1) await first.promise;
      return fetch(input);
    });
    await (await storage.open(GUIDES_CACHE)).add('/resources/accounting.pdf');
    const user = userEvent.setup();
    await renderPage();

    await user.click(saveAllButton());
    expect(saveAllButton().textContent).toBe('Saving…');
    expect((saveAllButton() as HTMLButtonElement).disabled).toBe(true);
    expect(panelStatus().textContent).toBe('Saving guides for offline: 1 of 7 saved…');
    expect(screen.getByRole('progressbar', { name: 'Guides saved for offline' }).getAttribute('value')).toBe('1');
    first.resolve();

    await waitFor(() => expect(panelStatus().textContent).toBe('All 7 guides are saved for offline reading.'));
    expect(storage.paths(GUIDES_CACHE)).toEqual(ALL_PATHS);
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((saveAllButton() as HTMLButtonElement).disabled).toBe(true);
    for (const resource of RESOURCES) expect(within(card(resource.id)).getByText('Saved for offline')).toBeTruthy();
  });

  it('Save all for offline says plainly when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    await renderPage();
    setOnline(false);
    await user.click(saveAllButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SAVE_MESSAGES.offline));
    expect(storage.paths(GUIDES_CACHE)).toEqual([]);
    expect(panelStatus().textContent).toBe('0 of 7 guides saved for offline reading.');
  });

  it('Save all for offline says plainly when storage is full', async () => {
    storage.addError = new DOMException('Quota exceeded', 'QuotaExceededError');
    const user = userEvent.setup();
    await renderPage();
    await user.click(saveAllButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SAVE_MESSAGES.quota));
    expect((saveAllButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('Save all for offline keeps the guides that downloaded and names the ones that did not', async () => {
    vi.stubGlobal('fetch', pdfFetch(['/resources/merger-model.pdf']));
    const user = userEvent.setup();
    await renderPage();
    await user.click(saveAllButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not download The Merger Model. Check your connection and try again.'),
    );
    expect(storage.paths(GUIDES_CACHE)).toEqual(ALL_PATHS.filter((path) => path !== '/resources/merger-model.pdf'));
    expect(panelStatus().textContent).toBe('6 of 7 guides saved for offline reading.');
  });

  it('without Cache Storage the guides open online only, and offline say they are not saved', async () => {
    vi.stubGlobal('caches', undefined);
    await renderPage();
    expect(panelStatus().textContent).toBe(SAVE_MESSAGES.unavailable);
    expect((saveAllButton() as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('dcf')).getByRole('link', { name: /^Download The DCF Guide/ })).toBeTruthy();
    expect(within(card('dcf')).queryByText(/saved for offline/i)).toBeNull();
    setOnline(false);
    await waitFor(() => expect(within(card('dcf')).getByText(NOT_SAVED_OFFLINE)).toBeTruthy());
  });
});

describe('ResourceCard', () => {
  const guide: Resource = { ...RESOURCES[2]!, fileSize: 1_258_291 };

  it('shows the file size, and says so while it checks or saves the offline copy', () => {
    const { rerender } = render(<ul><ResourceCard resource={guide} titleAs="h3" offline="checking" online onOpen={() => {}} /></ul>);
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    expect(screen.getByText('Checking offline copy…')).toBeTruthy();
    rerender(<ul><ResourceCard resource={guide} titleAs="h3" offline="saving" online onOpen={() => {}} /></ul>);
    expect(screen.getByText('Saving for offline…')).toBeTruthy();
  });
});
