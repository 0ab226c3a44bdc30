// The stock benchmark's data: 5,000 items (2,000 of them stocked in each of 5 stores) and a year of
// movements, 1,000,000 stock rows: per item and store 60 receipts of 10 (a lot each) and 40 issues of 5.
import { TransactionType, type StockRow } from '../src/kits/stock/stock-row';

export const BENCH_ITEMS = 5_000;
export const STOCKED_ITEMS = 2_000;
export const STORES = ['S1', 'S2', 'S3', 'S4', 'S5'];
export const FIRST_DAY = '2025-12-01';
export const LAST_DAY = '2026-11-20';
const RECEIPTS = 60;
const ISSUES = 40;

export const itemId = (n: number) => `BI-${String(n + 1).padStart(4, '0')}`;
const dayOf = (offset: number) => new Date(Date.UTC(2025, 11, 1 + offset)).toISOString().slice(0, 10);

export function benchItems() {
  return Array.from({ length: BENCH_ITEMS }, (_, n) => ({
    itemId: itemId(n),
    name: `Bench item ${n + 1}`,
    group: 'GRC',
    unit: 'NOS',
    standardRate: 10 + (n % 90),
    reorderQty: 0,
    costing: 'FIFO',
    shelfLife: false,
    inventory: true,
    active: true,
    units: [],
    picture: '',
  }));
}

/** The rows, in date order per item and store; every issue draws on a lot received three days before. */
export function benchStockRows(): StockRow[] {
  const rows: StockRow[] = [];
  const perDay = new Map<string, number>();
  const gin = (dat: string) => {
    const next = (perDay.get(dat) ?? 0) + 1;
    perDay.set(dat, next);
    return `${dat.slice(2, 4)}${dat.slice(5, 7)}${dat.slice(8, 10)}${String(next).padStart(5, '0')}`;
  };
  for (let item = 0; item < STOCKED_ITEMS; item++) {
    for (const store of STORES) {
      const lots: string[] = [];
      const rat = 10 + (item % 90) + 0.25;
      for (let k = 0; k < RECEIPTS; k++) {
        const dat = dayOf(k * 6);
        const lot = gin(dat);
        lots.push(lot);
        rows.push({
          transactionId: `MIR-B${k}`,
          sno: 1,
          gin: lot,
          itemName: itemId(item),
          dat,
          batchNo: '',
          manudate: '',
          expdate: '',
          store,
          qtyin: 10,
          qtyout: 0,
          stdum: 'NOS',
          rat,
          department: '',
          descr: '',
          transactionType: TransactionType.RECEIPT,
          lineId: 1,
        });
        if (k < ISSUES)
          rows.push({
            transactionId: `ISS-B${k}`,
            sno: 1,
            gin: lot,
            itemName: itemId(item),
            dat: dayOf(k * 6 + 3),
            batchNo: '',
            manudate: '',
            expdate: '',
            store,
            qtyin: 0,
            qtyout: 5,
            stdum: 'NOS',
            rat,
            department: '',
            descr: '',
            transactionType: TransactionType.ISSUE,
            lineId: 1,
          });
      }
    }
  }
  return rows;
}
