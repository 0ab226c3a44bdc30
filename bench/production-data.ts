// The production benchmark's data: 5,000 stock items of a works, 200 products each made through three
// levels of set-ups (product → 2-4 sub-assemblies → 3-6 parts → 1-3 raw materials), sub-assemblies and parts shared
// between products so that netting matters, and stock of every item (one opening lot each, some at zero).
import type { StockRow } from '../src/kits/stock/stock-row';
import type { ProductSetup } from '../src/mocks/core/production/production-masters';

export const PRODUCTS = 200;
const SUBS = 300;
const PARTS = 1_000;
const RAWS = 3_500;

/** A fixed pseudo-random sequence (the same data every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const id = (prefix: string, n: number) => `${prefix}-${String(n + 1).padStart(5, '0')}`;
const kinds = [
  { prefix: 'BFG', count: PRODUCTS, group: 'BFG', unit: 'NOS' },
  { prefix: 'BSA', count: SUBS, group: 'BSA', unit: 'NOS' },
  { prefix: 'BPT', count: PARTS, group: 'BPT', unit: 'NOS' },
  { prefix: 'BRM', count: RAWS, group: 'BRM', unit: 'KG' },
] as const;

export const benchGroups = () => [
  { code: 'BFG', name: 'Bench products', mainGroup: 'Finished goods', kind: 'FIN', active: true },
  { code: 'BSA', name: 'Bench sub-assemblies', mainGroup: 'Work in progress', kind: 'RAW', active: true },
  { code: 'BPT', name: 'Bench parts', mainGroup: 'Work in progress', kind: 'RAW', active: true },
  { code: 'BRM', name: 'Bench raw materials', mainGroup: 'Raw materials', kind: 'RAW', active: true },
];

export const benchItems = () =>
  kinds.flatMap((kind) =>
    Array.from({ length: kind.count }, (_, n) => ({
      itemId: id(kind.prefix, n),
      name: `${kind.group} item ${n + 1}`,
      group: kind.group,
      unit: kind.unit,
      standardRate: 100,
      reorderQty: 10,
      costing: 'AVG',
      shelfLife: false,
      inventory: true,
      active: true,
      units: [],
      picture: '',
    })),
  );

/** The set-ups of the products, sub-assemblies and parts, quantities with up to three decimals. */
export function benchSetups(): ProductSetup[] {
  const next = random(21);
  const pick = (prefix: string, count: number) => id(prefix, Math.floor(next() * count));
  const setup = (productId: string, lines: number, prefix: string, count: number, unit: string): ProductSetup => {
    const ingredients = new Map<string, number>();
    while (ingredients.size < lines) ingredients.set(pick(prefix, count), Math.round((0.5 + next() * 4) * 1000) / 1000);
    return {
      productId,
      productName: productId,
      um: 'NOS',
      attachment: '',
      ingredients: [...ingredients].map(([itemId, qty], index) => ({
        sno: index + 1,
        itemId,
        itemName: itemId,
        qty,
        um: unit,
      })),
      equipment: [],
      designations: [],
      processes: [],
    };
  };
  return [
    ...Array.from({ length: PRODUCTS }, (_, n) => setup(id('BFG', n), 2 + Math.floor(next() * 3), 'BSA', SUBS, 'NOS')),
    ...Array.from({ length: SUBS }, (_, n) => setup(id('BSA', n), 3 + Math.floor(next() * 4), 'BPT', PARTS, 'NOS')),
    ...Array.from({ length: PARTS }, (_, n) => setup(id('BPT', n), 1 + Math.floor(next() * 3), 'BRM', RAWS, 'KG')),
  ];
}

/** One opening lot of every item (a fifth at zero), dated `dat`. */
export function benchStock(dat: string): StockRow[] {
  const next = random(7);
  return benchItems().map((item, n) => ({
    transactionId: 'BENCH-OPEN',
    sno: n + 1,
    gin: `BENCH/${n + 1}`,
    itemName: item.itemId,
    dat,
    batchNo: '',
    manudate: '',
    expdate: '',
    store: 'RM',
    qtyin: next() < 0.2 ? 0 : Math.round(next() * 2_000_000) / 1000,
    qtyout: 0,
    stdum: item.unit,
    rat: 100,
    department: '',
    descr: 'Bench opening',
    transactionType: 1,
    lineId: 1,
  }));
}

/** The demand: every product, 10 to 500 of each. */
export function benchDemand(): Array<{ itemId: string; qty: number }> {
  const next = random(3);
  return Array.from({ length: PRODUCTS }, (_, n) => ({ itemId: id('BFG', n), qty: 10 + Math.floor(next() * 490) }));
}
