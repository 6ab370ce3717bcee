/**
 * Renders a page at `path` in a memory router beside probe routes that print the navigation state
 * they received, signed in as `ana`; the API answers through a stubbed fetch.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-store';

export const ANA = { id: '0b7c9a52-8d4e-4f3a-9b2c-1d0e9f8a7b6c', email: 'ana@example.com' };

function StateProbe({ name }: { name: string }) {
  const location = useLocation();
  return <pre data-testid={`probe-${name}`}>{JSON.stringify(location.state)}</pre>;
}

export function signInAs(user: { id: string; email: string } | null): void {
  useAuth.setState(
    user
      ? { status: 'authenticated', user: { id: user.id, email: user.email }, session: null, recovery: false }
      : { status: 'anonymous', user: null, session: null, recovery: false },
  );
}

export function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        {['/interview', '/study-room', '/practice-setup'].map((probe) => (
          <Route key={probe} path={probe} element={<StateProbe name={probe.slice(1)} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/** A fetch answering `body` with `status` as JSON, recording each call. */
export function jsonFetch(body: unknown, status = 200) {
  return async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
