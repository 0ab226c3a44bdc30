import { describe, expect, it } from 'vitest';
import { nextFoNumber } from './fo-numbers';

describe('nextFoNumber', () => {
  it('starts each series at 0001 in the month of the date, in the <PREFIX><yy>-<MM>/<4 digits> form', () => {
    expect(nextFoNumber('stay', '2026-11-24', [])).toBe('CHK26-11/0001');
    expect(nextFoNumber('finalBill', '2027-01-03', [])).toBe('FBL27-01/0001');
  });

  it('follows the highest number of that series and month, whatever the order, ignoring other months and series', () => {
    const used = [
      'CHK26-11/0009',
      'CHK26-11/0010',
      'CHK26-11/0002',
      'CHK26-10/0500',
      'FAR26-11/0099',
      'CHK26-11/draft',
    ];
    expect(nextFoNumber('stay', '2026-11-24', used)).toBe('CHK26-11/0011');
    expect(nextFoNumber('stay', '2026-12-01', used)).toBe('CHK26-12/0001');
  });

  it('goes past 9999 rather than wrapping', () => {
    expect(nextFoNumber('advance', '2026-11-24', ['FAR26-11/9999'])).toBe('FAR26-11/10000');
  });
});
