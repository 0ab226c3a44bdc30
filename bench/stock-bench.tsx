// The stock benchmark (npm run bench): 1,000,000 stock rows in the demo backend's IndexedDB, then
// through its own handlers (msw getResponse): the closing stock per store, a 5,000-line stock audit checked and
// posted, a goods receipt of 200 lines saved.
import { getResponse } from 'msw';
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { handlers } from '../src/mocks/handlers';
import { STOCK_LEDGER } from '../src/mocks/core/stock/stock-store';
import type { StockRow } from '../src/kits/stock/stock-row';
import { STOCK_ENDPOINTS } from '../src/modules/inventory/stock-transactions/tra-types';
import { RECEIPT_ENDPOINTS } from '../src/modules/procurement/receipts/receipt-endpoints';
import { BENCH_ITEMS, benchItems, benchStockRows, itemId, LAST_DAY, STORES } from './stock-data';

const COMPANY = 1002;

async function seed(): Promise<number> {
  await resetDemoDb();
  const db = await getDemoDb();
  const rows = benchStockRows();
  const months = new Map<string, StockRow[]>();
  for (const row of rows) {
    const month = row.dat.slice(0, 7);
    let list = months.get(month);
    if (!list) months.set(month, (list = []));
    list.push(row);
  }
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  for (const [month, list] of months)
    void records.put(
      { resource: STOCK_LEDGER, companyCode: COMPANY, id: month, data: { rows: list } },
      recordKey(STOCK_LEDGER, COMPANY, month),
    );
  for (const item of benchItems())
    void records.put(
      { resource: 'inventory.items', companyCode: COMPANY, id: item.itemId, data: item },
      recordKey('inventory.items', COMPANY, item.itemId),
    );
  for (const code of STORES) {
    const store = {
      code,
      name: `Bench store ${code}`,
      storeType: 'SUB',
      inCharge: 'Bench',
      mobile: '',
      location: '',
      negativeStock: false,
      active: true,
    };
    void records.put(
      { resource: 'inventory.stores', companyCode: COMPANY, id: code, data: store },
      recordKey('inventory.stores', COMPANY, code),
    );
  }
  for (const resource of ['inventory.items', 'inventory.stores', 'inventory.opening-stock'])
    void tx.objectStore('seeded').put(true, seededKey(resource, COMPANY));
  void tx
    .objectStore('tokens')
    .put({ token: 'bench', companyCode: COMPANY, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
  return rows.length;
}

/** One call through the demo backend's own handler, answered and parsed: milliseconds and the answer. */
async function call(
  endpoint: string,
  body: Record<string, unknown>,
): Promise<{ ms: number; answer: Record<string, unknown> }> {
  const request = new Request(`http://bench.local/${endpoint}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, usr: {} }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  const answer = (await response!.json()) as Record<string, unknown>;
  if (!response!.ok || (typeof answer.result === 'string' && answer.result !== 'OK'))
    throw new Error(`${endpoint}: ${JSON.stringify(answer).slice(0, 400)}`);
  return { ms: performance.now() - start, answer };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run() {
  const rows = await seed();
  const closing = { toDate: LAST_DAY };
  const cold = await call(STOCK_ENDPOINTS.closingStock, closing);
  const warm: number[] = [];
  for (let n = 0; n < 5; n++) warm.push((await call(STOCK_ENDPOINTS.closingStock, closing)).ms);
  // A past date reads the ledger up to it (no balance to answer from).
  const past: number[] = [];
  for (let n = 0; n < 3; n++) past.push((await call(STOCK_ENDPOINTS.closingStock, { toDate: '2026-05-31' })).ms);
  // Every item of the master counted in store S1: the stocked ones one short, 3,000 unstocked ones found.
  const sheet = Array.from({ length: BENCH_ITEMS }, (_, n) => ({
    sno: n + 1,
    itemId: itemId(n),
    counted: n < 2_000 ? 399 : 1,
    qtyin: 0,
    qtyout: 0,
    store: 'S1',
  }));
  const audit = await call(STOCK_ENDPOINTS.save, {
    header: { traType: 'Audit', dat: LAST_DAY, store: 'S1', descriptio: 'Year-end count' },
    lines: sheet,
  });
  const receiptLines = Array.from({ length: 200 }, (_, n) => ({
    sno: n + 1,
    store: 'S2',
    itemId: itemId(n),
    itemName: '',
    batchno: `B${n}`,
    manudate: '',
    expdate: '',
    qty: 3,
    um: '',
    rat: 12.5,
    mrp: 1,
    gin: '',
  }));
  const header = {
    recordId: null,
    seq: '',
    dat: LAST_DAY,
    purchaseType: 'LOCAL',
    invoiceno: 'BENCH-1',
    invoicedat: LAST_DAY,
    transporter: '',
    vendorid: 'SUP-001',
    vendorname: '',
    refPoid: null,
    qcCheck: 0,
    discount: 0,
    others: 0,
  };
  // The first receipt also seeds the company's suppliers, taxes, accounts and ledger: it is timed apart.
  const firstReceipt = await call(RECEIPT_ENDPOINTS.save, {
    header,
    lines: receiptLines.slice(0, 1),
    taxes: [],
    traCheck: 1,
  });
  const receipt = await call(RECEIPT_ENDPOINTS.save, {
    header,
    lines: receiptLines,
    taxes: [
      { sno: 1, taxcode: 'GST5-C', taxper: 0, taxvalue: 0 },
      { sno: 2, taxcode: 'GST5-S', taxper: 0, taxvalue: 0 },
    ],
    traCheck: 1,
  });
  return {
    rows,
    closing: {
      coldMs: cold.ms,
      warmMedianMs: median(warm),
      pastMedianMs: median(past),
      lines: (cold.answer.rows as unknown[] | undefined)?.length ?? 0,
    },
    audit: { lines: sheet.length, ms: audit.ms },
    receipt: { lines: receiptLines.length, ms: receipt.ms, firstMs: firstReceipt.ms },
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run().catch((error: unknown) => ({
  error: String(error),
}));
