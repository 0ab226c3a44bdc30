import { addDays, isDay, yearsBetween } from './recruit-dates';
import { nextDocumentNumber, nextEmployeeNumber, nextRecordId } from './recruit-numbers';

describe('recruitment numbers and days', () => {
  it('numbers documents per series and year, max + 1', () => {
    expect(nextDocumentNumber('INT', '2026-03-05', ['INT2026-00003', 'INT2025-00009', 'RES2026-00020'])).toBe(
      'INT2026-00004',
    );
    expect(nextDocumentNumber('RES', '2027-01-01', ['RES2026-00020'])).toBe('RES2027-00001');
    expect(nextRecordId([3, 9, 4])).toBe(10);
    expect(nextRecordId([])).toBe(1);
  });
  it('gives the employee number after the highest, same prefix and width', () => {
    expect(nextEmployeeNumber(['EMP-0009', 'EMP-0041', 'EMP-0002'])).toBe('EMP-0042');
    expect(nextEmployeeNumber(['EMP-0999'])).toBe('EMP-1000');
    expect(nextEmployeeNumber(['MANAGER', ''])).toBe('EMP-0001');
  });
  it('reads days and ages', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    // Born 10 Mar 2008: 17 on 9 Mar 2026, 18 on 10 Mar 2026.
    expect(yearsBetween('2008-03-10', '2026-03-09')).toBe(17);
    expect(yearsBetween('2008-03-10', '2026-03-10')).toBe(18);
  });
});
