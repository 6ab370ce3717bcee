/**
 * Whether this device has seen the first-visit welcome dialog, kept in localStorage under
 * STORAGE_KEY_WELCOME_SEEN. Storage that cannot be read counts as seen (no dialog on every visit).
 */
import { STORAGE_KEY_WELCOME_SEEN } from '@core/contract/constants';

export function hasSeenWelcome(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_WELCOME_SEEN) !== null;
  } catch {
    return true;
  }
}

export function markWelcomeSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEY_WELCOME_SEEN, 'true');
  } catch {
    // Storage blocked: the dialog may show again on a later visit.
  }
}
