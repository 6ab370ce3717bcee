/**
 * The about page (its sections, honest placeholders, 'Get Started Today' to /signup), the privacy
 * page (seven sections, the contact address from GET /api/config or the default), the
 * not-found page's ways on, and CONTACT_EMAIL in the server's environment.
 */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '@api/config/env';
import { RuntimeConfigSchema } from '@core/contract/runtime-config';
import { PARTNER_SCHOOLS, TESTIMONIALS } from '@content/site/about';
import { NotFoundPage } from '@/app/not-found-page';
import { AboutPage } from '@/features/about/about-page';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('AboutPage', () => {
  it('has the spec’s sections and the call to action', () => {
    inRouter(<AboutPage />);
    for (const name of ['About Greenshoe', 'Our Mission', 'How We Started']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    for (const name of ['The Problem', 'The Solution', 'Today']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/open-source IB recruiting/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).toBe('/signup');
  });

  it('ships no testimonials or partner schools and hides both sections, never showing placeholders', () => {
    expect(TESTIMONIALS).toEqual([]);
    expect(PARTNER_SCHOOLS).toEqual([]);
    inRouter(<AboutPage />);
    expect(screen.queryByRole('heading', { name: 'What Students Say' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our Partner Schools' })).toBeNull();
    expect(screen.queryByText(/placeholder|open partner slot/i)).toBeNull();
  });

  it('shows real testimonials and partner schools once the content file lists them', () => {
    inRouter(<AboutPage testimonials={[{ quote: 'It helped me.', name: 'Ana Ruiz', school: 'State University' }]} partnerSchools={[{ name: 'Finance Club of State' }]} />);
    expect(screen.getByRole('heading', { name: 'What Students Say' })).toBeTruthy();
    expect(screen.getByText('“It helped me.”')).toBeTruthy();
    expect(screen.getByText('Finance Club of State')).toBeTruthy();
  });
});

describe('PrivacyPage', () => {
  async function renderPrivacy(config: unknown) {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(config)));
    localStorage.clear();
    const { PrivacyPage } = await import('@/features/legal/privacy-page');
    inRouter(<PrivacyPage />);
  }

  it('has seven sections and the configured contact address', async () => {
    await renderPrivacy({ auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false }, contactEmail: 'hello@school.example' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    const links = await screen.findAllByRole('link', { name: 'hello@school.example' });
    expect(links[0]?.getAttribute('href')).toBe('mailto:hello@school.example');
  });

  it('names no address, invented or not, when the server has none', async () => {
    await renderPrivacy({ auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false } });
    expect((await screen.findAllByText(/the people who run this Greenshoe site/)).length).toBe(2);
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/@/);
  });
});

describe('NotFoundPage', () => {
  it('offers the home page, the question bank and a sample interview', () => {
    inRouter(<NotFoundPage />);
    const section = screen.getByRole('region', { name: 'Page not found' });
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/question-bank', '/practice-setup']);
  });
});

describe('CONTACT_EMAIL', () => {
  it('tells the operator at start when it is unset, and only then', async () => {
    const { deriveModes } = await import('@api/config/modes');
    expect(deriveModes(readEnv({})).notices.join('\n')).toMatch(/CONTACT_EMAIL is not set/);
    expect(deriveModes(readEnv({ CONTACT_EMAIL: 'privacy@uni.example' })).notices.join('\n')).not.toMatch(/CONTACT_EMAIL/);
  });

  it('is optional, must be an address, and reaches the runtime config schema', () => {
    expect(readEnv({}).CONTACT_EMAIL).toBeUndefined();
    expect(readEnv({ CONTACT_EMAIL: 'privacy@uni.example' }).CONTACT_EMAIL).toBe('privacy@uni.example');
    expect(() => readEnv({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
    expect(RuntimeConfigSchema.parse({ auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false }, contactEmail: 'a@b.example' }).contactEmail).toBe(
      'a@b.example',
    );
  });
});
