import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { CounterBill, CounterSale } from '../../../modules/pos/counter/domain/counter-types';
import { listRecords, readRecord, writeRecord } from '../../core/record-store';

/**
 * What the counter keeps beside each of its bills (the bill itself is in the POS billing store): the
 * customer, the returns against it and its cancellation. A bill is a counter bill when it has this record.
 */
export const COUNTER_SALES = 'pos.counter-sale';

export const counterSaleOf = (companyCode: number, billNo: number) =>
  readRecord<CounterSale>(COUNTER_SALES, companyCode, String(billNo));
export const counterSalesOf = (companyCode: number) => listRecords<CounterSale>(COUNTER_SALES, companyCode);
export const writeCounterSale = (companyCode: number, sale: CounterSale) =>
  writeRecord(COUNTER_SALES, companyCode, String(sale.billNo), sale);

/** The bill as the counter answers it: with its customer, returns and cancellation. */
export const counterBillOf = (bill: Bill, sale: CounterSale): CounterBill => ({
  ...bill,
  customer: sale.customer,
  customerName: sale.customerName,
  returns: [...sale.returns],
  cancelledAt: sale.cancelledAt,
  cancelReason: sale.cancelReason,
});

/**
 * For returns: a return saved against a counter bill is noted on it (inside the caller's write queue), so
 * the bill can no longer be cancelled; a cancelled return takes its note back. Unknown bills are ignored
 * (a return against a restaurant bill).
 */
export async function noteCounterReturn(
  companyCode: number,
  billNo: number,
  returnSeq: string,
  present = true,
): Promise<void> {
  const sale = await counterSaleOf(companyCode, billNo);
  if (!sale) return;
  const returns = sale.returns.filter((seq) => seq !== returnSeq);
  await writeCounterSale(companyCode, { ...sale, returns: present ? [...returns, returnSeq] : returns });
}
