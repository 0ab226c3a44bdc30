import { TransactionType, type StockRow } from '../../modules/inventory/domain/stock-row';
import { getDemoDb, recordKey, type DemoDb } from '../core/db/demo-db';
import { ensureSeeded } from '../core/seeds/ensure-seeded';

/** The records-store name of the stock ledger's movements: one record a month, `{ rows }`. */
export const STOCK_LEDGER = 'inventory.stock-ledger';
const OPENING_STOCK = 'inventory.opening-stock';
const ITEMS = 'inventory.items';

interface OpeningLine {
  store: string;
  quantity: number;
  rate: number;
  batch?: string;
  expiry?: string;
}

/**
 * The opening-stock master as stock rows (type 5, ours): read live, so what the master holds is
 * what the ledger holds. Each store line is a lot of its own, its goods inward number the entry's.
 */
async function openingRows(companyCode: number): Promise<StockRow[]> {
  await Promise.all([ensureSeeded(OPENING_STOCK, companyCode), ensureSeeded(ITEMS, companyCode)]);
  const db = await getDemoDb();
  const [entries, items] = await Promise.all([
    db.getAllFromIndex('records', 'byResource', [OPENING_STOCK, companyCode]),
    db.getAllFromIndex('records', 'byResource', [ITEMS, companyCode]),
  ]);
  const unitOf = new Map(items.map((row) => [String(row.data.itemId), String(row.data.unit ?? '')]));
  return entries.flatMap(({ data }) =>
    ((data.stores as OpeningLine[] | undefined) ?? []).map((line, index) => ({
      transactionId: String(data.entryNo),
      sno: index + 1,
      gin: `${String(data.entryNo)}/${index + 1}`,
      itemName: String(data.item),
      dat: String(data.asOn),
      batchNo: line.batch ?? '',
      manudate: '',
      expdate: line.expiry ?? '',
      store: line.store,
      qtyin: line.quantity,
      qtyout: 0,
      stdum: unitOf.get(String(data.item)) ?? '',
      rat: line.rate,
      department: '',
      descr: String(data.narration ?? 'Opening stock'),
      transactionType: TransactionType.OPENING,
      lineId: 1,
    })),
  );
}

// The movements held in memory per company after the first read (a real server's warm database).
const caches = new WeakMap<DemoDb, Map<number, Promise<StockRow[]>>>();

function movements(db: DemoDb, companyCode: number): Promise<StockRow[]> {
  let byCompany = caches.get(db);
  if (!byCompany) caches.set(db, (byCompany = new Map()));
  let rows = byCompany.get(companyCode);
  if (!rows) {
    rows = db.getAllFromIndex('records', 'byResource', [STOCK_LEDGER, companyCode]).then((months) => months.flatMap((month) => month.data.rows as StockRow[]));
    byCompany.set(companyCode, rows);
    rows.catch(() => byCompany.delete(companyCode));
  }
  return rows;
}

/** Every stock row of a company: the opening stock, then every movement. Do not mutate. */
export async function stockLedger(companyCode: number): Promise<readonly StockRow[]> {
  const db = await getDemoDb();
  const [opening, moved] = await Promise.all([openingRows(companyCode), movements(db, companyCode)]);
  return opening.concat(moved);
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * Replaces one document's movements (its rows of the given types; none to remove them): a save
 * writes its rows, a modify rewrites them, a cancel removes them. Only the months of the new rows
 * and of `previousDate` (the stored document's date) are read and written; one transaction, the
 * in-memory copy kept in step.
 */
export async function replaceStockRows(companyCode: number, transactionId: string, types: readonly number[], rows: readonly StockRow[], previousDate: string | null): Promise<void> {
  const db = await getDemoDb();
  const drop = (row: StockRow) => row.transactionId === transactionId && types.includes(row.transactionType);
  const months = new Set(rows.map((row) => monthOf(row.dat)));
  if (previousDate) months.add(monthOf(previousDate));
  const tx = db.transaction('records', 'readwrite');
  for (const month of months) {
    const key = recordKey(STOCK_LEDGER, companyCode, month);
    const kept = (((await tx.store.get(key))?.data.rows as StockRow[] | undefined) ?? []).filter((row) => !drop(row));
    await tx.store.put({ resource: STOCK_LEDGER, companyCode, id: month, data: { rows: [...kept, ...rows.filter((row) => monthOf(row.dat) === month)] } }, key);
  }
  await tx.done;
  const cache = caches.get(db);
  const current = await cache?.get(companyCode);
  if (current && cache) cache.set(companyCode, Promise.resolve([...current.filter((row) => !drop(row)), ...rows]));
}
