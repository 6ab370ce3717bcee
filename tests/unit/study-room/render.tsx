/** Renders /study-room in a memory router, signed in as `ana`, with the given navigation state. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-store';
import { StudyRoomPage } from '@/features/study-room/study-room-page';

export const ANA = { id: '0b7c9a52-8d4e-4f3a-9b2c-1d0e9f8a7b6c', email: 'ana@example.com' };

export function signInAsAna(): void {
  useAuth.setState({ status: 'authenticated', user: { ...ANA }, session: null, recovery: false });
}

export function renderStudyRoom(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/study-room', state }]}>
      <Routes>
        <Route path="/study-room" element={<StudyRoomPage />} />
        <Route path="/practice-setup" element={<p>setup</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
