import { comparisonRows } from './comparison-rows';
import { quotationTotals } from './quotation-totals';
import type { QuotationAnswer } from './quotation-types';

const answer = (recordId: number, pos: number, rat: number, taxPer: number[]): QuotationAnswer =>
  ({
    header: { recordId, seq: `PQ26-0000${recordId}`, vendorname: `Supplier ${recordId}`, pos, totalAmt: rat * 2 },
    lines: [
      {
        recordId,
        sno: 1,
        itemId: 'ITM-1',
        itemName: 'Sugar',
        itemDescription: '',
        qty: 2,
        leadDays: recordId,
        um: '',
        rat,
      },
    ],
    taxes: taxPer.map((per, index) => ({ sno: index + 1, taxCode: `T${index}`, taxPer: per, taxValue: 0 })),
    terms: [],
    result: 'OK',
  }) as unknown as QuotationAnswer;

describe('quotation totals', () => {
  it('is base + taxes (each rounded to the paisa) − discount + others', () => {
    const totals = quotationTotals({
      lines: [{ qty: 3, ratePaise: 1235 }],
      taxes: [
        { taxCode: 'C', taxPer: 2.5 },
        { taxCode: 'S', taxPer: 2.5 },
      ],
      discountPaise: 1050,
      othersPaise: 2500,
    });
    expect(totals).toMatchObject({ basePaise: 3705, taxesPaise: 186, totalPaise: 5341 });
  });
});

describe('comparison rows', () => {
  it('marks the lowest rate with taxes, ties included, among approved quotations only', () => {
    const rows = comparisonRows(
      [answer(1, 2, 100, [18]), answer(2, 3, 105, [5]), answer(3, 1, 50, []), answer(4, 2, 110.25, [])],
      'ITM-1',
    );
    expect(rows.map((row) => [row.seq, row.rateWithTaxesPaise, row.cheapest])).toEqual([
      ['PQ26-00002', 11025, true],
      ['PQ26-00004', 11025, true],
      ['PQ26-00001', 11800, false],
    ]);
  });
});
