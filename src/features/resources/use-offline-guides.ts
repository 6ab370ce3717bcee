/**
 * Which guides this device keeps for offline reading, and saving them: one guide on its first open
 * (when its Download link is used) and every guide with "Save all for offline". The saved set is
 * read from GUIDES_CACHE when the page opens and after every save.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Resource } from '@content/site/resource-library';
import { isOnline } from '@/lib/use-online';
import { SAVE_MESSAGES, saveFailure, saveGuide, savedGuideUrls, type SaveFailure } from '@/features/resources/guide-cache';
import { hasCacheStorage } from '@/lib/cache-storage';

/** Where one guide stands: still being checked, being saved, saved, not saved, or no Cache Storage at all. */
export type GuideOfflineState = 'checking' | 'saving' | 'saved' | 'not-saved' | 'unavailable';

export interface OfflineGuides {
  /** 'checking' until the saved set has been read; 'unavailable' when this browser cannot keep guides. */
  status: 'checking' | 'ready' | 'unavailable';
  stateOf(url: string): GuideOfflineState;
  /** Why the last save of this guide on its first open failed, if it did. */
  errorOf(url: string): string | undefined;
  savedCount: number;
  /** A guide's Download link was used: saves it unless it is saved already. */
  openGuide: (resource: Resource) => void;
  /** Saves every guide not saved yet, one after another. */
  saveAll(): Promise<void>;
  savingAll: boolean;
  /** Why "Save all for offline" did not save everything, if it did not. */
  saveAllError: string | null;
}

function message(failure: SaveFailure, titles: readonly string[]): string {
  return failure === 'download' ? SAVE_MESSAGES.download(titles) : SAVE_MESSAGES[failure];
}

const withUrl = (set: ReadonlySet<string>, url: string) => new Set(set).add(url);
function withoutUrl(set: ReadonlySet<string>, url: string): Set<string> {
  const next = new Set(set);
  next.delete(url);
  return next;
}

export function useOfflineGuides(resources: readonly Resource[]): OfflineGuides {
  const urls = useMemo(() => resources.map((resource) => resource.downloadUrl), [resources]);
  const [status, setStatus] = useState<OfflineGuides['status']>(() => (hasCacheStorage() ? 'checking' : 'unavailable'));
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [savingAll, setSavingAll] = useState(false);
  const [saveAllError, setSaveAllError] = useState<string | null>(null);

  /** Reads the saved set from GUIDES_CACHE: null when Cache Storage is missing or refused. */
  const readSaved = useCallback(() => savedGuideUrls(urls).catch(() => null), [urls]);
  const applySaved = useCallback((found: Set<string> | null) => {
    if (found) setSaved(found);
    setStatus(found ? 'ready' : 'unavailable');
  }, []);
  const refresh = useCallback(async () => applySaved(await readSaved()), [readSaved, applySaved]);

  useEffect(() => {
    let live = true;
    void readSaved().then((found) => {
      if (live) applySaved(found);
    });
    return () => {
      live = false;
    };
  }, [readSaved, applySaved]);

  /** Saves one guide; resolves to why it failed, or null once it is saved. */
  const save = useCallback(async (url: string): Promise<SaveFailure | null> => {
    setSaving((current) => withUrl(current, url));
    try {
      await saveGuide(url);
      setSaved((current) => withUrl(current, url));
      return null;
    } catch (error) {
      return saveFailure(error, isOnline());
    } finally {
      setSaving((current) => withoutUrl(current, url));
    }
  }, []);

  const openGuide = useCallback(
    (resource: Resource) => {
      const url = resource.downloadUrl;
      if (status !== 'ready' || saved.has(url) || saving.has(url)) return;
      void save(url).then(async (failure) => {
        setErrors((current) => {
          const next = new Map(current);
          if (failure) next.set(url, message(failure, [resource.title]));
          else next.delete(url);
          return next;
        });
        await refresh();
      });
    },
    [status, saved, saving, save, refresh],
  );

  const saveAll = useCallback(async () => {
    setSavingAll(true);
    setSaveAllError(null);
    const failedTitles: string[] = [];
    let stopped: SaveFailure | null = null;
    for (const resource of resources) {
      if (saved.has(resource.downloadUrl)) continue;
      const failure = await save(resource.downloadUrl);
      if (failure === 'download') failedTitles.push(resource.title);
      else if (failure) {
        // No connection, no space or no Cache Storage: the next guides would fail the same way.
        stopped = failure;
        break;
      }
    }
    if (stopped) setSaveAllError(message(stopped, []));
    else if (failedTitles.length > 0) setSaveAllError(SAVE_MESSAGES.download(failedTitles));
    setSavingAll(false);
    await refresh();
  }, [resources, saved, save, refresh]);

  const stateOf = useCallback(
    (url: string): GuideOfflineState => {
      if (status === 'unavailable') return 'unavailable';
      if (saving.has(url)) return 'saving';
      if (status === 'checking') return 'checking';
      return saved.has(url) ? 'saved' : 'not-saved';
    },
    [status, saving, saved],
  );
  const errorOf = useCallback((url: string) => errors.get(url), [errors]);

  return { status, stateOf, errorOf, savedCount: urls.filter((url) => saved.has(url)).length, openGuide, saveAll, savingAll, saveAllError };
}
