import type { PendingBill } from './customer-bills';
import {
  allocateOldestFirst,
  basePaise,
  collectedPerBill,
  receiptProblems,
  type ReceiptFigures,
} from './receipt-allocation';

const bill = (billId: string, pendingPaise: number, dat = '2026-11-01'): PendingBill => ({
  billId,
  dat,
  billPaise: pendingPaise,
  pendingPaise,
  descriptio: '',
});
const bills = [bill('B1', 10000), bill('B2', 25050, '2026-11-02'), bill('B3', 5000, '2026-11-03')];
const figures = (
  receiptPaise: number,
  tdsPaise = 0,
  rebatePaise = 0,
  othersPaise = 0,
  creditPaise = 0,
): ReceiptFigures => ({ receiptPaise, tdsPaise, rebatePaise, othersPaise, creditPaise });
const shares = (...amounts: number[]) =>
  amounts.map((amountPaise, index) => ({ billId: `B${index + 1}`, amountPaise }));

describe('receipt allocation', () => {
  it('settles received + TDS + rebate + others', () => {
    expect(basePaise(figures(30000, 1000, 500, 50))).toBe(31550);
  });

  it('allocates the base oldest first, the last bill reached partly, the rest nothing', () => {
    expect(allocateOldestFirst(bills, 31550)).toEqual(shares(10000, 21550, 0));
    expect(allocateOldestFirst(bills, 0)).toEqual(shares(0, 0, 0));
    expect(allocateOldestFirst(bills, 99999)).toEqual(shares(10000, 25050, 5000));
  });

  it('accepts allocations that add up to the base, each within its bill', () => {
    expect(receiptProblems(figures(30000, 1000, 500, 50), shares(1500, 25050, 5000), bills, 'Ganesh Kirana')).toEqual(
      [],
    );
  });

  it('refuses an amount received not above zero and deductions below zero, beside each', () => {
    expect(receiptProblems(figures(0, -1), [], bills, 'X')).toEqual([
      { field: 'receiptAmt', message: 'Enter the amount received, above zero' },
      { field: 'tds', message: 'The TDS cannot be below zero' },
    ]);
    expect(receiptProblems(figures(100.5), [], bills, 'X')[0]?.field).toBe('receiptAmt');
  });

  it('refuses a base above what is pending, naming the customer', () => {
    expect(receiptProblems(figures(40000, 51), shares(10000, 25050, 5000), bills, 'Ganesh Kirana')).toEqual([
      { field: 'receiptAmt', message: 'The receipt settles 400.51 but only 400.50 is pending for Ganesh Kirana' },
    ]);
    expect(receiptProblems(figures(100), [], [], 'Ganesh Kirana')[0]?.message).toBe(
      'The receipt settles 1.00 but Ganesh Kirana has no bill pending',
    );
  });

  it('refuses an allocation above a bill’s balance, on a bill not pending, twice or below zero, each naming the bill', () => {
    const problems = receiptProblems(
      figures(30000),
      [
        { billId: 'B1', amountPaise: 10001 },
        { billId: 'B9', amountPaise: 1 },
        { billId: 'B2', amountPaise: -1 },
        { billId: 'B1', amountPaise: 1 },
      ],
      bills,
      'Ganesh Kirana',
    );
    expect(problems).toEqual([
      { field: 'bill', billId: 'B1', message: '100.01 is more than the 100.00 pending on bill B1' },
      { field: 'bill', billId: 'B9', message: 'Nothing is pending on bill B9 of Ganesh Kirana' },
      { field: 'bill', billId: 'B2', message: 'Enter what bill B2 takes, 0 or more with at most two decimals' },
      { field: 'bill', billId: 'B1', message: 'Bill B1 is allocated twice' },
    ]);
  });

  it('refuses allocations that do not add up to the base', () => {
    expect(receiptProblems(figures(30000, 500), shares(10000, 20000), bills, 'X')).toEqual([
      {
        field: 'allocations',
        message: 'The bills take 300.00; the receipt settles 305.00 (received + TDS + rebate + others)',
      },
    ]);
  });

  it('shares the money received and the TDS over the bills in proportion, to the paisa, leaving out rebate and others', () => {
    // 100.01 collected (100 received + 0.01 TDS) of a base of 110.01 settled on three bills.
    const collected = collectedPerBill(figures(10000, 1, 500, 500), shares(3333, 3333, 4335));
    expect(collected).toEqual([3030, 3030, 3941]);
    expect(collected.reduce((a, b) => a + b, 0)).toBe(10001);
    expect(collectedPerBill(figures(100), [])).toEqual([]);
  });

  it('sets the customer’s credit on account against bills: with nothing received, never beyond the credit there is', () => {
    const bills = [{ billId: 'INV-1', dat: '2026-11-01', billPaise: 50000, pendingPaise: 50000, descriptio: '' }];
    const one = (amountPaise: number) => [{ billId: 'INV-1', amountPaise }];
    expect(receiptProblems(figures(0, 0, 0, 0, 12050), one(12050), bills, 'Ganesh Kirana', 12050)).toEqual([]);
    expect(receiptProblems(figures(10000, 0, 0, 0, 2050), one(12050), bills, 'Ganesh Kirana', 12050)).toEqual([]);
    expect(receiptProblems(figures(0, 0, 0, 0, 12051), one(12051), bills, 'Ganesh Kirana', 12050)).toEqual([
      {
        field: 'creditAdjusted',
        message: '120.51 of credit cannot be set off: Ganesh Kirana has only 120.50 of credit on account',
      },
    ]);
    expect(receiptProblems(figures(0, 0, 0, 0, 100), one(100), bills, 'Ganesh Kirana')[0]?.message).toBe(
      '1.00 of credit cannot be set off: Ganesh Kirana has no credit on account',
    );
    expect(receiptProblems(figures(0), [], bills, 'Ganesh Kirana')[0]).toMatchObject({
      field: 'receiptAmt',
      message: 'Enter the amount received, above zero',
    });
  });
});
