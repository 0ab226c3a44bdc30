import { isIsoDate } from './iso-date';

describe('isIsoDate', () => {
  it('takes a real calendar day written yyyy-MM-dd', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });

  it('refuses days that do not exist, other layouts and padding', () => {
    for (const text of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '26-11-2026',
      ' 2026-11-26',
      '',
    ])
      expect(isIsoDate(text), text).toBe(false);
  });
});
