import { applyPercent, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';

/**
 * Sale pricing (the sale orders import it): the party's price list gives an item's rate and tax group,
 * its discount list the percent (an item exception first, else the item's group, else none), and the list's cap
 * bounds the discount of the whole bill. Rows in the requirement answers' names (05-crm §2: pricesdet, discsdet,
 * taxesuni/taxesdet). Money in integer paise; rupees only on the wire.
 */

export interface PriceRow {
  recordId: string;
  sno: number;
  productId: string;
  price: number;
  taxId: string;
}
export interface DiscountRow {
  recordId: string;
  sno: number;
  productId: string;
  discount: number;
}
export interface DiscountListHead {
  recordId: string;
  name: string;
  /** The largest discount on a bill, percent of its gross; null = no cap. */
  maxDiscount: number | null;
}
export interface TaxGroupRow {
  recordId: string;
  sno: number;
  taxCode: string;
  taxper: number;
}

/** The rate and tax group of `itemId` on price list `listId`, or undefined when the list does not price it. */
export function listPrice(
  rows: readonly PriceRow[],
  listId: string,
  itemId: string,
): { price: number; taxId: string } | undefined {
  const row = rows.find((candidate) => candidate.recordId === listId && candidate.productId === itemId);
  return row ? { price: row.price, taxId: row.taxId } : undefined;
}

/** A discount list's percent for an item: its item exception, else its group's percent, else 0. */
export function discountPercent(
  list: {
    groups: ReadonlyArray<{ group: string; percent: number }>;
    items: ReadonlyArray<{ productId: string; discount: number }>;
  },
  item: { itemId: string; group: string },
): number {
  const exception = list.items.find((row) => row.productId === item.itemId);
  if (exception) return exception.discount;
  return list.groups.find((row) => row.group === item.group)?.percent ?? 0;
}

/** The percent of `itemId` on discount list `listId` (discsdet rows are per item), 0 when none. */
export const listDiscount = (rows: readonly DiscountRow[], listId: string, itemId: string): number =>
  rows.find((row) => row.recordId === listId && row.productId === itemId)?.discount ?? 0;

/** The tax group's total percent (CGST + SGST). */
export const groupPercent = (rows: readonly TaxGroupRow[], groupId: string): number =>
  rows.filter((row) => row.recordId === groupId).reduce((total, row) => total + row.taxper, 0);

export interface SaleLineInput {
  qty: number;
  /** Rupees. */
  rat: number;
  discPer: number;
  /** The line's tax group (taxesuni recordId), '' for none. */
  taxId: string;
}
export interface SaleLineFigures {
  grossPaise: Paise;
  discountPaise: Paise;
  netPaise: Paise;
  taxes: Array<{ taxCode: string; taxPer: number; valuePaise: Paise }>;
}

/**
 * One line: gross = qty × rate (to the paisa), discount = its percent of the gross, each tax of its group on the net.
 */
export function saleLineFigures(line: SaleLineInput, groups: readonly TaxGroupRow[]): SaleLineFigures {
  const grossPaise = multiplyByQuantity(toPaise(line.rat), line.qty);
  const discountPaise = applyPercent(grossPaise, line.discPer);
  const netPaise = grossPaise - discountPaise;
  const taxes = groups
    .filter((row) => row.recordId === line.taxId)
    .sort((a, b) => a.sno - b.sno)
    .map((row) => ({ taxCode: row.taxCode, taxPer: row.taxper, valuePaise: applyPercent(netPaise, row.taxper) }));
  return { grossPaise, discountPaise, netPaise, taxes };
}

export interface SaleBillFigures {
  lines: SaleLineFigures[];
  basePaise: Paise;
  discountPaise: Paise;
  taxesPaise: Paise;
  othersPaise: Paise;
  /** base − discount + taxes + others. */
  totalPaise: Paise;
}

/** The header amounts (Baseamt, Discount, Taxes, Others, TotalAmt) of a quotation or order. */
export function saleBillFigures(
  lines: readonly SaleLineInput[],
  groups: readonly TaxGroupRow[],
  othersPaise: Paise,
): SaleBillFigures {
  const figures = lines.map((line) => saleLineFigures(line, groups));
  const basePaise = sumPaise(figures.map((line) => line.grossPaise));
  const discountPaise = sumPaise(figures.map((line) => line.discountPaise));
  const taxesPaise = sumPaise(figures.flatMap((line) => line.taxes.map((tax) => tax.valuePaise)));
  return {
    lines: figures,
    basePaise,
    discountPaise,
    taxesPaise,
    othersPaise,
    totalPaise: basePaise - discountPaise + taxesPaise + othersPaise,
  };
}

/** The bill cap: the refusal when the discounts pass `capPercent` of the gross, else null (no cap, or within it). */
export function billCapProblem(
  bill: Pick<SaleBillFigures, 'basePaise' | 'discountPaise'>,
  capPercent: number | null,
): string | null {
  if (capPercent === null || bill.basePaise <= 0) return null;
  if (bill.discountPaise <= applyPercent(bill.basePaise, capPercent)) return null;
  const given = Math.round((bill.discountPaise * 10000) / bill.basePaise) / 100;
  return `The discounts come to ${given}% of the bill; the party's discount list allows at most ${capPercent}%.`;
}
