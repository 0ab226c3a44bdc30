// The production benchmark's figures, in the demo backend's IndexedDB and through its own handlers (msw
// getResponse), for a works of 5,000 stock items and 200 products made through three levels of set-ups
// (production-data.ts): the pure explodeAndNet of every product (median of 20, the first apart), and the whole
// PPCItemsRequiredForMassPlanning answer, cold (the set-ups, items and stock ledger read from IndexedDB) and warm.
import { handlerCall } from './handler-call';
import { serverToday } from '../src/mocks/core/server-dates';
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { STOCK_LEDGER } from '../src/mocks/core/stock/stock-store';
import { SETUP_STORE } from '../src/mocks/core/production/production-masters';
import { stockByItem } from '../src/mocks/production/planning/requirements';
import { stockIndex } from '../src/kits/stock/stock-balance';
import { explodeAndNet } from '../src/modules/production/domain/explosion';
import { PPC_ROUTES } from '../src/modules/production/resources/ppc-routes';
import { median } from './pos-backend-bench';
import { benchDemand, benchGroups, benchItems, benchSetups, benchStock } from './production-data';

/** The works (D-USI) and its admin's token. */
export const WORKS = 1003;
const TOKEN = 'bench-production';

const call = <T>(endpoint: string, body: Record<string, unknown>) => handlerCall<T>(TOKEN, endpoint, body);

type Row = { resource: string; id: string; data: object };

/**
 * Writes the bench works (in place of the company's own items, groups, opening stock, set-ups and ledger, marked
 * seeded), and the admin's token, in one transaction.
 */
async function writeCompany(rows: readonly Row[]) {
  const db = await getDemoDb();
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  for (const row of rows)
    void records.put(
      { resource: row.resource, companyCode: WORKS, id: row.id, data: { ...row.data } },
      recordKey(row.resource, WORKS, row.id),
    );
  for (const resource of [
    'inventory.items',
    'inventory.item-groups',
    'inventory.opening-stock',
    SETUP_STORE,
    STOCK_LEDGER,
  ])
    void tx.objectStore('seeded').put(true, seededKey(resource, WORKS));
  void tx
    .objectStore('tokens')
    .put({ token: TOKEN, companyCode: WORKS, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
}

export async function productionBackendFigures() {
  await resetDemoDb();
  const items = benchItems();
  const setups = benchSetups();
  const stock = benchStock(serverToday());
  const demand = benchDemand();
  await writeCompany([
    ...benchGroups().map((row) => ({ resource: 'inventory.item-groups', id: row.code, data: row })),
    ...items.map((row) => ({ resource: 'inventory.items', id: row.itemId, data: row })),
    ...setups.map((row) => ({ resource: SETUP_STORE, id: row.productId, data: row })),
    { resource: STOCK_LEDGER, id: 'BENCH-OPEN|1', data: { rows: stock } },
  ]);
  // The pure explosion, netted against the stock (indexed once, as the handler does).
  const stockMilli = stockByItem(stockIndex(stock));
  const runs: number[] = [];
  let materials = 0;
  for (let n = 0; n < 21; n += 1) {
    const start = performance.now();
    const result = explodeAndNet(demand, setups, stockMilli);
    runs.push(performance.now() - start);
    if (!result.ok) throw new Error(`the bench set-ups loop: ${result.loop.join(' → ')}`);
    materials = result.needs.length;
  }
  // The whole answer through the handler: the first call reads everything from IndexedDB.
  const lst = demand.map((line) => ({ itemId: line.itemId, qty: line.qty }));
  const cold = await call<unknown[]>(PPC_ROUTES.required, { lst });
  const warm: number[] = [];
  for (let n = 0; n < 5; n += 1) warm.push((await call<unknown[]>(PPC_ROUTES.required, { lst })).ms);
  return {
    data: { items: items.length, products: demand.length, setups: setups.length, stockRows: stock.length },
    explode: { materials, firstMs: runs[0]!, medianMs: median(runs.slice(1)), maxMs: Math.max(...runs.slice(1)) },
    answer: { shortages: cold.answer.length, coldMs: cold.ms, warmMedianMs: median(warm), runsMs: warm },
  };
}
