import { validateCountSheet } from '../domain/count-sheet';
import type { MatInfo } from '../stock-transactions/stock-wire';
import { applyImport, buildSheet, countLines, parseCountCsv, problemsByRow } from './count-sheet-rows';

const item = (n: number, stock: number): MatInfo => ({
  itemid: `ITM-${String(n).padStart(4, '0')}`,
  itemname: `Item ${n}`,
  um: 'KG',
  stock: stock ? [{ store: 'WH', qty: stock }] : [],
  lots: [],
});

describe('count sheet rows', () => {
  it('lists every item with its book stock in the store', () => {
    expect(buildSheet([item(1, 12.5), item(2, 0)], 'WH').map((row) => [row.itemId, row.book, row.counted])).toEqual([
      ['ITM-0001', 12.5, ''],
      ['ITM-0002', 0, ''],
    ]);
  });

  it('reads pasted CSV with or without a header line', () => {
    expect(parseCountCsv('itemId,counted\nITM-0001, 4\n\nITM-0002,abc\n')).toEqual([
      { itemName: 'ITM-0001', counted: '4' },
      { itemName: 'ITM-0002', counted: 'abc' },
    ]);
    expect(parseCountCsv('ITM-0001,4')).toEqual([{ itemName: 'ITM-0001', counted: '4' }]);
  });

  it('fills sheet rows from an import, adding unknown items and repeats as rows of their own, and reports every problem by row', () => {
    const rows = applyImport(
      buildSheet([item(1, 5), item(2, 3), item(3, 0)], 'WH'),
      parseCountCsv('ITM-0001,abc\nNOPE,1\nITM-0002,2\nITM-0002,7'),
    );
    expect(rows.map((row) => [row.itemId, row.counted, row.imported])).toEqual([
      ['ITM-0001', 'abc', false],
      ['ITM-0002', '2', false],
      ['ITM-0003', '', false],
      ['NOPE', '1', true],
      ['ITM-0002', '7', true],
    ]);
    const { lines, rowOf } = countLines(rows);
    expect(rowOf).toEqual([0, 1, 3, 4]);
    const items = new Map([1, 2, 3].map((n) => [item(n, 0).itemid, { name: `Item ${n}`, unit: 'KG' }]));
    const { problems } = validateCountSheet(lines, (id) => items.get(id));
    const byRow = problemsByRow(problems, rowOf);
    expect([...byRow.keys()]).toEqual([0, 3, 4]);
    expect(byRow.get(4)).toEqual(['Item 2 (ITM-0002) is counted twice: on lines 2 and 4.']);
  });

  it('checks a 5,000-line sheet imported from a file (the bench times the audit)', () => {
    const matinfo = Array.from({ length: 5000 }, (_, n) => item(n + 1, n % 7));
    const csv = matinfo.map((row, n) => `${row.itemid},${n % 5}`).join('\n');
    const rows = applyImport(buildSheet(matinfo, 'WH'), parseCountCsv(csv));
    const { lines } = countLines(rows);
    const items = new Map(matinfo.map((row) => [row.itemid, { name: row.itemname, unit: row.um }]));
    expect(validateCountSheet(lines, (id) => items.get(id)).problems).toEqual([]);
    expect(lines).toHaveLength(5000);
  });
});
