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
import { DEFAULT_CONTACT_EMAIL, RuntimeConfigSchema } from '@core/contract/runtime-config';
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
    for (const name of ['About Greenshoe', 'Our Mission', 'How We Started', 'What Students Say', 'Our Partner Schools']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    for (const name of ['The Problem', 'The Solution', 'Today']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/open-source IB recruiting/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).toBe('/signup');
  });

  it('ships 3 testimonials and 12 partner schools, shown as placeholders while they are', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    expect(PARTNER_SCHOOLS).toHaveLength(12);
    inRouter(<AboutPage />);
    expect(screen.getAllByText('Placeholder testimonial')).toHaveLength(TESTIMONIALS.filter((item) => item.placeholder).length);
    expect(screen.getAllByText('Open partner slot')).toHaveLength(PARTNER_SCHOOLS.filter((item) => item.placeholder).length);
    expect(screen.queryByText(/thousands of students/i)).toBeNull();
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
    expect(links[0].getAttribute('href')).toBe('mailto:hello@school.example');
  });

  it('falls back to the default address when the server names none', async () => {
    await renderPrivacy({ auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false } });
    expect((await screen.findAllByRole('link', { name: DEFAULT_CONTACT_EMAIL })).length).toBeGreaterThan(0);
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
  it('is optional, must be an address, and reaches the runtime config schema', () => {
    expect(readEnv({}).CONTACT_EMAIL).toBeUndefined();
    expect(readEnv({ CONTACT_EMAIL: 'privacy@uni.example' }).CONTACT_EMAIL).toBe('privacy@uni.example');
    expect(() => readEnv({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
    expect(RuntimeConfigSchema.parse({ auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false }, contactEmail: 'a@b.example' }).contactEmail).toBe(
      'a@b.example',
    );
  });
});
