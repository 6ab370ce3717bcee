/**
 * A small in-memory Cache Storage for jsdom (which has none): open, match across caches or in one
 * named cache, cache.add, which fetches through the global fetch and keeps only ok answers, as
 * browsers do, and put, keys and delete. `addError` makes every later add reject (e.g. a full disk).
 */
import { vi } from 'vitest';

const key = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), window.location.href).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly storage: FakeCacheStorage) {}

  async add(request: RequestInfo | URL): Promise<void> {
    if (this.storage.addError) throw this.storage.addError;
    const response = await fetch(request);
    if (!response.ok) throw new TypeError(`Request failed with status ${response.status}`);
    this.entries.set(key(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(key(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(key(request), response);
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(key(request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  /** When set, every cache.add rejects with it (e.g. a QuotaExceededError). */
  addError: Error | null = null;

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache(this)));
    return cache;
  }

  async match(request: RequestInfo | URL, options?: { cacheName?: string }): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const hit = await this.caches.get(name)?.match(request);
      if (hit) return hit;
    }
    return undefined;
  }

  /** Paths of the requests kept in cache `name`, sorted. */
  paths(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  }
}

/** Installs a fresh fake as the global `caches`; undo with vi.unstubAllGlobals(). */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}

/** A fetch that answers every PDF path with a small PDF body (or `status` for the paths in `failing`). */
export function pdfFetch(failing: readonly string[] = [], status = 404) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(key(input)).pathname;
    if (failing.includes(path)) return new Response('Not found', { status });
    return new Response('%PDF-1.7 guide', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  });
}
