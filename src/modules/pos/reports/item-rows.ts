import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import type { Bill, BillLine } from '../../../kits/billing/domain/bill-types';
import { byKeys, isSale, type ReportNames } from './sales-query';

/** A sold line: amount at the rate, its share of the bill's discount and service charge, taxable value and tax. */
interface Sold {
  itemId: string;
  itemName: string;
  bills: Set<number>;
  milli: Milli;
  amount: Paise[];
  discount: Paise[];
  serviceCharge: Paise[];
  tax: Paise[];
}

const LINE_AMOUNTS = ['amount', 'discount', 'serviceCharge', 'tax'] as const;

/** Each line of the sale bills (NC and void bills sell nothing). */
export const saleLines = (bills: readonly Bill[]): Array<{ bill: Bill; line: BillLine }> =>
  bills.filter(isSale).flatMap((bill) => bill.lines.map((line) => ({ bill, line })));

function soldBy(
  bills: readonly Bill[],
  keyOf: (line: BillLine) => string,
  only: (line: BillLine) => boolean = () => true,
): Map<string, Sold> {
  const sold = new Map<string, Sold>();
  for (const { bill, line } of saleLines(bills)) {
    if (!only(line)) continue;
    const key = keyOf(line);
    let row = sold.get(key);
    if (!row)
      sold.set(
        key,
        (row = {
          itemId: line.itemId,
          itemName: line.itemName,
          bills: new Set(),
          milli: 0,
          amount: [],
          discount: [],
          serviceCharge: [],
          tax: [],
        }),
      );
    row.bills.add(bill.billNo);
    row.milli += toMilli(line.qty);
    for (const name of LINE_AMOUNTS) row[name].push(toPaise(line[name]));
  }
  return sold;
}

/**
 * The figures of sold lines summed: net = amount − discount + service charge + tax (the bill's round-off is the bill's,
 * not an item's).
 */
const netPaise = (row: Sold): Paise =>
  sumPaise(row.amount) - sumPaise(row.discount) + sumPaise(row.serviceCharge) + sumPaise(row.tax);

function figures(row: Sold) {
  const [amount, discount, serviceCharge, tax] = LINE_AMOUNTS.map((name) => sumPaise(row[name])) as [
    Paise,
    Paise,
    Paise,
    Paise,
  ];
  return {
    bills: row.bills.size,
    qty: fromMilli(row.milli),
    amount: fromPaise(amount),
    discount: fromPaise(discount),
    serviceCharge: fromPaise(serviceCharge),
    taxable: fromPaise(amount - discount + serviceCharge),
    tax: fromPaise(tax),
    net: fromPaise(netPaise(row)),
  };
}

const itemColumns = (row: Pick<Sold, 'itemId' | 'itemName'>, names: ReportNames) => {
  const item = names.item(row.itemId);
  return {
    itemId: row.itemId,
    itemName: item?.name || row.itemName || row.itemId,
    groupName: item ? item.groupName || item.group : '',
  };
};

/** Item-wise sales: per item (or the one item asked for), what the period's sale bills sold of it. */
export function itemSalesRows(bills: readonly Bill[], names: ReportNames, itemId = ''): ReportRow[] {
  return [
    ...soldBy(
      bills,
      (line) => line.itemId,
      (line) => itemId === '' || line.itemId === itemId,
    ).values(),
  ]
    .map((row) => ({ ...itemColumns(row, names), ...figures(row) }))
    .sort(
      byKeys(
        (row) => row.itemName,
        (row) => row.itemId,
      ),
    );
}

/** Item-wise consolidations: per item group, then item (grouped by the group's name). */
export function itemConsolidationRows(bills: readonly Bill[], names: ReportNames): ReportRow[] {
  return itemSalesRows(bills, names).sort(
    byKeys(
      (row) => String(row.groupName),
      (row) => String(row.itemName),
    ),
  );
}

/**
 * Top or least N items by quantity or by value (net of discount, with service charge and tax); only items sold count;
 * ties by name.
 */
export function rankedItemRows(
  bills: readonly Bill[],
  names: ReportNames,
  order: 'top' | 'least',
  by: 'QTY' | 'VALUE',
  count: number,
): ReportRow[] {
  const sign = order === 'top' ? -1 : 1;
  const measure = (row: Sold) => (by === 'QTY' ? row.milli : netPaise(row));
  return [...soldBy(bills, (line) => line.itemId).values()]
    .map((row) => ({ row, columns: itemColumns(row, names) }))
    .sort(
      (a, b) =>
        sign * (measure(a.row) - measure(b.row)) ||
        a.columns.itemName.localeCompare(b.columns.itemName) ||
        a.columns.itemId.localeCompare(b.columns.itemId),
    )
    .slice(0, Math.max(0, count))
    .map(({ row, columns }, index) => ({ rank: index + 1, ...columns, ...figures(row) }));
}

/** One item's complete details: each line of it on the period's sale bills. */
export function itemDetailRows(bills: readonly Bill[], names: ReportNames, itemId: string): ReportRow[] {
  return saleLines(bills)
    .filter(({ line }) => line.itemId === itemId)
    .map(({ bill, line }) => {
      const net = toPaise(line.taxable) + toPaise(line.tax);
      return {
        seq: bill.seq,
        dat: bill.dat,
        outlet: names.outlet(bill.outlet),
        tableNo: bill.tableNo,
        itemName: names.item(line.itemId)?.name || line.itemName,
        qty: line.qty,
        rate: line.rate,
        amount: line.amount,
        discount: line.discount,
        serviceCharge: line.serviceCharge,
        tax: line.tax,
        net: fromPaise(net),
      };
    });
}

/** KOT group-wise sales: per KOT group (the item master's, '' none) and item. */
export function kotGroupRows(bills: readonly Bill[], names: ReportNames): ReportRow[] {
  return [...soldBy(bills, (line) => line.itemId).values()]
    .map((row) => {
      const kotGroup = names.item(row.itemId)?.kotGroup ?? '';
      return {
        kotGroup: kotGroup ? names.kotGroup(kotGroup) : '(no KOT)',
        ...itemColumns(row, names),
        ...figures(row),
      };
    })
    .sort(
      byKeys(
        (row) => row.kotGroup,
        (row) => row.itemName,
      ),
    );
}
