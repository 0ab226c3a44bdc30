import { HttpResponse } from 'msw';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { counterFigures } from '../../../modules/pos/counter/domain/counter-figures';
import type { CounterBill, CounterSale } from '../../../modules/pos/counter/domain/counter-types';
import type { DemoSession } from '../../core/sessions/auth';
import { isAdmin, posActivity, refusal } from '../../core/billing/billing-access';
import { billsOf, writeBills } from '../../core/billing/billing-store';
import { reportMasters } from '../report-masters';
import { counterOutlets } from './counter-access';
import { counterBillOf, counterSaleOf, counterSalesOf } from './counter-sale-store';

/**
 * The counter bills dated within the period (both days in), of one outlet or all, by date and number: an
 * administrator sees every counter's, anyone else their own counters'.
 */
export async function counterBills(
  session: DemoSession,
  from: string,
  to: string,
  outlet: string,
): Promise<CounterBill[]> {
  const { companyCode } = session;
  const [sales, bills, mine] = await Promise.all([
    counterSalesOf(companyCode),
    billsOf(companyCode),
    counterOutlets(session),
  ]);
  const allowed = new Set(mine.map((row) => row.code));
  return sales
    .filter(
      (sale) =>
        sale.dat >= from &&
        sale.dat <= to &&
        (!outlet || sale.outlet === outlet) &&
        (isAdmin(session) || allowed.has(sale.outlet)),
    )
    .flatMap((sale) => {
      const bill = bills.get(String(sale.billNo));
      return bill ? [counterBillOf(bill, sale)] : [];
    })
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.billNo - b.billNo);
}

/**
 * A counter bill with its counter record, when it is one and of one of the user's counters (as the list shows them);
 * else the refusal text.
 */
export async function yourCounterBill(
  session: DemoSession,
  billNo: number,
): Promise<{ bill: Bill; sale: CounterSale } | string> {
  const { companyCode } = session;
  const [bill, sale] = await Promise.all([
    (await billsOf(companyCode)).get(String(billNo)),
    counterSaleOf(companyCode, billNo),
  ]);
  if (!bill || !sale) return `Bill ${billNo || '(no number)'} is not a counter bill.`;
  if (!isAdmin(session) && !(await counterOutlets(session)).some((outlet) => outlet.code === bill.outlet))
    return `Bill ${bill.seq} is of outlet ${bill.outlet}, which is not one of your counters.`;
  return { bill, sale };
}

/** A counter bill reprinted: its print count + 1 (every copy after the first is marked REPRINT), logged. */
export async function reprintCounterBill(session: DemoSession, billNo: number): Promise<Response> {
  const { companyCode } = session;
  const found = await yourCounterBill(session, billNo);
  if (typeof found === 'string') return refusal(found);
  const { bill, sale } = found;
  const printed: Bill = { ...bill, printCount: bill.printCount + 1 };
  await writeBills(companyCode, [printed]);
  await posActivity(session, 'Reprinted', 'Counter bill', bill.seq, `Copy ${printed.printCount} of bill ${bill.seq}`);
  return HttpResponse.json({ result: 'OK', bill: counterBillOf(printed, sale) });
}

/** The sales dashboard's figures: today's counter bills of every counter, and the bills cancelled today. */
export async function counterDashboard(companyCode: number, today: string) {
  const [sales, bills, masters] = await Promise.all([
    counterSalesOf(companyCode),
    billsOf(companyCode),
    reportMasters(companyCode),
  ]);
  const wanted = sales.flatMap((sale) => {
    const bill = sale.dat === today || sale.cancelledAt !== '' ? bills.get(String(sale.billNo)) : undefined;
    return bill ? [counterBillOf(bill, sale)] : [];
  });
  return counterFigures(wanted, today, masters.names);
}
