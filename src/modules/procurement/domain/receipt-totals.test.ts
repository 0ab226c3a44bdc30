import { describe, expect, it } from 'vitest';
import { lineBasePaise, payableAfterAdvances, receiptTotals, returnTotals, taxAmounts } from './receipt-totals';

describe('receipt totals', () => {
  it('bases, taxes on the base, total and payable', () => {
    const totals = receiptTotals({
      lines: [
        { itemGroup: 'RAW', quantity: 10, ratePaise: 10_000 },
        { itemGroup: 'PKG', quantity: 2.5, ratePaise: 4_010 },
        { itemGroup: 'RAW', quantity: 0.333, ratePaise: 300 },
      ],
      taxes: [
        { taxCode: 'CGST', taxPer: 9 },
        { taxCode: 'SGST', taxPer: 9 },
      ],
      discountPaise: 2_525,
      othersPaise: 5_000,
      advancePaise: 20_000,
    });
    expect(totals).toEqual({
      lineBasesPaise: [1_00_000, 10_025, 100],
      groupBases: [
        { itemGroup: 'RAW', basePaise: 1_00_100 },
        { itemGroup: 'PKG', basePaise: 10_025 },
      ],
      basePaise: 1_10_125,
      taxes: [
        { taxCode: 'CGST', taxPer: 9, valuePaise: 9_911 },
        { taxCode: 'SGST', taxPer: 9, valuePaise: 9_911 },
      ],
      taxesPaise: 19_822,
      discountPaise: 2_525,
      othersPaise: 5_000,
      totalPaise: 1_32_422,
      advancePaise: 20_000,
      payablePaise: 1_12_422,
    });
  });

  it('rounds each line once, half away from zero, and each tax on the whole base', () => {
    expect(lineBasePaise(1.005, 100)).toBe(101);
    expect(lineBasePaise(0, 999)).toBe(0);
    expect(taxAmounts(5, [{ taxCode: 'GST', taxPer: 18 }])).toEqual([{ taxCode: 'GST', taxPer: 18, valuePaise: 1 }]);
    expect(taxAmounts(1_000, [{ taxCode: 'CESS', taxPer: 0.125 }])[0]!.valuePaise).toBe(1);
  });

  it('the payable goes negative when the advances exceed the total', () => {
    expect(payableAfterAdvances(10_000, [6_000, 5_000])).toBe(-1_000);
    expect(payableAfterAdvances(10_000, [])).toBe(10_000);
  });

  it('an empty receipt is all zeros', () => {
    const totals = receiptTotals({
      lines: [],
      taxes: [{ taxCode: 'GST', taxPer: 5 }],
      discountPaise: 0,
      othersPaise: 0,
      advancePaise: 0,
    });
    expect([
      totals.basePaise,
      totals.taxesPaise,
      totals.totalPaise,
      totals.payablePaise,
      totals.groupBases.length,
    ]).toEqual([0, 0, 0, 0, 0]);
  });

  it('return totals: base + taxes', () => {
    expect(returnTotals([{ quantity: 3, ratePaise: 3_333 }], [{ taxCode: 'GST', taxPer: 12 }])).toEqual({
      basePaise: 9_999,
      taxes: [{ taxCode: 'GST', taxPer: 12, valuePaise: 1_200 }],
      taxesPaise: 1_200,
      totalPaise: 11_199,
    });
  });
});
