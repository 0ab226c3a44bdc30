import type { PosTable } from '../domain/master-types';
import { isDeliveryTable, tableTitle, terminalTables } from './pseudo-tables';

const table = (code: string, outlet: string): PosTable => ({
  code,
  name: `${code} window`,
  outlet,
  seats: 4,
  waiter: 'W1',
});
const master = [table('T1', 'DIN'), table('T2', 'DIN'), table('T9', 'BAR')];
const codes = (rows: { code: string }[]) => rows.map((row) => row.code);

describe('the terminal tables', () => {
  it('lists the outlet master tables, then running, waiting and opened tables outside the master, once each, in number order', () => {
    const rows = terminalTables({
      master,
      outlet: 'DIN',
      running: ['T1', 'D12', 'D3'],
      waiting: ['D12', 'D40'],
      opened: 'D7',
      customers: new Map(),
    });
    expect(codes(rows)).toEqual(['T1', 'T2', 'D3', 'D7', 'D12', 'D40']);
    expect(rows.map((row) => row.pseudo)).toEqual([false, false, true, true, true, true]);
    expect(
      codes(terminalTables({ master, outlet: 'BAR', running: [], waiting: [], opened: null, customers: new Map() })),
    ).toEqual(['T9']);
  });
  it('names a delivery pseudo table by its customer when known', () => {
    const [known, unknown] = terminalTables({
      master,
      outlet: 'HDL',
      running: ['D12'],
      waiting: [],
      opened: 'D13',
      customers: new Map([['D12', 'Asha Rao']]),
    });
    expect(tableTitle(known!)).toBe('Delivery D12 — Asha Rao');
    expect(tableTitle(unknown!)).toBe('Delivery D13');
    expect(tableTitle({ ...master[0]!, pseudo: false })).toBe('Table T1');
  });
  it('knows a delivery pseudo table by its code', () => {
    expect(isDeliveryTable('D12')).toBe(true);
    expect(isDeliveryTable('D')).toBe(false);
    expect(isDeliveryTable('T12')).toBe(false);
    expect(isDeliveryTable('D12A')).toBe(false);
  });
});
