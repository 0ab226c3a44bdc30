import { depreciationSchedule, financialYearOf } from './depreciation';

// Bought 15 Oct 2023: held 169 days of the 366-day year 2023-24 (it has 29 February 2024).
describe('depreciationSchedule', () => {
  it('straight line: (cost - salvage) x rate, the first year pro rata by days', () => {
    const rows = depreciationSchedule(
      { cost: 10_000_000, purchaseDate: '2023-10-15', method: 'SLM', ratePercent: 15, salvage: 1_000_000 },
      '2026-03-31',
    );
    // 9,000,000 x 15% = 1,350,000 a year; first year 1,350,000 x 169 / 366 = 623,360.66
    expect(rows).toEqual([
      {
        year: '2023-24',
        from: '2023-10-15',
        to: '2024-03-31',
        opening: 10_000_000,
        depreciation: 623_361,
        closing: 9_376_639,
      },
      {
        year: '2024-25',
        from: '2024-04-01',
        to: '2025-03-31',
        opening: 9_376_639,
        depreciation: 1_350_000,
        closing: 8_026_639,
      },
      {
        year: '2025-26',
        from: '2025-04-01',
        to: '2026-03-31',
        opening: 8_026_639,
        depreciation: 1_350_000,
        closing: 6_676_639,
      },
    ]);
  });

  it('written-down value: the opening value x rate, halves rounded away from zero', () => {
    const rows = depreciationSchedule(
      { cost: 10_000_000, purchaseDate: '2023-10-15', method: 'WDV', ratePercent: 15 },
      '2026-03-31',
    );
    // 1,500,000 x 169 / 366 = 692,622.95; 9,307,377 x 15% = 1,396,106.55; 7,911,270 x 15% = 1,186,690.50
    expect(rows.map((row) => [row.year, row.opening, row.depreciation, row.closing])).toEqual([
      ['2023-24', 10_000_000, 692_623, 9_307_377],
      ['2024-25', 9_307_377, 1_396_107, 7_911_270],
      ['2025-26', 7_911_270, 1_186_691, 6_724_579],
    ]);
  });

  it('stops at salvage, the last year taking only what is left', () => {
    const rows = depreciationSchedule(
      { cost: 10_000_000, purchaseDate: '2024-04-01', method: 'SLM', ratePercent: 40, salvage: 1_000_000 },
      '2030-03-31',
    );
    expect(rows.map((row) => [row.year, row.depreciation, row.closing])).toEqual([
      ['2024-25', 3_600_000, 6_400_000],
      ['2025-26', 3_600_000, 2_800_000],
      ['2026-27', 1_800_000, 1_000_000],
    ]);
  });

  it('a purchase in January to March belongs to the year that began the April before', () => {
    expect(financialYearOf('2026-03-31')).toBe(2025);
    expect(financialYearOf('2026-04-01')).toBe(2026);
    const rows = depreciationSchedule(
      { cost: 3_650_000, purchaseDate: '2026-03-02', method: 'SLM', ratePercent: 10 },
      '2026-03-31',
    );
    // 365,000 x 30 / 365 = 30,000
    expect(rows).toEqual([
      {
        year: '2025-26',
        from: '2026-03-02',
        to: '2026-03-31',
        opening: 3_650_000,
        depreciation: 30_000,
        closing: 3_620_000,
      },
    ]);
  });

  it('gives nothing before the first year ends', () => {
    expect(
      depreciationSchedule({ cost: 100, purchaseDate: '2026-04-01', method: 'WDV', ratePercent: 10 }, '2026-03-31'),
    ).toEqual([]);
  });
});
