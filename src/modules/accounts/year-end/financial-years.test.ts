import { financialYearsBetween, yearLabel, yearStatuses } from './financial-years';

describe('financial years for the year end', () => {
  it('names a year by its two calendar years', () => {
    expect(yearLabel({ from: '2025-04-01', to: '2026-03-31' })).toBe('2025-26');
    expect(yearLabel({ from: '1999-04-01', to: '2000-03-31' })).toBe('1999-00');
  });

  it('lists April-March years from the first date to the last, both years included', () => {
    expect(financialYearsBetween('2025-04-01', '2026-11-22')).toEqual([
      { from: '2025-04-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2027-03-31' },
    ]);
    expect(financialYearsBetween('2025-03-31', '2025-04-01')).toEqual([
      { from: '2024-04-01', to: '2025-03-31' },
      { from: '2025-04-01', to: '2026-03-31' },
    ]);
    expect(financialYearsBetween('2026-01-10', '2026-02-10')).toEqual([{ from: '2025-04-01', to: '2026-03-31' }]);
    expect(financialYearsBetween('2027-01-01', '2026-01-01')).toEqual([]);
  });

  it('lets only the earliest ended year that is not closed be closed', () => {
    const years = financialYearsBetween('2023-04-01', '2026-11-22');
    const open = yearStatuses(years, [], null, '2026-11-22');
    expect(open.map((year) => [year.status, year.canClose])).toEqual([
      ['open', true],
      ['open', false],
      ['open', false],
      ['current', false],
    ]);
    const oneClosed = yearStatuses(years, ['2023-24'], '2024-03-31', '2026-11-22');
    expect(oneClosed.map((year) => [year.status, year.canClose])).toEqual([
      ['closed', false],
      ['open', true],
      ['open', false],
      ['current', false],
    ]);
    const byLock = yearStatuses(years, [], '2026-03-31', '2026-11-22');
    expect(byLock.map((year) => [year.status, year.canClose])).toEqual([
      ['closed', false],
      ['closed', false],
      ['closed', false],
      ['current', false],
    ]);
  });

  it('closes nothing while the earliest year not closed is still running', () => {
    const rows = yearStatuses(financialYearsBetween('2026-04-01', '2026-11-22'), [], null, '2026-11-22');
    expect(rows).toEqual([{ from: '2026-04-01', to: '2027-03-31', status: 'current', canClose: false }]);
    expect(yearStatuses([{ from: '2025-04-01', to: '2026-03-31' }], [], null, '2026-03-31')[0]!.status).toBe('current');
  });
});
