import { receiptProblems, sharesShown, type ReceiptValues } from './company-receipt-values';

const pending = [
  { billNo: 'FBL26-02/0007', dat: '2026-02-10', pending: 50_000 },
  { billNo: 'FBL26-01/0003', dat: '2026-01-05', pending: 30_000 },
];
const typed = (amount: string, shares: string[] | null = null): ReceiptValues => ({
  company: 'FOC-0001',
  mode: 'CASH',
  amount,
  reference: '',
  remarks: '',
  shares,
});

describe('the company receipt’s shares', () => {
  it('shares the amount oldest first until typed by hand', () => {
    expect(sharesShown(typed('400'), pending)).toEqual(['100.00', '300.00']);
    expect(sharesShown(typed('400', ['400', '']), pending)).toEqual(['400', '']);
    expect(sharesShown(typed('12.345'), pending)).toEqual(['', '']);
  });
  it('marks a share beside its bill, and the amount beside its field', () => {
    expect(receiptProblems(typed('', ['600', 'x']), pending)).toEqual([
      { field: 'amount', message: 'Enter an amount' },
      { field: 'shares.0', message: '600.00 is more than the 500.00 pending on bill FBL26-02/0007' },
      { field: 'shares.1', message: expect.any(String) as unknown },
    ]);
  });
  it('says for the whole form when the shares do not take the amount', () => {
    expect(receiptProblems(typed('400', ['100', '']), pending)).toEqual([
      { field: 'root', message: 'The bills take 100.00; the receipt is 400.00.' },
    ]);
    expect(receiptProblems(typed('900'), pending)).toEqual([
      { field: 'root', message: '900.00 is more than the 800.00 the company has pending.' },
    ]);
    expect(receiptProblems(typed('400'), pending)).toEqual([]);
  });
});
