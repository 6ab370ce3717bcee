/**
 * A small in-memory stand-in for the Web Locks API (navigator.locks) shared by several engines in
 * one test, as tabs of one browser share theirs: exclusive locks by name, granted in request order.
 */
export class MemoryLockManager {
  private readonly tails = new Map<string, Promise<void>>();
  /** How many callbacks held a lock at once, at most (1 means the lock did its job). */
  maxHeld = 0;
  private held = 0;

  async request<T>(name: string, callback: (lock: { name: string; mode: 'exclusive' }) => Promise<T> | T): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(name, previous.then(() => mine));
    await previous;
    this.held += 1;
    this.maxHeld = Math.max(this.maxHeld, this.held);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held -= 1;
      release();
    }
  }

  /** This polyfill typed as the engine's `locks` option. */
  asLockManager(): Pick<LockManager, 'request'> {
    return this as unknown as Pick<LockManager, 'request'>;
  }
}
