/** The browser's outbox as a test sees it (IndexedDB 'greenshoe', table 'outbox'). */
import type { Page } from '@playwright/test';

/** Entries left in the browser's outbox (IndexedDB 'greenshoe', table 'outbox'). */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('greenshoe');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
