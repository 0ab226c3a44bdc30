import { parseBankStatement, readBankAmount, readBankDate } from './bank-statement-csv';

const hdfcLike = [
  'HDFC BANK Ltd. Statement of account',
  'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
  '********,********,********,********,********,********,********',
  '01/04/26,NEFT CR-ACME LTD,N0912345,01/04/26,,"1,25,000.00","2,25,000.00"',
  '03/04/26,CHQ PAID-004512-KAVERI,0000000004512,03/04/26,"12,500.50",,"2,12,499.50"',
  '31/02/26,BAD DATE,,31/02/26,100.00,,"2,12,399.50"',
  '05/04/26,ATM WDL,,05/04/26,abc,,"2,12,399.50"',
  '',
].join('\n');

const singleAmount = [
  'Txn Date,Description,Ref No,Amount',
  '2026-04-01,UPI/ACME/Payment,UPI123,1500.00',
  '2026-04-02,Bank charges,,-118.00',
  '02-04-2026,Cheque deposit,004600,"2,000.00 Cr"',
  '03/04/2026,Cash withdrawal,,500 Dr',
  '04/04/2026,Nothing,,0',
].join('\n');

describe('parseBankStatement', () => {
  it('reads an HDFC-like export with Withdrawal Amt. / Deposit Amt. and dd/MM/yy dates', () => {
    const { lines, problems } = parseBankStatement(hdfcLike);
    expect(lines).toEqual([
      {
        row: 4,
        date: '2026-04-01',
        description: 'NEFT CR-ACME LTD',
        reference: 'N0912345',
        withdrawal: 0,
        deposit: 12_500_000,
      },
      {
        row: 5,
        date: '2026-04-03',
        description: 'CHQ PAID-004512-KAVERI',
        reference: '0000000004512',
        withdrawal: 1_250_050,
        deposit: 0,
      },
    ]);
    expect(problems).toEqual([
      "Row 6: the date '31/02/26' is not a date.",
      "Row 7: the amount 'abc' is not an amount.",
    ]);
  });

  it('reads a single Amount column: negative or Dr is a withdrawal', () => {
    const { lines, problems } = parseBankStatement(singleAmount);
    expect(
      lines.map(({ row, date, reference, withdrawal, deposit }) => [row, date, reference, withdrawal, deposit]),
    ).toEqual([
      [2, '2026-04-01', 'UPI123', 0, 150_000],
      [3, '2026-04-02', '', 11_800, 0],
      [4, '2026-04-02', '004600', 0, 200_000],
      [5, '2026-04-03', '', 50_000, 0],
    ]);
    expect(problems).toEqual(['Row 6: there is no withdrawal or deposit amount.']);
  });

  it('reads a Dr/Cr indicator column beside the amount', () => {
    const { lines } = parseBankStatement(
      'Transaction Date,Particulars,Amount (INR),Dr/Cr\n10/04/2026,Rent,"25,000.00",DR\n11/04/2026,Refund,300,CR',
    );
    expect(lines.map((line) => [line.withdrawal, line.deposit])).toEqual([
      [2_500_000, 0],
      [0, 30_000],
    ]);
  });

  it('reports missing columns once, with no lines', () => {
    const { lines, problems } = parseBankStatement('Narration,Balance\nSalary,"1,000.00"\n');
    expect(lines).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/no header row/);
  });

  it('reads dates and amounts exactly', () => {
    expect(readBankDate('29/02/24')).toBe('2024-02-29');
    expect(readBankDate('29/02/2025')).toBeUndefined();
    expect(readBankDate('2026-13-01')).toBeUndefined();
    expect(readBankDate('7-4-2026')).toBe('2026-04-07');
    expect(readBankAmount('1,23,456.78')).toBe(12_345_678);
    expect(readBankAmount('0.1')).toBe(10);
    expect(readBankAmount('99.99 Dr')).toBe(-9_999);
    expect(readBankAmount('')).toBe(0);
    expect(readBankAmount('1.234')).toBeUndefined();
  });
});
