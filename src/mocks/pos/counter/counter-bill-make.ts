import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount } from '../../../lib/money/money';
import { isQuantity } from '../../../lib/quantity/quantity';
import type { Bill, SettleAnswer } from '../../../kits/billing/domain/bill-types';
import type { OrderLine } from '../../../kits/billing/domain/order-types';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { outletRateOf } from '../../../kits/billing/domain/item-tax';
import { discountWithinLimit, pricedBill } from '../../../kits/billing/domain/priced-bill';
import { changeDue } from '../../../kits/billing/domain/settlement-rules';
import { MAX_LINE_QTY } from '../../../modules/pos/counter/domain/counter-entry';
import { COUNTER_DISCOUNT_LIMIT } from '../../../modules/pos/counter/domain/counter-rights';
import { goodsNeeds, stockProblems } from '../../../modules/pos/counter/domain/counter-stock';
import type { CounterBillAnswer, CounterSale } from '../../../modules/pos/counter/domain/counter-types';
import { serverToday } from '../../core/server-dates';
import type { DemoSession } from '../../core/sessions/auth';
import { isAdmin, posActivity, refusal } from '../../core/billing/billing-access';
import { outletRates, outletsOf, pricingContext, itemsOf } from '../../core/billing/billing-masters';
import { type ItemRow } from '../../core/billing/item-row';
import { billYear } from '../../core/billing/bill-make';
import { billIndexOf } from '../../core/billing/billing-store';
import { RESTAURANT_SERVER_BOOK } from '../../core/billing/restaurant-book';
import { settleBill } from '../../core/billing/settle-bill';
import type { ServerBillingBook } from '../../core/billing/billing-book';
import { counterOutlets, mayCounter } from './counter-access';
import type { CounterBillRequest } from './counter-bill-input';
import { counterBuyers } from './counter-requirements';
import { counterBillOf, counterSaleOf, writeCounterSale } from './counter-sale-store';
import { counterStock } from './counter-shelf';

/** The sale's lines as order lines at the outlet's rates (an open-rate item at the rate typed), or the problems. */
function orderLines(
  request: CounterBillRequest,
  items: ReadonlyMap<string, ItemRow>,
  outlet: PosOutlet,
  rates: Record<string, Record<string, number>>,
): OrderLine[] | string {
  const problems: string[] = [];
  const lines = request.lines.flatMap((line) => {
    const item = items.get(line.itemId);
    if (!item || !item.active) {
      problems.push(`Item ${line.itemId || '(none)'} is not on sale.`);
      return [];
    }
    if (!Number.isFinite(line.qty) || line.qty <= 0 || line.qty > MAX_LINE_QTY || !isQuantity(line.qty))
      problems.push(`${item.name}: the quantity is above zero, at most 9,99,999.999, with at most three decimals.`);
    const typed =
      item.openRate &&
      line.rate !== undefined &&
      Number.isFinite(line.rate) &&
      line.rate >= 0 &&
      isRupeeAmount(line.rate)
        ? line.rate
        : undefined;
    return [
      {
        lineId: line.lineId,
        itemId: item.code,
        itemName: item.name,
        kotGroup: '',
        qty: line.qty,
        rate: typed ?? outletRateOf(item, outlet.code, rates),
        notes: '',
      },
    ];
  });
  return problems.length > 0 ? problems.join(' ') : lines;
}

/** The next bill number of the outlet's billing group this financial year, and the next record id. */
async function nextNumbers(companyCode: number, outlet: PosOutlet, today: string) {
  const index = await billIndexOf(companyCode);
  const yy = billYear(today);
  const group = (await outletsOf(companyCode)).filter((row) => row.billingGroup === outlet.billingGroup);
  const number = Math.max(0, ...group.map((row) => index.seqMax.get(`${row.billPrefix}${yy}-`) ?? 0)) + 1;
  return { billNo: index.lastBillNo + 1, seq: `${outlet.billPrefix}${yy}-${String(number).padStart(6, '0')}` };
}

const answer = (body: CounterBillAnswer) => HttpResponse.json(body);

/**
 * The restaurant's settlement, naming the bill "Counter bill" (not "Restaurant bill") in its voucher, customer ledger
 * row and log.
 */
const COUNTER_SETTLE_BOOK: ServerBillingBook = { ...RESTAURANT_SERVER_BOOK, billWord: 'Counter bill' };

/** A sale made before (the same billId): its bill again, with the change it gave. */
async function madeBefore(companyCode: number, billId: string): Promise<Response | null> {
  const bill = [...((await billIndexOf(companyCode)).byBillId.get(billId)?.values() ?? [])][0];
  const sale = bill ? await counterSaleOf(companyCode, bill.billNo) : undefined;
  if (!bill || !sale) return null;
  return answer({ result: 'OK', bill: counterBillOf(bill, sale), change: fromPaise(changeDue(bill.tenders)) });
}

/**
 * A counter sale (inside posOneAtATime): the lines priced at the counter's price list with the engine's
 * pricing (taxes by assignment, the discount within the user's limit, the round-off), the goods checked
 * against their store's stock (every shortage named, nothing saved), then the bill numbered in its outlet's
 * series and settled through the restaurant's settlement (tenders, credit within the limit, the day and the
 * books open, the voucher, the customer's ledger and the stock issue). A refusal anywhere saves nothing.
 * The same billId again answers the first sale.
 */
export async function makeCounterBill(session: DemoSession, request: CounterBillRequest): Promise<Response> {
  const { companyCode } = session;
  const before = await madeBefore(companyCode, request.billId);
  if (before) return before;
  const outlet = (await counterOutlets(session)).find((row) => row.code === request.outlet);
  if (!outlet) return refusal(`Outlet ${request.outlet || '(none)'} is not a counter you may bill at.`);
  const today = serverToday();
  const [items, rates, buyers] = await Promise.all([
    itemsOf(companyCode),
    outletRates(companyCode, [outlet], today),
    counterBuyers(companyCode),
  ]);
  const lines = orderLines(request, items, outlet, rates);
  if (typeof lines === 'string') return refusal(lines);

  const tenders = request.settle.tenders;
  if (tenders.some((tender) => tender.mode === 'ROOM') || request.settle.settlemode === 'ROOM')
    return refusal('A counter sale is not charged to a room.');
  const creditTo = [
    ...new Set(tenders.filter((tender) => tender.mode === 'CREDIT').map((tender) => tender.customer ?? '')),
  ];
  const customerCode = request.customer || creditTo[0] || '';
  const customer = buyers.find((row) => row.code === customerCode);
  if (customerCode && !customer) return refusal(`Customer ${customerCode} is not known.`);
  if (creditTo.some((code) => code !== customerCode))
    return refusal(`A sale to ${customer?.name ?? customerCode} is on credit to that customer only.`);
  if (request.settle.settlemode === 'CREDIT' && tenders.length === 0 && !customer)
    return refusal('Credit: choose the customer the bill is charged to.');
  if (request.discount && !request.discountReason) return refusal('Give the reason for the discount.');

  const context = await pricingContext(companyCode, outlet, today, items);
  const priced = pricedBill(lines, context, request.discount);
  const limit = isAdmin(session) ? 100 : COUNTER_DISCOUNT_LIMIT;
  if (
    request.discount &&
    !discountWithinLimit(priced.subTotal, priced.discount, limit) &&
    !mayCounter(session, 'approve')
  ) {
    return refusal(
      `A discount of ${priced.discountPercent}% is above your limit of ${limit}%; it needs a manager with the approve right.`,
    );
  }
  const shortages = stockProblems(
    goodsNeeds(
      lines,
      await counterStock(
        companyCode,
        lines.map((line) => ({ code: line.itemId, name: line.itemName })),
      ),
    ),
  );
  if (shortages.length > 0) return refusal(shortages.join(' '));

  const { billNo, seq } = await nextNumbers(companyCode, outlet, today);
  const bill: Bill = {
    ...priced,
    part: 0,
    billNo,
    seq,
    billId: request.billId,
    outlet: outlet.code,
    tableNo: '',
    waiter: '',
    covers: 0,
    dat: today,
    time: new Date().toISOString(),
    user: session.userName,
    kind: 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: '',
    voidReason: '',
    discountReason: request.discount ? request.discountReason : '',
    kotIds: [],
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 1,
  };
  // A credit sale named no customer on the bill: its credit tender does.
  const settle = {
    ...request.settle,
    billno: billNo,
    tenders:
      request.settle.settlemode === 'CREDIT' && tenders.length === 0
        ? [{ mode: 'CREDIT' as const, amount: bill.total, customer: customerCode }]
        : tenders,
  };
  const settled = (await (
    await settleBill({ ...session, book: COUNTER_SETTLE_BOOK }, bill, settle)
  ).json()) as SettleAnswer;
  if (settled.result !== 'OK' || !settled.bill) return refusal(settled.result);
  const sale: CounterSale = {
    billNo,
    seq,
    billId: bill.billId,
    outlet: outlet.code,
    dat: today,
    customer: customerCode,
    customerName: customer?.name ?? '',
    returns: [],
    cancelledAt: '',
    cancelledBy: '',
    cancelReason: '',
  };
  await writeCounterSale(companyCode, sale);
  await posActivity(
    session,
    'Counter bill',
    'Counter bill',
    seq,
    `${outlet.name}: ${lines.length} line(s)${customer ? ` to ${customer.name}` : ''}${request.discount ? `, discount ${priced.discount} (${request.discountReason})` : ''}`,
    null,
    bill.total,
  );
  return answer({ result: 'OK', bill: counterBillOf(settled.bill, sale), change: settled.change ?? 0 });
}
