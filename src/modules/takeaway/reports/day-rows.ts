import { format } from 'date-fns';
import { MODE_NAMES } from '../../../kits/billing/domain/settlement-rules';
import { SETTLE_MODES, type Bill } from '../../../kits/billing/domain/bill-types';
import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { customerOf, happyHourOff, isSale, isVoid, offerOff, orderTypeOf } from './bill-discounts';

/** How a report names an outlet (its name, or its code when the master has none). */
export type OutletName = (code: string) => string;

const AMOUNTS = ['subTotal', 'discount', 'taxTotal', 'roundOff', 'total'] as const;
const money = (bill: Bill, rupees: number) => (isSale(bill) ? fromPaise(toPaise(rupees)) : 0);
const timeOf = (bill: Bill) => (bill.time ? format(new Date(bill.time), 'HH:mm') : '');
const byNumber = (a: Bill, b: Bill) => a.billNo - b.billNo;

/**
 * The day's sales list: every bill of the day in number order, with its token, order type and customer, what the
 * happy hours and the customer offer took off, its figures (a void bill listed at nothing), its state and modes.
 */
export function daySalesRows(bills: readonly Bill[], outletName: OutletName): ReportRow[] {
  return [...bills].sort(byNumber).map((bill) => ({
    seq: bill.seq,
    time: timeOf(bill),
    token: bill.token ?? null,
    outlet: outletName(bill.outlet),
    orderType: orderTypeOf(bill),
    customer: customerOf(bill),
    happyHour: isSale(bill) ? fromPaise(happyHourOff(bill)) : 0,
    offer: bill.offer ? bill.offer.code : '',
    offerDiscount: isSale(bill) ? fromPaise(offerOff(bill)) : 0,
    ...Object.fromEntries(AMOUNTS.map((name) => [name, money(bill, bill[name])])),
    status: isVoid(bill) ? 'Void' : bill.status === 'SETTLED' ? 'Settled' : 'Unsettled',
    modes: [...new Set(bill.tenders.map((tender) => MODE_NAMES[tender.mode]))].join(', '),
  }));
}

const modeOrder = (mode: string) => SETTLE_MODES.indexOf(mode as (typeof SETTLE_MODES)[number]);

/**
 * The day's settlement: each payment of the day's settled bills, by mode (cash, card, UPI, credit...) then bill
 * number, with its bill's token and customer; a split bill appears in each of its modes with the part paid in it
 * (the report's groups give each mode's total, the grand total the day's takings).
 */
export function daySettlementRows(bills: readonly Bill[], outletName: OutletName): ReportRow[] {
  return bills
    .filter((bill) => isSale(bill) && bill.status === 'SETTLED')
    .flatMap((bill) => bill.tenders.map((tender) => ({ bill, tender })))
    .sort((a, b) => modeOrder(a.tender.mode) - modeOrder(b.tender.mode) || byNumber(a.bill, b.bill))
    .map(({ bill, tender }) => ({
      mode: MODE_NAMES[tender.mode],
      seq: bill.seq,
      token: bill.token ?? null,
      outlet: outletName(bill.outlet),
      customer: customerOf(bill),
      billTotal: fromPaise(toPaise(bill.total)),
      amount: fromPaise(toPaise(tender.amount)),
      reference: tender.customer ?? tender.reference ?? '',
    }));
}
