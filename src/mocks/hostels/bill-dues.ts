import { fromPaise, toPaise, type Paise } from '../../lib/money/money';
import type { HostelReceipt } from '../../modules/hostels/domain/hostel-receipt-types';
import type { HostelBill } from '../../modules/hostels/domain/hostel-bill-types';
import { billsOf, receiptsOf } from './hostel-store';

/** What the live receipts have settled on each bill, in paise. */
export function receivedByBill(receipts: readonly HostelReceipt[]): Map<string, Paise> {
  const received = new Map<string, Paise>();
  for (const receipt of receipts) {
    if (receipt.status !== 'OPEN') continue;
    for (const line of receipt.lines)
      received.set(line.billNo, (received.get(line.billNo) ?? 0) + toPaise(line.amount));
  }
  return received;
}

/** The bills with what has been received on them and what is still due (a cancelled bill owes nothing). */
export function billsWithDues(bills: readonly HostelBill[], receipts: readonly HostelReceipt[]): HostelBill[] {
  const received = receivedByBill(receipts);
  return bills.map((bill) => {
    const got = received.get(bill.billNo) ?? 0;
    return {
      ...bill,
      received: fromPaise(got),
      due: bill.status === 'OPEN' ? fromPaise(toPaise(bill.total) - got) : 0,
    };
  });
}

/** Every bill of a company with its dues. */
export async function billsAndDues(companyCode: number): Promise<HostelBill[]> {
  const [bills, receipts] = await Promise.all([billsOf(companyCode), receiptsOf(companyCode)]);
  return billsWithDues(bills, receipts);
}
