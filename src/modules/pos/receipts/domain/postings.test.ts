import { commissionVoucherLines, receiptVoucherLines } from './postings';

const accounts = { customer: 'AC900', tds: 'AC710', rebate: 'AC411', others: 'AC412', receiving: 'AC002' };

describe('receipt and commission vouchers', () => {
  it('credits the customer the base and debits what was received, TDS, rebate and others, balanced', () => {
    expect(
      receiptVoucherLines(
        { receiptPaise: 90000, tdsPaise: 2000, rebatePaise: 750, othersPaise: 25, creditPaise: 0 },
        accounts,
      ),
    ).toEqual([
      { code: 'REC_REV', account: 'AC002', debit: 90000, credit: 0 },
      { code: 'REC_TDS', account: 'AC710', debit: 2000, credit: 0 },
      { code: 'REC_REB', account: 'AC411', debit: 750, credit: 0 },
      { code: 'REC_OTH', account: 'AC412', debit: 25, credit: 0 },
      { code: 'SAL_CRP', account: 'AC900', debit: 0, credit: 92775 },
    ]);
  });

  it('leaves out deductions of nothing', () => {
    expect(
      receiptVoucherLines(
        { receiptPaise: 5000, tdsPaise: 0, rebatePaise: 0, othersPaise: 0, creditPaise: 0 },
        accounts,
      ).map((line) => line.code),
    ).toEqual(['REC_REV', 'SAL_CRP']);
  });

  it('credits the customer only what came in: credit on account set off moves nothing in the books (the return already credited them)', () => {
    expect(
      receiptVoucherLines(
        { receiptPaise: 5000, tdsPaise: 0, rebatePaise: 0, othersPaise: 0, creditPaise: 2000 },
        accounts,
      ),
    ).toEqual([
      { code: 'REC_REV', account: 'AC002', debit: 5000, credit: 0 },
      { code: 'SAL_CRP', account: 'AC900', debit: 0, credit: 5000 },
    ]);
    expect(
      receiptVoucherLines(
        { receiptPaise: 0, tdsPaise: 0, rebatePaise: 0, othersPaise: 0, creditPaise: 2000 },
        accounts,
      ),
    ).toEqual([]);
  });

  it('debits commission and credits the paying account', () => {
    expect(commissionVoucherLines(12345, 'AC413', 'AC001')).toEqual([
      { code: 'COM_EXP', account: 'AC413', debit: 12345, credit: 0 },
      { code: 'COM_PAY', account: 'AC001', debit: 0, credit: 12345 },
    ]);
  });
});
