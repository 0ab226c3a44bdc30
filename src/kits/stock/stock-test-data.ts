/**
 * Test data for the stock-ledger rules (used by the *.test.ts files beside it): a few named items,
 * row builders, and a deterministic synthetic ledger of any size.
 */
import { TransactionType, type ItemLookup, type StockItem, type StockRow } from './stock-row';

export const TEST_ITEMS: Readonly<Record<string, StockItem>> = {
  'ITM-0001': { name: 'Onion', unit: 'KG' },
  'ITM-0003': { name: 'Basmati rice', unit: 'KG' },
  'ITM-0005': { name: 'Milk', unit: 'LTR' },
  'ITM-0007': { name: 'Tissue roll', unit: 'PKT' },
};

export const testItems: ItemLookup = (itemName) => TEST_ITEMS[itemName];

type RowFields = Partial<StockRow> & Pick<StockRow, 'itemName' | 'store' | 'gin' | 'dat'>;

/** A ledger row with quiet defaults for what a test does not care about. */
export function stockRow(fields: RowFields): StockRow {
  return {
    transactionId: 'DOC',
    sno: 1,
    batchNo: '',
    manudate: '',
    expdate: '',
    qtyin: 0,
    qtyout: 0,
    stdum: 'KG',
    rat: 0,
    department: '',
    descr: '',
    transactionType: TransactionType.RECEIPT,
    lineId: 1,
    ...fields,
  };
}

/** A purchase receipt (type 1) of `qty` at `rat` rupees a unit. */
export const receipt = (
  itemName: string,
  store: string,
  gin: string,
  dat: string,
  qty: number,
  rat: number,
  extra: Partial<StockRow> = {},
): StockRow =>
  stockRow({ itemName, store, gin, dat, qtyin: qty, rat, transactionType: TransactionType.RECEIPT, ...extra });

/** An issue (type 103) of `qty` from a lot. */
export const issued = (
  itemName: string,
  store: string,
  gin: string,
  dat: string,
  qty: number,
  rat: number,
  extra: Partial<StockRow> = {},
): StockRow =>
  stockRow({ itemName, store, gin, dat, qtyout: qty, rat, transactionType: TransactionType.ISSUE, ...extra });

/** A small deterministic pseudo-random generator (mulberry32), so synthetic ledgers are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

/**
 * `count` ledger rows over a year from 2025-04-01 in date order: receipts, openings and audit gains
 * (new lots with GINs running per day), issues, losses and returns from recent lots (sometimes at an
 * average rate unlike the lot's), and transfers (an out and an in row sharing the GIN).
 */
export function syntheticLedger(count: number, seed = 1, itemCount = 400, storeCount = 6): StockRow[] {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const rows: StockRow[] = [];
  const lots: StockRow[] = [];
  const days = Array.from({ length: 365 }, (_, n) =>
    new Date(Date.UTC(2025, 3, 1) + n * DAY).toISOString().slice(0, 10),
  );
  let day = '';
  let running = 0;
  for (let i = 0; rows.length < count; i++) {
    const dat = days[Math.min(364, Math.floor((i / count) * 365))]!;
    if (dat !== day) [day, running] = [dat, 0];
    const roll = random();
    if (lots.length < 20 || roll < 0.4) {
      const gin = `${dat.slice(2, 4)}${dat.slice(5, 7)}${dat.slice(8, 10)}${String(++running).padStart(5, '0')}`;
      const type =
        roll < 0.02 ? TransactionType.OPENING : roll < 0.03 ? TransactionType.AUDIT_GAIN : TransactionType.RECEIPT;
      const lot = stockRow({
        transactionId: `MIR${i}`,
        itemName: `ITM-${String(1 + pick(itemCount)).padStart(4, '0')}`,
        store: `S${1 + pick(storeCount)}`,
        gin,
        dat,
        batchNo: `B${pick(1000)}`,
        qtyin: (20_000 + pick(80_000)) / 1000,
        rat: (100 + pick(99_900)) / 100,
        transactionType: type,
      });
      rows.push(lot);
      lots.push(lot);
      continue;
    }
    const lot = lots[lots.length - 1 - pick(Math.min(lots.length, 5000))]!;
    const qty = (1 + pick(4000)) / 1000;
    if (roll < 0.45 && rows.length + 2 <= count) {
      const to = `S${1 + pick(storeCount)}`;
      const moved = {
        ...lot,
        transactionId: `TRF${i}`,
        dat,
        qtyin: 0,
        qtyout: qty,
        transactionType: TransactionType.TRANSFER_OUT,
      };
      rows.push(moved, { ...moved, store: to, qtyin: qty, qtyout: 0, transactionType: TransactionType.TRANSFER_IN });
      continue;
    }
    const type =
      roll < 0.5 ? TransactionType.LOSS : roll < 0.52 ? TransactionType.PURCHASE_RETURN : TransactionType.ISSUE;
    const rat = roll > 0.9 ? (100 + pick(99_900)) / 100 : lot.rat; // an AVERAGE-rule issue carries its own rate
    rows.push({
      ...lot,
      transactionId: `ISS${i}`,
      dat,
      qtyin: 0,
      qtyout: qty,
      rat,
      transactionType: type,
      sno: 1 + pick(5),
    });
  }
  return rows;
}

/**
 * A synthetic ledger over `itemCount` items in two stores, with an item lookup and the item ids in order (for audit
 * tests).
 */
export function stockAuditLedger(
  rowCount: number,
  itemCount: number,
): { rows: StockRow[]; items: ItemLookup; itemNames: string[] } {
  const rows = syntheticLedger(rowCount, 5, itemCount, 2);
  const itemNames = Array.from({ length: itemCount }, (_, n) => `ITM-${String(n + 1).padStart(4, '0')}`);
  const known = new Set(itemNames);
  const items: ItemLookup = (itemName) =>
    known.has(itemName) ? { name: `Item ${itemName.slice(4)}`, unit: 'KG' } : undefined;
  return { rows, items, itemNames };
}
