import type { ClosingStockLine } from '../../../kits/stock/stock-balance';
import { toPaise } from '../../../lib/money/money';
import { fnbClosingStock, serviceIngredients, type FnbChain } from './fnb-stock-rows';
import type { StockNames } from './stock-query';
import { unitRows } from './unit-rows';

const NAMES: StockNames = {
  item: (id) =>
    ({ 'ITM-1': { name: 'Rice', unit: 'KG' }, 'ITM-2': { name: 'Milk', unit: 'LTR' } })[id] ?? { name: id, unit: '' },
  store: (code) => ({ KIT: 'Kitchen store', BAR: 'Bar store' })[code] ?? code,
};

const CHAIN: FnbChain = {
  services: [
    { code: 'DIN', name: 'Main dining', store: 'KIT' },
    { code: 'FAM', name: 'Family hall', store: 'KIT' },
    { code: 'BAR', name: 'Bar', store: 'BAR' },
  ],
  menuItems: new Map([
    ['DIN', ['SI-1', 'SI-2']],
    ['FAM', ['SI-2']],
    ['BAR', ['SI-2']],
  ]),
  ingredients: new Map([
    ['SI-1', ['ITM-1']],
    ['SI-2', ['ITM-2', 'ITM-1']],
  ]),
};

const line = (store: string, itemName: string, qty: number, rupees: number): ClosingStockLine => ({
  store,
  itemName,
  qty,
  value: toPaise(rupees),
});

describe('F&B-wise closing stock', () => {
  it('lists what each service’s recipes use from its kitchen’s store, at value over quantity', () => {
    expect(serviceIngredients(CHAIN, 'DIN')).toEqual(['ITM-1', 'ITM-2']);
    const lines = [line('KIT', 'ITM-1', 12.5, 1000), line('KIT', 'ITM-2', 3, 100), line('DRY', 'ITM-1', 4, 320)];
    const { rows, value } = fnbClosingStock(CHAIN, lines, NAMES);
    expect(rows.map((row) => [row.service, row.itemid, row.qty, row.rat, row.value])).toEqual([
      ['Main dining (DIN)', 'ITM-1', 12.5, 80, 1000],
      ['Main dining (DIN)', 'ITM-2', 3, 33.33, 100],
      ['Family hall (FAM)', 'ITM-1', 12.5, 80, 1000],
      ['Family hall (FAM)', 'ITM-2', 3, 33.33, 100],
    ]);
    expect(rows[0]).toMatchObject({ store: 'Kitchen store', itemname: 'Rice', um: 'KG' });
    // The bar's store holds none of it; the kitchen's stock shared by two services is counted once.
    expect(value).toBe(1100);
  });
});

describe('list of units', () => {
  it('gives each unit its items and one row per conversion the items define from it', () => {
    const units = [
      { code: 'NOS', name: 'Numbers', decimals: 0, active: true },
      { code: 'BOX', name: 'Boxes', decimals: 0, active: true },
      { code: 'TON', name: 'Tonnes', decimals: 3, active: false },
    ];
    const items = [
      { unit: 'NOS', units: [{ unit: 'BOX', factor: 100 }] },
      { unit: 'NOS', units: [{ unit: 'BOX', factor: 100 }] },
      { unit: 'NOS', units: [{ unit: 'BOX', factor: 12 }] },
      { unit: 'BOX', units: [] },
    ];
    expect(unitRows(units, items)).toEqual([
      {
        code: 'BOX',
        name: 'Boxes',
        decimals: 0,
        active: 'Yes',
        stockItems: 1,
        conversion: '1 BOX = 100 NOS',
        items: 2,
      },
      { code: 'BOX', name: 'Boxes', decimals: 0, active: 'Yes', stockItems: 1, conversion: '1 BOX = 12 NOS', items: 1 },
      { code: 'NOS', name: 'Numbers', decimals: 0, active: 'Yes', stockItems: 3, conversion: '', items: 0 },
      { code: 'TON', name: 'Tonnes', decimals: 3, active: 'No', stockItems: 0, conversion: '', items: 0 },
    ]);
  });
});
