import { toPaise } from '../../../lib/money/money';
import { allocateOldestFirst, receiptRefusal } from './receipt-allocation';

const BILLS = [
  { billNo: 'HBL26-11/0003', month: '2026-11', date: '2026-11-24', duePaise: toPaise(9000) },
  { billNo: 'HBL26-11/0001', month: '2026-10', date: '2026-11-02', duePaise: toPaise(4500.5) },
  { billNo: 'HBL26-10/0007', month: '2026-09', date: '2026-10-01', duePaise: 0 },
];

describe('hostel receipts', () => {
  it('settles the oldest bill first, then the next', () => {
    expect(allocateOldestFirst(toPaise(6000), BILLS)).toEqual([
      { billNo: 'HBL26-11/0001', month: '2026-10', paise: toPaise(4500.5) },
      { billNo: 'HBL26-11/0003', month: '2026-11', paise: toPaise(1499.5) },
    ]);
    expect(allocateOldestFirst(toPaise(100), BILLS)).toEqual([
      { billNo: 'HBL26-11/0001', month: '2026-10', paise: toPaise(100) },
    ]);
  });

  it('refuses nothing, too much, or a payment from one who owes nothing', () => {
    expect(receiptRefusal(0, BILLS, 'Aarav Deshmukh')).toBe('Enter the amount received, above zero.');
    expect(receiptRefusal(toPaise(13500.51), BILLS, 'Aarav Deshmukh')).toBe(
      '13,500.51 is more than the 13,500.50 Aarav Deshmukh owes.',
    );
    expect(receiptRefusal(toPaise(13500.5), BILLS, 'Aarav Deshmukh')).toBeNull();
    expect(receiptRefusal(toPaise(1), [], 'Aarav Deshmukh')).toBe('Aarav Deshmukh owes nothing.');
  });
});
