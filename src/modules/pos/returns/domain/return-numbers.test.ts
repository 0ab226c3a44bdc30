import { nextReturnNumber } from './return-numbers';

describe('nextReturnNumber', () => {
  it('starts each month at 0001 and follows the highest of the month', () => {
    expect(nextReturnNumber('saleReturn', '2026-11-24', [])).toBe('SRT26-11/0001');
    expect(nextReturnNumber('saleReturn', '2026-11-24', ['SRT26-11/0007', 'SRT26-11/0002', 'SRT26-10/0099'])).toBe(
      'SRT26-11/0008',
    );
    expect(nextReturnNumber('saleReturn', '2026-12-01', ['SRT26-11/0007'])).toBe('SRT26-12/0001');
  });

  it('keeps the series apart, ignores malformed numbers and grows past 9999', () => {
    expect(nextReturnNumber('debitNote', '2026-11-24', ['SRT26-11/0004', 'SDN26-11/0002', 'SDN26-11/00X'])).toBe(
      'SDN26-11/0003',
    );
    expect(nextReturnNumber('debitNote', '2026-11-24', ['SDN26-11/9999'])).toBe('SDN26-11/10000');
  });
});
