// A check the chaos run's cashier makes before Make bill: every line sent to the kitchen is still on the order.
import { readOutbox } from './browser-state.mjs';

/**
 * What the order shows just before Make bill: a line the cashier sent that is not on screen any more is noted (with
 * a picture of the screen), and the bill is made all the same, as a busy cashier would.
 */
export async function notedLines(page, items, where, group) {
  const names = (await page.getByRole('table', { name: 'Order lines' }).locator('tbody tr').allTextContents()).join(
    ' | ',
  );
  const missing = items.filter((item) => !names.includes(item.name)).map((item) => item.name);
  if (missing.length === 0) return [];
  const file = `/tmp/chaos-lines-missing-${Date.now()}.png`;
  await page.screenshot({ path: file }).catch(() => undefined);
  // Where the order's KOTs were then: in the browser's queue (and how), on the server (its KOT tickets), or neither.
  const queued = (await readOutbox(page))
    .filter((entry) => entry.group === group)
    .map(
      (entry) => `${entry.endpoint.split('/').pop()} ${entry.id.slice(0, 8)} ${entry.state} after ${entry.attempts}`,
    );
  const [outlet, tableNo] = group.split('|');
  const onServer = await page.evaluate(
    ({ outlet, tableNo }) =>
      new Promise((resolve) => {
        const opening = globalThis.indexedDB.open('erp-demo');
        opening.onsuccess = () => {
          const query = opening.result.transaction('records').objectStore('records').getAll();
          query.onsuccess = () => {
            const rows = query.result.filter(
              (row) => row.resource === 'pos.kot-ticket' && row.data.outlet === outlet && row.data.tableNo === tableNo,
            );
            opening.result.close();
            resolve([
              ...new Set(
                rows.map(
                  (row) => `${row.data.kotId.slice(0, 8)} (${row.data.lines.map((line) => line.itemName).join(', ')})`,
                ),
              ),
            ]);
          };
        };
      }),
    { outlet, tableNo },
  );
  return [
    `${where}: the order showed ${names || 'no lines'} just before Make bill; ${missing.join(', ')} (sent to the kitchen) not shown. Queued: ${queued.join('; ') || 'nothing'}. KOTs on the server: ${onServer.join('; ') || 'none'} (${file})`,
  ];
}
