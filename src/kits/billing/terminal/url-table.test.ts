import type { PosOutlet, PosTable } from '../domain/master-types';
import { urlChoice } from './url-table';

const outlet = (code: string, name: string): PosOutlet => ({
  code,
  name,
  outletType: 'DINE',
  autoSettle: false,
  serviceCharge: 0,
  billPrefix: code,
  billingGroup: 'G',
});
const outlets = [outlet('DIN', 'Dining'), outlet('HDL', 'Home delivery')];
const master: PosTable[] = [{ code: 'T4', name: 'Window', outlet: 'DIN', seats: 4, waiter: '' }];

describe('the terminal address', () => {
  it('opens one of the user outlets and its master table, or a delivery pseudo table', () => {
    expect(urlChoice('DIN', 'T4', outlets, master, 'HDL')).toEqual({ outlet: 'DIN', table: 'T4', problem: null });
    expect(urlChoice('HDL', 'D12', outlets, master, 'DIN')).toEqual({ outlet: 'HDL', table: 'D12', problem: null });
    expect(urlChoice(null, 'T4', outlets, master, 'DIN')).toEqual({ outlet: null, table: 'T4', problem: null });
    expect(urlChoice('HDL', null, outlets, master, 'DIN')).toEqual({ outlet: 'HDL', table: null, problem: null });
  });
  it('refuses an outlet that is not the user and a table that is not the outlet', () => {
    expect(urlChoice('XYZ', 'T4', outlets, master, 'DIN')).toEqual({
      outlet: null,
      table: null,
      problem: 'Outlet XYZ is not one of your outlets.',
    });
    expect(urlChoice('HDL', 'T4', outlets, master, 'DIN')).toEqual({
      outlet: 'HDL',
      table: null,
      problem: 'Table T4 is not a table of Home delivery.',
    });
  });
});
