import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { saleLines } from '../../../modules/pos/returns/domain/sale-lines';
import {
  IN_FORCE,
  type LineFigures,
  type ReturnableSale,
  type SaleForReturn,
  type SaleReturnAnswer,
} from '../../../modules/pos/returns/domain/returns-types';
import { taxKey } from '../../../modules/pos/returns/domain/refund-rules';
import { taxesOf } from '../../core/billing/billing-masters';
import { billCustomer, notReturnable, saleBook, settledBy, type SaleBook } from './bill-customer';

const addRupees = (values: readonly number[]) => fromPaise(sumPaise(values.map(toPaise)));

/** What the returns in force took back of one bill line, part by part (its tax parts keyed as the line's own). */
function returnedOf(lineId: string, sold: LineFigures, returns: readonly SaleReturnAnswer[]): LineFigures {
  const lines = returns.flatMap((value) => value.lines.filter((line) => line.lineId === lineId));
  const part = (key: string) =>
    addRupees(
      lines.flatMap((line) =>
        line.taxes.filter((tax) => taxKey(tax.component, tax.percent) === key).map((tax) => tax.amount),
      ),
    );
  return {
    qty: fromMilli(lines.reduce((sum, line) => sum + toMilli(line.qty), 0)),
    amount: addRupees(lines.map((line) => line.amount)),
    discount: addRupees(lines.map((line) => line.discount)),
    serviceCharge: addRupees(lines.map((line) => line.serviceCharge)),
    taxes: sold.taxes.map((tax) => ({ ...tax, amount: part(taxKey(tax.component, tax.percent)) })),
  };
}

/** A bill's head as the returns screen lists it, with what its returns in force refunded. */
export function returnableSale(bill: Bill, returns: readonly SaleReturnAnswer[], book: SaleBook): ReturnableSale {
  const customer = billCustomer(bill, book);
  return {
    billNo: bill.billNo,
    seq: bill.seq,
    dat: bill.dat,
    outlet: bill.outlet,
    tableNo: bill.tableNo,
    customer,
    customerName: customer ? (book.names.get(customer) ?? customer) : '',
    settledBy: settledBy(bill),
    total: bill.total,
    returned: addRupees(returns.map((value) => value.header.total)),
  };
}

/**
 * Does anything of the bill remain unreturned by these returns (in force)? Quantities only: cheap enough for a list.
 */
export function somethingLeft(bill: Bill, returns: readonly SaleReturnAnswer[]): boolean {
  const back = new Map<string, number>();
  for (const row of returns.flatMap((value) => value.lines))
    back.set(row.lineId, (back.get(row.lineId) ?? 0) + toMilli(row.qty));
  return bill.lines.some((line) => toMilli(line.qty) > (back.get(line.lineId) ?? 0));
}

/**
 * GetSale: the bill with each line as sold (its frozen figures and tax parts: tax-shares) and as returned by the
 * returns in force, its tax rows and every return made against it. `result` is 'OK', or why the bill takes no return.
 */
export async function saleForReturn(
  companyCode: number,
  bill: Bill,
  all: readonly SaleReturnAnswer[],
): Promise<SaleForReturn> {
  const ofBill = all.filter((value) => value.header.billNo === bill.billNo);
  const inForce = ofBill.filter((value) => value.header.pos === IN_FORCE);
  const [master, book] = await Promise.all([taxesOf(companyCode, bill.dat), saleBook(companyCode)]);
  const head = returnableSale(bill, inForce, book);
  return {
    header: { ...head, roundOff: bill.roundOff, returnedTotal: head.returned },
    lines: saleLines(bill, master, (lineId, sold) => returnedOf(lineId, sold, inForce)),
    taxes: bill.taxes,
    returns: ofBill.map((value) => value.header).sort((a, b) => a.recordId - b.recordId),
    result: notReturnable(bill, book) ?? 'OK',
  };
}
