/**
 * The 'Follow-up questions' setting (beyond the spec): when on (the default), an answer that missed
 * a key point may get the interviewer's one follow-up question before moving on. Remembered in
 * localStorage; every component using it follows changes, in this tab and others.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the setting: 'off' turns follow-up questions off; anything else is on. */
export const STORAGE_KEY_FOLLOW_UPS = 'greenshoe.followUpQuestions';

const listeners = new Set<() => void>();
/** The choice when localStorage refused it (private mode, quota): kept for this visit. */
let memory: boolean | undefined;

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_FOLLOW_UPS) !== 'off';
  } catch {
    return true;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY_FOLLOW_UPS || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Turns follow-up questions on or off and remembers the choice (kept for this visit if storage fails). */
export function setFollowUpsEnabled(enabled: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY_FOLLOW_UPS, enabled ? 'on' : 'off');
  } catch {
    memory = enabled;
  }
  for (const listener of listeners) listener();
}

const snapshot = () => memory ?? read();

/** [enabled, setEnabled] of the follow-up questions setting. */
export function useFollowUpsEnabled(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, snapshot, () => true);
  return [enabled, useCallback((value: boolean) => setFollowUpsEnabled(value), [])];
}

