// The run's switches and probes in the terminal's pages: the chaos setting and the backend-down switch (local
// storage, read by the demo backend's first handlers), the browser's outbox as IndexedDB holds it, and which
// operations reached the backend.

export const CHAOS_KEY = 'erp.demo.chaos';
export const CHAOS_TALLY_KEY = 'erp.demo.chaos.tally';
export const CHAOS_REACHED_PREFIX = 'erp.demo.chaos.reached.';
export const BACKEND_DOWN_KEY = 'erp.demo.backendDown';

/** Local storage is the profile's, shared by its pages: one live page sets it for all. */
export async function setChaos(page, setting) {
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
    [CHAOS_KEY, setting === null ? null : JSON.stringify(setting)],
  );
}

export async function setBackendDown(page, down) {
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, '1') : localStorage.removeItem(key)),
    [BACKEND_DOWN_KEY, down],
  );
}

/** Every operation the browser's outbox keeps (any page's, any user's): id, endpoint, group, state, last error. */
export function readOutbox(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = globalThis.indexedDB.open('erp-outbox');
        // Not made yet: say so without making it (an empty database of version 1 would keep the app from making its
        // own).
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = (event) => {
          event.preventDefault();
          resolve([]);
        };
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('operations')) {
            db.close();
            resolve([]);
            return;
          }
          const query = db.transaction('operations').objectStore('operations').getAll();
          query.onsuccess = () => {
            db.close();
            resolve(
              query.result.map((row) => ({
                id: row.id,
                endpoint: row.entry.endpoint,
                group: row.entry.group ?? '',
                state: row.entry.state,
                attempts: row.entry.attempts,
                error: row.entry.lastError ?? '',
              })),
            );
          };
          query.onerror = () => reject(query.error);
        };
      }),
  );
}

/** The operations that reached the backend at least once (by Idempotency-Key), and the chaos tally. */
export function readJournal(page) {
  return page.evaluate(
    ([prefix, tallyKey]) => {
      const reached = [];
      for (let at = 0; at < localStorage.length; at += 1) {
        const key = localStorage.key(at);
        if (key?.startsWith(prefix)) reached.push(key.slice(prefix.length));
      }
      return { reached, tally: JSON.parse(localStorage.getItem(tallyKey) ?? '{}') };
    },
    [CHAOS_REACHED_PREFIX, CHAOS_TALLY_KEY],
  );
}
