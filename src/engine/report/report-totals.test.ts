import { totalReport } from './report-totals';

const columns = [
  { name: 'group', label: 'Group', type: 'text' as const },
  { name: 'amount', label: 'Amount', type: 'money' as const, total: true },
  { name: 'qty', label: 'Quantity', type: 'number' as const, total: true },
];

describe('totalReport', () => {
  it('sums money exactly, per group and in all, keeping the groups in first-seen order', () => {
    const rows = [
      { group: 'B', amount: 0.1, qty: 1 },
      { group: 'A', amount: 0.2, qty: 2 },
      { group: 'B', amount: 0.2, qty: 3 },
      { group: 'A', amount: 1234.56, qty: null },
    ];
    const result = totalReport(columns, rows, 'group');
    expect(result.totals).toEqual({ amount: 1235.06, qty: 6 });
    expect(result.groups).toEqual([
      { key: 'B', label: 'B', count: 2, totals: { amount: 0.3, qty: 4 } },
      { key: 'A', label: 'A', count: 2, totals: { amount: 1234.76, qty: 2 } },
    ]);
    expect(result.rows.map((row) => row.group)).toEqual(['B', 'B', 'A', 'A']);
    expect(result.count).toBe(4);
  });

  it('sums money to the paisa half away from zero and quantities to the thousandth', () => {
    const rows = [
      { group: 'A', amount: 1.005, qty: 0.125 },
      { group: 'A', amount: -0.025, qty: 0.0005 },
    ];
    expect(totalReport(columns, rows).totals).toEqual({ amount: 0.98, qty: 0.126 });
  });

  it('gives zero totals and no groups for no rows', () => {
    expect(totalReport(columns, [], 'group')).toEqual({
      rows: [],
      totals: { amount: 0, qty: 0 },
      count: 0,
      groups: [],
    });
  });
});
