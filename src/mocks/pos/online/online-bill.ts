import { HttpResponse } from 'msw';
import type { Bill, SettleAnswer, Tender } from '../../../kits/billing/domain/bill-types';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import type { OnlineBillAnswer, OnlineOrder } from '../../../modules/pos/online/domain/online-order-types';
import { pricedOrder } from '../../../modules/pos/online/domain/order-figures';
import { STATUS_WORDS } from '../../../modules/pos/online/domain/order-status';
import { serverToday } from '../../core/server-dates';
import { findDemoCompany } from '../../core/company/companies';
import type { DemoSession } from '../../core/sessions/auth';
import { billYear } from '../../core/billing/bill-make';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { outletsOf, pricingContext } from '../../core/billing/billing-masters';
import { billIndexOf, billsOf, writeBills } from '../../core/billing/billing-store';
import { gstinOfCompany } from '../../core/company/company-ids';
import type { ServerBillingBook } from '../../core/billing/billing-book';
import { RESTAURANT_SERVER_BOOK } from '../../core/billing/restaurant-book';
import { settleBill } from '../../core/billing/settle-bill';
import { findOrder, moved } from './online-moves';
import { writeOnlineOrder } from './online-order-store';

/** The restaurant's settlement, naming the bill "Online order bill" (not "Restaurant bill") in its voucher and log. */
const ONLINE_SETTLE_BOOK: ServerBillingBook = { ...RESTAURANT_SERVER_BOOK, billWord: 'Online order bill' };

async function billed(companyCode: number, order: OnlineOrder, bill: Bill): Promise<Response> {
  const outlet = (await outletsOf(companyCode)).find((row) => row.code === bill.outlet);
  const print = { outletName: outlet?.name ?? bill.outlet, gstin: gstinOfCompany(findDemoCompany(companyCode)) };
  return HttpResponse.json({ result: 'OK', order, bill, print } satisfies OnlineBillAnswer);
}

/**
 * How the order is settled: cash on delivery in cash (the delivery boy brings it), prepaid in its UPI or card payment.
 */
export function tendersOf(
  order: Pick<OnlineOrder, 'payment' | 'prepaidMode' | 'payReference'>,
  total: number,
): Tender[] {
  if (order.payment === 'COD' || !order.prepaidMode) return [{ mode: 'CASH', amount: total }];
  return [{ mode: order.prepaidMode, amount: total, reference: order.payReference }];
}

/**
 * The order's bill, made unsettled (no table: its table is the order's number): priced as the order was (the
 * engine's pricedBill at the fulfilling outlet on the day it was placed), numbered in the outlet's billing
 * group's series for the year. Refused when it no longer comes to the total the customer was given.
 */
async function makeOrderBill(
  session: DemoSession,
  order: OnlineOrder,
  outlet: PosOutlet,
  billId: string,
): Promise<Bill | string> {
  const { companyCode } = session;
  const priced = pricedOrder(order.lines, await pricingContext(companyCode, outlet, order.dat), order.taxInclusive);
  if (toPaise(priced.total) !== toPaise(order.total)) {
    return `Order ${order.seq} would bill at ${formatMoneyWithSign(toPaise(priced.total))}, not the ${formatMoneyWithSign(toPaise(order.total))} the customer was given: an item's tax changed since. Put it right before billing.`;
  }
  const index = await billIndexOf(companyCode);
  const today = serverToday();
  const yy = billYear(today);
  const group = (await outletsOf(companyCode)).filter((row) => row.billingGroup === outlet.billingGroup);
  const number = Math.max(0, ...group.map((row) => index.seqMax.get(`${row.billPrefix}${yy}-`) ?? 0)) + 1;
  const bill: Bill = {
    ...priced,
    part: 0,
    billNo: index.lastBillNo + 1,
    seq: `${outlet.billPrefix}${yy}-${String(number).padStart(6, '0')}`,
    billId,
    outlet: outlet.code,
    tableNo: order.seq,
    waiter: '',
    covers: 0,
    dat: today,
    time: new Date().toISOString(),
    user: session.userName,
    kind: 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: '',
    voidReason: '',
    discountReason: '',
    kotIds: [],
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 1,
  };
  await writeBills(companyCode, [bill]);
  return bill;
}

/**
 * BillOnlineOrder (inside the write queue): a delivered order billed once and settled through the restaurant's
 * settle path (stock, voucher, ledger: at billing, not before). A billed order answers its bill again; an order
 * whose bill was made but whose settlement was refused (no cash account, the day closed) is settled on the
 * next try with the same bill, never a second one.
 */
export async function billOrder(session: DemoSession, recordId: unknown, billId: string): Promise<Response> {
  const { companyCode } = session;
  const order = await findOrder(companyCode, recordId);
  if (typeof order === 'string') return refusal(order);
  const bills = await billsOf(companyCode);
  const made = order.billNo === null ? undefined : bills.get(String(order.billNo));
  if (order.status === 'BILLED' && made) return billed(companyCode, order, made);
  if (order.status !== 'DELIVERED')
    return refusal(`Order ${order.seq} is ${STATUS_WORDS[order.status]}: only a delivered order is billed.`);
  const outlet = (await outletsOf(companyCode)).find((row) => row.code === order.outlet);
  if (!outlet) return refusal(`Outlet ${order.outlet} that fulfils order ${order.seq} is not in the outlet master.`);

  let bill = made && made.status !== 'VOID' ? made : undefined;
  let current = order;
  if (!bill) {
    const fresh = await makeOrderBill(session, order, outlet, billId || crypto.randomUUID());
    if (typeof fresh === 'string') return refusal(fresh);
    bill = fresh;
    current = { ...order, billNo: bill.billNo, billSeq: bill.seq };
    await writeOnlineOrder(companyCode, current);
  }
  if (bill.status === 'UNSETTLED') {
    const tenders = tendersOf(order, bill.total);
    const answer = (await (
      await settleBill({ ...session, book: ONLINE_SETTLE_BOOK }, bill, {
        billno: bill.billNo,
        settlemode: tenders[0]!.mode,
        settleId: `${order.seq}-SETTLE`,
        tenders,
      })
    ).json()) as SettleAnswer;
    if (answer.result !== 'OK' || !answer.bill)
      return refusal(`Bill ${bill.seq} of order ${order.seq} is made but not settled: ${answer.result}`);
    bill = answer.bill;
  }
  const done = moved(current, 'BILLED', session, '');
  await writeOnlineOrder(companyCode, done);
  await posActivity(
    session,
    'Billed',
    'Online order',
    order.seq,
    `Online order ${order.seq} billed as ${bill.seq} and settled (${order.payment === 'COD' ? 'cash on delivery' : `prepaid by ${order.prepaidMode}`})`,
    null,
    bill.total,
  );
  return billed(companyCode, done, bill);
}
