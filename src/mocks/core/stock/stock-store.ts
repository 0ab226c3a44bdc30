import { stockIndex, type StockIndex } from '../../../kits/stock/stock-balance';
import { TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import { getDemoDb, recordKey, type DemoDb } from '../db/demo-db';
import { ensureSeeded } from '../seeds/ensure-seeded';

/** The records-store name of the stock ledger's movements: one record per document (and kind of rows), `{ rows }`. */
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

// The movements held in memory per company after the first read (a real server's warm database), and
// the whole ledger (opening + movements) kept as one array while neither changes, with its stock index.
const caches = new WeakMap<DemoDb, Map<number, Promise<StockRow[]>>>();
interface Ledger {
  opening: StockRow[];
  moved: StockRow[];
  all: StockRow[];
  openingText: string;
  lastDate: string;
  index?: StockIndex;
}
const ledgers = new WeakMap<DemoDb, Map<number, Ledger>>();

function movements(db: DemoDb, companyCode: number): Promise<StockRow[]> {
  let byCompany = caches.get(db);
  if (!byCompany) caches.set(db, (byCompany = new Map()));
  let rows = byCompany.get(companyCode);
  if (!rows) {
    rows = db
      .getAllFromIndex('records', 'byResource', [STOCK_LEDGER, companyCode])
      .then((records) => records.flatMap((record) => record.data.rows as StockRow[]));
    byCompany.set(companyCode, rows);
    rows.catch(() => byCompany.delete(companyCode));
  }
  return rows;
}

async function ledgerOf(companyCode: number): Promise<Ledger> {
  const db = await getDemoDb();
  const [opening, moved] = await Promise.all([openingRows(companyCode), movements(db, companyCode)]);
  let byCompany = ledgers.get(db);
  if (!byCompany) ledgers.set(db, (byCompany = new Map()));
  const openingText = JSON.stringify(opening);
  const known = byCompany.get(companyCode);
  if (known && known.moved === moved && known.openingText === openingText) return known;
  const all = opening.concat(moved);
  let lastDate = '';
  for (const row of all) if (row.dat > lastDate) lastDate = row.dat;
  const ledger: Ledger = { opening, moved, all, openingText, lastDate };
  byCompany.set(companyCode, ledger);
  return ledger;
}

/**
 * Every stock row of a company: the opening stock, then every movement; the same array while nothing changes. Do not
 * mutate.
 */
export async function stockLedger(companyCode: number): Promise<readonly StockRow[]> {
  return (await ledgerOf(companyCode)).all;
}

/**
 * The stock index of the whole ledger as it stands (every row counted), built once per change: what a
 * server's stock balance table is. `lastDate`: the latest movement's date; an as-on date on or after it
 * sees exactly this index.
 */
export async function currentStock(companyCode: number): Promise<{ index: StockIndex; lastDate: string }> {
  const ledger = await ledgerOf(companyCode);
  ledger.index ??= stockIndex(ledger.all);
  return { index: ledger.index, lastDate: ledger.lastDate };
}

/**
 * Replaces one document's movements (its rows of the given types; none to remove them): a save
 * writes its rows, a modify rewrites them, a cancel removes them. Each document's rows are a record
 * of their own, so a save writes only what it changes; the in-memory copy is kept in step.
 * `previousDate` is no longer needed (rows are not kept by month) and is ignored.
 */
export async function replaceStockRows(
  companyCode: number,
  transactionId: string,
  types: readonly number[],
  rows: readonly StockRow[],
  previousDate: string | null,
): Promise<void> {
  void previousDate;
  const db = await getDemoDb();
  const id = `doc:${transactionId}:${types.join('.')}`;
  const key = recordKey(STOCK_LEDGER, companyCode, id);
  if (rows.length === 0) await db.delete('records', key);
  else await db.put('records', { resource: STOCK_LEDGER, companyCode, id, data: { rows: [...rows] } }, key);
  const drop = (row: StockRow) => row.transactionId === transactionId && types.includes(row.transactionType);
  const cache = caches.get(db);
  const current = await cache?.get(companyCode);
  if (current && cache) cache.set(companyCode, Promise.resolve([...current.filter((row) => !drop(row)), ...rows]));
}
