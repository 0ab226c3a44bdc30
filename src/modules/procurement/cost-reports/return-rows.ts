import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import type { ReportRow } from '../../../engine/report/report';
import { CANCELLED } from '../domain/approval-status';
import { lineBasePaise } from '../domain/receipt-totals';
import type { ReturnAnswer, ReturnHeader, ReturnLine } from '../returns/return-types';
import { byKeys, forSupplier, inPeriod, type ReportPeriod } from './report-period';

/**
 * The purchase returns a report shows: not cancelled, dated in the period, of the supplier if one is asked; by date and
 * number.
 */
export function returnsIn(returns: readonly ReturnAnswer[], period: ReportPeriod): ReturnAnswer[] {
  return returns
    .filter(
      ({ header }) => header.pos !== CANCELLED && inPeriod(period, header.dat) && forSupplier(period, header.vendorid),
    )
    .sort(
      byKeys(
        (one) => one.header.dat,
        (one) => one.header.seq,
      ),
    );
}

/** A return line's quantity in the item's stock unit, in thousandths: quantity × conversion (kept in `mrp`). */
export const returnedMilli = (line: ReturnLine): Milli => multiplyByQuantity(toMilli(line.qty), line.mrp || 1);

/** A return line's value before taxes: quantity × the receipt's rate, as the return's base adds it up. */
const linePaise = (line: ReturnLine): Paise => lineBasePaise(line.qty, toPaise(line.rat));

const AMOUNTS = ['baseamt', 'taxes', 'totalAmt'] as const;
type Amount = (typeof AMOUNTS)[number];
const summed = (headers: readonly ReturnHeader[]): Record<Amount, number> =>
  Object.fromEntries(
    AMOUNTS.map((name) => [name, fromPaise(sumPaise(headers.map((header) => toPaise(header[name]))))]),
  ) as Record<Amount, number>;

/** List of purchase returns: one row per return, with the goods receipt (MIR) and invoice it went back against. */
export function returnRows(returns: readonly ReturnAnswer[], supplierName: (id: string) => string): ReportRow[] {
  return returns.map(({ header }) => ({
    seq: header.seq,
    dat: header.dat.slice(0, 10),
    vendorid: header.vendorid,
    vendorname: header.vendorname || supplierName(header.vendorid),
    refmir: header.branchId,
    refinvoice: header.webid,
    ...summed([header]),
  }));
}

/** Consolidated returns: per item, the quantity returned in its stock unit and its value before taxes. */
export function returnedItemRows(returns: readonly ReturnAnswer[], stockUnit: (itemId: string) => string): ReportRow[] {
  const items = new Map<string, { itemid: string; itemname: string; milli: Milli; paise: Paise[] }>();
  for (const line of returns.flatMap((one) => one.lines)) {
    const item = items.get(line.itemId) ?? {
      itemid: line.itemId,
      itemname: line.itemName || line.itemId,
      milli: 0,
      paise: [],
    };
    item.milli += returnedMilli(line);
    item.paise.push(linePaise(line));
    items.set(line.itemId, item);
  }
  return [...items.values()]
    .sort(
      byKeys(
        (item) => item.itemname,
        (item) => item.itemid,
      ),
    )
    .map((item) => ({
      itemid: item.itemid,
      itemname: item.itemname,
      um: stockUnit(item.itemid),
      qty: fromMilli(item.milli),
      amount: fromPaise(sumPaise(item.paise)),
    }));
}

/**
 * Supplier-wise returns: per supplier, the number of returns, the quantity returned (stock units of every item added
 * up) and the returns' amounts summed.
 */
export function supplierReturnRows(
  returns: readonly ReturnAnswer[],
  supplierName: (id: string) => string,
): ReportRow[] {
  const suppliers = new Map<string, ReturnAnswer[]>();
  for (const one of returns) suppliers.set(one.header.vendorid, [...(suppliers.get(one.header.vendorid) ?? []), one]);
  return [...suppliers.entries()]
    .map(([vendorid, own]) => ({
      vendorid,
      vendorname: own[0]!.header.vendorname || supplierName(vendorid),
      returns: own.length,
      ...summed(own.map((one) => one.header)),
    }))
    .sort(
      byKeys(
        (row) => row.vendorname,
        (row) => row.vendorid,
      ),
    );
}
