import type { DayStatus } from '../domain/day-close-types';
import { dayCloseSchema, EMPTY_DAY_CLOSE } from './day-close-values';

const status: DayStatus = {
  dat: '2026-11-27',
  closed: false,
  openTables: 0,
  unsettledBills: 1,
  bills: 3,
  sales: 900,
  modes: [],
  nc: 0,
  voids: 0,
};
const messages = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('dayCloseSchema', () => {
  it('reads the counted cash as rupees, or says why it cannot', () => {
    const schema = dayCloseSchema({ ...status, unsettledBills: 0 }, false, 'table');
    expect(schema.parse({ ...EMPTY_DAY_CLOSE, counted: '1,250.50' })).toEqual({
      counted: 1250.5,
      remarks: '',
      confirmOpen: false,
    });
    expect(messages(schema.safeParse({ ...EMPTY_DAY_CLOSE, counted: '12x' }))).toEqual([
      ['counted', expect.any(String)],
    ]);
  });

  it('holds the close over an unsettled bill until a manager confirms', () => {
    const values = { ...EMPTY_DAY_CLOSE, counted: '100' };
    expect(messages(dayCloseSchema(status, true, 'table').safeParse(values))).toEqual([
      ['confirmOpen', '1 bill is not settled.'],
    ]);
    expect(dayCloseSchema(status, true, 'table').safeParse({ ...values, confirmOpen: true }).success).toBe(true);
    expect(dayCloseSchema(status, false, 'table').safeParse({ ...values, confirmOpen: true }).success).toBe(false);
  });
});
