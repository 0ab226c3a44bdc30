import { nextYearNumber, yearNumberHead } from './year-series';

describe('nextYearNumber', () => {
  it('starts each calendar year at 00001', () => {
    expect(nextYearNumber('REC', '2026-01-01', [])).toBe('REC2026-00001');
    expect(nextYearNumber('REC', '2027-01-01', ['REC2026-00041'])).toBe('REC2027-00001');
  });

  it('takes the highest counter of the year plus one, never filling a gap', () => {
    expect(nextYearNumber('REC', '2026-06-30', ['REC2026-00003', 'REC2026-00001', 'REC2026-00007'])).toBe(
      'REC2026-00008',
    );
  });

  it('ignores other years, other prefixes and counters that are not all digits', () => {
    const existing = [
      'REC2025-00090',
      'ENQ2026-00050',
      'RECX2026-00070',
      'REC2026-0004A',
      'REC2026-',
      ' REC2026-00002 ',
      'REC-20260101-E001-1',
    ];
    expect(nextYearNumber('REC', '2026-12-31', existing)).toBe('REC2026-00003');
  });

  it('keeps growing past the width, and takes another width when asked', () => {
    expect(nextYearNumber('REC', '2026-03-01', ['REC2026-99999'])).toBe('REC2026-100000');
    expect(nextYearNumber('REC', '2026-03-01', ['REC2026-100000'])).toBe('REC2026-100001');
    expect(nextYearNumber('LIS', '2026-03-01', ['LIS2026-012'], 3)).toBe('LIS2026-013');
  });

  it('reads the series from any iterable, once', () => {
    function* numbers() {
      yield 'PEN2026-00011';
      yield 'PEN2026-00012';
    }
    expect(nextYearNumber('PEN', '2026-04-01', numbers())).toBe('PEN2026-00013');
    expect(nextYearNumber('PEN', '2026-04-01', new Set(['PEN2026-00004']))).toBe('PEN2026-00005');
  });

  it('throws on a prefix or a date the caller should never pass', () => {
    expect(() => nextYearNumber('rec', '2026-01-01', [])).toThrow(RangeError);
    expect(() => nextYearNumber('REC', '01-Jan-2026', [])).toThrow(RangeError);
    expect(() => yearNumberHead('REC', '2026-13-01')).toThrow(RangeError);
    expect(yearNumberHead('JRN', '2026-02-28')).toBe('JRN2026-');
  });
});
