/** The browser's outbox as a test sees it (IndexedDB 'greenshoe', table 'outbox'). */
import type { Page } from '@playwright/test';

/** Entries left in the browser's outbox (IndexedDB 'greenshoe', table 'outbox'); 0 before the app made it. */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('greenshoe');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error ?? new Error('IndexedDB did not count'));
        };
      }),
  );
}
