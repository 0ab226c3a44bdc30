import type { ReportColumn } from '../../../engine/report/report';
import { outletGroupedReport, outletRows } from './outlet-groups';

const COLUMNS: readonly ReportColumn[] = [
  { name: 'mode', label: 'Mode', type: 'text' },
  { name: 'outlet', label: 'Outlet', type: 'text' },
  { name: 'amount', label: 'Amount', type: 'money', total: true },
];
const DIN = { code: 'DIN', name: 'Main dining hall' };
const FAM = { code: 'FAM', name: 'AC family hall' };
const ROOF = { code: 'ROOF', name: 'Rooftop grill' };

describe('a report of every outlet', () => {
  it('puts each outlet’s rows under its own group with its subtotal, then the grand total to the paisa', () => {
    const result = outletGroupedReport(COLUMNS, [
      {
        outlet: FAM,
        rows: [
          { mode: 'Cash', amount: 0.1 },
          { mode: 'UPI', amount: 0.2 },
        ],
      },
      { outlet: DIN, rows: [{ mode: 'Cash', amount: 662 }] },
    ]);
    expect(result.groupBy).toBe('outlet');
    expect(result.groups).toEqual([
      { key: 'FAM', label: 'AC family hall', count: 2, totals: { amount: 0.3 } },
      { key: 'DIN', label: 'Main dining hall', count: 1, totals: { amount: 662 } },
    ]);
    expect(result.rows.map((row) => [row.outlet, row.mode])).toEqual([
      ['AC family hall', 'Cash'],
      ['AC family hall', 'UPI'],
      ['Main dining hall', 'Cash'],
    ]);
    expect(result).toMatchObject({ count: 3, totals: { amount: 662.3 } });
  });

  it('leaves out the outlets with nothing to report', () => {
    const result = outletGroupedReport(COLUMNS, [
      { outlet: ROOF, rows: [] },
      { outlet: DIN, rows: [{ mode: 'Card', amount: 5 }] },
    ]);
    expect(result.groups!.map((group) => group.key)).toEqual(['DIN']);
    expect(outletGroupedReport(COLUMNS, [{ outlet: ROOF, rows: [] }])).toEqual({
      rows: [],
      totals: { amount: 0 },
      count: 0,
      groups: [],
      groupBy: 'outlet',
    });
  });

  it('names each row by its outlet, rows that add up several items included', () => {
    expect(outletRows([{ outlet: FAM, rows: [{ mode: 'Cash', amount: 1 }] }])).toEqual([
      { mode: 'Cash', outlet: 'AC family hall', amount: 1 },
    ]);
  });
});
