/**
 * Shared set-up of the practice tests: a signed-in user, a memory router with the practice routes,
 * a fetch stub answering by path, module and question fixtures.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ModuleQuestion, ModuleSummary } from '@core/contract/modules';
import { useAuth } from '@/lib/auth/auth-store';

export const ANA = { id: '0b7c9a52-8d4e-4f3a-9b2c-1d0e9f8a7b6c', email: 'ana@example.com' };
export const MODULE_ID = 'a3f1c9d2-4b6e-4e8a-9c1d-2e3f4a5b6c7d';

export function signInAs(user: { id: string; email: string } | null): void {
  useAuth.setState(
    user
      ? { status: 'authenticated', user: { id: user.id, email: user.email }, session: null, recovery: false }
      : { status: 'anonymous', user: null, session: null, recovery: false },
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `page` at `url` under the route `pattern`, beside a probe on the practice routes. */
export function renderRoute(pattern: string, url: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

export type Handler = (path: string, init: RequestInit | undefined) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** A fetch answering JSON through `handler` by path (query left out); unknown paths answer 404. */
export function routeFetch(handler: Handler) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const { status = 200, body } = await handler(path, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

export function summary(overrides: Partial<ModuleSummary> & { id: string }): ModuleSummary {
  return { name: 'Module', created_at: '2026-11-20T10:00:00.000Z', num_questions: 10, progress: 0, due_today: 0, ...overrides };
}

export function question(id: string, text: string, overrides: Partial<ModuleQuestion> = {}): ModuleQuestion {
  return {
    id,
    question: text,
    type: 'Technical',
    company: null,
    interview_stage: null,
    office_location: null,
    industry: null,
    difficulty: 'basic',
    category: 'Accounting',
    ...overrides,
  };
}
