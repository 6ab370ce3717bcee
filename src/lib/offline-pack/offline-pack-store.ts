/**
 * The offline pack's state for the UI (zustand): not fetched, fetching n of m, ready, or failed,
 * with the bytes on the device and when it was last refreshed; and the actions the Offline panel
 * offers (Refresh, Remove). `refreshPackWhenStale` is what the app runs at idle after the first
 * interaction (src/app/start-offline-pack.ts) and when the Offline panel opens. The files live in Cache Storage
 * (pack-cache.ts); only the Remove choice and the refresh time are kept in localStorage.
 */
import { create } from 'zustand';
import { hasCacheStorage } from '@/lib/cache-storage';
import { fillPackInWorker } from '@/lib/offline-pack/fill-pack-in-worker';
import { fetchPackManifest, isOwnBuild, readPackContents, removePack } from '@/lib/offline-pack/pack-cache';
import { waitForQuietMoment } from '@/lib/quiet-moment';

/** localStorage key: set when the user removed the pack, so it is not fetched again until Refresh. */
const STORAGE_KEY_PACK_REMOVED = 'greenshoe.offlinePack.removed';
/** localStorage key: when the pack was last completely fetched, in epoch milliseconds. */
const STORAGE_KEY_PACK_REFRESHED = 'greenshoe.offlinePack.refreshedAt';

/** `checking` until the device was read; `unavailable` without Cache Storage or a service worker. */
export type PackPhase = 'checking' | 'unavailable' | 'none' | 'fetching' | 'ready' | 'partial' | 'failed';

export interface OfflinePackState {
  phase: PackPhase;
  /** Files and bytes of the pack on this device. */
  files: number;
  bytes: number;
  /** Files and bytes of the whole pack (0 until a manifest is known). */
  totalFiles: number;
  totalBytes: number;
  /** When the pack was last completely fetched (epoch ms), null when never or removed. */
  refreshedAt: number | null;
  /** Reads what the device holds. */
  check: () => Promise<void>;
  /**
   * Fetches the newest pack (files already cached are kept) in a worker, each file after a quiet
   * moment (quiet-moment.ts); clears a previous Remove.
   */
  refresh: () => Promise<void>;
  /** Deletes the pack and stops fetching it at idle. */
  remove: () => Promise<void>;
}

function storedRefreshTime(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEY_PACK_REFRESHED));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function supported(): boolean {
  return hasCacheStorage() && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

let running: Promise<void> | null = null;

export const useOfflinePack = create<OfflinePackState>((set, get) => ({
  phase: 'checking',
  files: 0,
  bytes: 0,
  totalFiles: 0,
  totalBytes: 0,
  refreshedAt: null,
  check: async () => {
    if (!supported()) return set({ phase: 'unavailable' });
    if (running) return;
    try {
      const { manifest, cachedFiles, cachedBytes } = await readPackContents();
      const totalFiles = manifest?.files.length ?? 0;
      const totalBytes = manifest?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;
      const phase: PackPhase = !manifest ? 'none' : cachedFiles === totalFiles ? 'ready' : 'partial';
      if (!running) set({ phase, files: cachedFiles, bytes: cachedBytes, totalFiles, totalBytes, refreshedAt: manifest ? storedRefreshTime() : null });
    } catch {
      set({ phase: 'unavailable' });
    }
  },
  refresh: () => {
    if (!supported()) {
      set({ phase: 'unavailable' });
      return Promise.resolve();
    }
    localStorage.removeItem(STORAGE_KEY_PACK_REMOVED);
    running ??= (async () => {
      try {
        const manifest = await fetchPackManifest();
        const totalBytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
        set({ phase: 'fetching', files: 0, bytes: 0, totalFiles: manifest.files.length, totalBytes });
        await fillPackInWorker(manifest, isOwnBuild(manifest), (files, bytes) => set({ files, bytes }), waitForQuietMoment);
        const refreshedAt = Date.now();
        localStorage.setItem(STORAGE_KEY_PACK_REFRESHED, String(refreshedAt));
        set({ phase: 'ready', refreshedAt });
      } catch {
        set({ phase: 'failed' });
      } finally {
        running = null;
      }
    })();
    return running;
  },
  remove: async () => {
    await running?.catch(() => undefined);
    localStorage.setItem(STORAGE_KEY_PACK_REMOVED, '1');
    localStorage.removeItem(STORAGE_KEY_PACK_REFRESHED);
    if (supported()) await removePack();
    set({ phase: get().phase === 'unavailable' ? 'unavailable' : 'none', files: 0, bytes: 0, refreshedAt: null });
  },
}));

/**
 * Fetches the pack when the user has not removed it, the device is online, and the kept pack is
 * missing, incomplete or of another build (a fetch cut short by leaving the page resumes here);
 * otherwise only reads what the device holds. Never rejects.
 */
export async function refreshPackWhenStale(): Promise<void> {
  const pack = useOfflinePack.getState();
  if (!supported() || !navigator.onLine || localStorage.getItem(STORAGE_KEY_PACK_REMOVED)) return pack.check();
  try {
    const [kept, newest] = await Promise.all([readPackContents(), fetchPackManifest()]);
    const current = kept.manifest?.version === newest.version && kept.cachedFiles === newest.files.length;
    if (!current) await pack.refresh();
    else await pack.check();
  } catch {
    // No pack list (a development server, or the connection dropped): show what the device holds.
    await pack.check();
  }
}
