import {
  billCapProblem,
  discountPercent,
  groupPercent,
  listDiscount,
  listPrice,
  saleBillFigures,
  saleLineFigures,
  type TaxGroupRow,
} from './sale-pricing';
import { approvalProblem, changeProblem, nextQuotationNumber, quotationBirthPos } from './quotation-rules';

const GST18: TaxGroupRow[] = [
  { recordId: 'IGST18', sno: 1, taxCode: 'CGST9', taxper: 9 },
  { recordId: 'IGST18', sno: 2, taxCode: 'SGST9', taxper: 9 },
];

describe('sale pricing', () => {
  it('takes the rate and tax group from the party price list', () => {
    const rows = [{ recordId: 'DLR', sno: 1, productId: 'ITM-0011', price: 7344, taxId: 'IGST18' }];
    expect(listPrice(rows, 'DLR', 'ITM-0011')).toEqual({ price: 7344, taxId: 'IGST18' });
    expect(listPrice(rows, 'STD', 'ITM-0011')).toBeUndefined();
  });

  it('gives an item exception before its group, and 0 when neither is listed', () => {
    const list = { groups: [{ group: 'ITH', percent: 6 }], items: [{ productId: 'ITM-0008', discount: 10 }] };
    expect(discountPercent(list, { itemId: 'ITM-0008', group: 'ITH' })).toBe(10);
    expect(discountPercent(list, { itemId: 'ITM-0009', group: 'ITH' })).toBe(6);
    expect(discountPercent(list, { itemId: 'ITM-0001', group: 'STN' })).toBe(0);
    expect(listDiscount([{ recordId: 'D', sno: 1, productId: 'X', discount: 2.5 }], 'D', 'X')).toBe(2.5);
    expect(groupPercent(GST18, 'IGST18')).toBe(18);
  });

  it('works a line to the paisa: 3 × 7,344.50 less 7.5 %, then CGST and SGST 9 % on the net', () => {
    // 3 × 7344.50 = 22033.50; 7.5 % = 1652.5125 → 1652.51; net 20380.99; 9 % = 1834.2891 → 1834.29 each.
    const line = saleLineFigures({ qty: 3, rat: 7344.5, discPer: 7.5, taxId: 'IGST18' }, GST18);
    expect(line).toEqual({
      grossPaise: 2203350,
      discountPaise: 165251,
      netPaise: 2038099,
      taxes: [
        { taxCode: 'CGST9', taxPer: 9, valuePaise: 183429 },
        { taxCode: 'SGST9', taxPer: 9, valuePaise: 183429 },
      ],
    });
    const bill = saleBillFigures(
      [
        { qty: 3, rat: 7344.5, discPer: 7.5, taxId: 'IGST18' },
        { qty: 1, rat: 100, discPer: 0, taxId: '' },
      ],
      GST18,
      50000,
    );
    expect(bill).toMatchObject({
      basePaise: 2213350,
      discountPaise: 165251,
      taxesPaise: 366858,
      othersPaise: 50000,
      totalPaise: 2213350 - 165251 + 366858 + 50000,
    });
  });

  it('refuses discounts above the bill cap, not at it', () => {
    expect(billCapProblem({ basePaise: 100000, discountPaise: 12500 }, 12.5)).toBeNull();
    expect(billCapProblem({ basePaise: 100000, discountPaise: 12501 }, 12.5)).toBe(
      "The discounts come to 12.5% of the bill; the party's discount list allows at most 12.5%.",
    );
    expect(billCapProblem({ basePaise: 100000, discountPaise: 20000 }, null)).toBeNull();
  });
});

describe('quotation rules', () => {
  it('numbers by financial year', () => {
    expect(nextQuotationNumber('2026-11-25', ['SQ26-00007', 'SQ25-00040', 'PQ26-00099'])).toBe('SQ26-00008');
    expect(nextQuotationNumber('2027-03-31', [])).toBe('SQ26-00001');
    expect(nextQuotationNumber('2027-04-01', ['SQ26-00008'])).toBe('SQ27-00001');
  });

  it('reads crm_quo, approves only pending ones once, and freezes approved or ordered ones', () => {
    expect(quotationBirthPos('2')).toBe(1);
    expect(quotationBirthPos('1')).toBe(2);
    expect(approvalProblem('SQ26-00001', 1)).toBeNull();
    expect(approvalProblem('SQ26-00001', 3)).toBe('Quotation SQ26-00001 is already approved.');
    expect(changeProblem('SQ26-00001', 1, false, 'modified')).toBeNull();
    expect(changeProblem('SQ26-00001', 2, false, 'deleted')).toBe(
      'Quotation SQ26-00001 is approved; it cannot be deleted.',
    );
    expect(changeProblem('SQ26-00001', 1, true, 'modified')).toBe(
      'Quotation SQ26-00001 has a sale order; it cannot be modified.',
    );
  });
});
