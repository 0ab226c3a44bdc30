import { sumPaise } from '../../../lib/money/money';
import type { Paise } from '../../../lib/money/money';
import { applyPercent, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import type { TaxRate } from './posting-codes';

/** A goods receipt line, as the rules need it. */
export interface ReceiptLine {
  /** The item group code its purchase is booked under (PUR_PUR@<group>). */
  itemGroup: string;
  /** Up to 3 decimals. */
  quantity: number;
  ratePaise: Paise;
}

/** What a goods receipt's totals are made of. */
export interface ReceiptInput {
  lines: readonly ReceiptLine[];
  taxes: readonly TaxRate[];
  discountPaise: Paise;
  othersPaise: Paise;
  /** Advances paid on the order and deducted from this receipt (0 when none). */
  advancePaise: Paise;
}

/** One tax with its value. */
export interface TaxAmount extends TaxRate {
  valuePaise: Paise;
}

/** The base of one item group. */
export interface GroupBase {
  itemGroup: string;
  basePaise: Paise;
}

/** A receipt's totals (header Baseamt, Discount, Taxes, Others, TotalAmt) and what is owed after advances. */
export interface ReceiptTotals {
  /** quantity × rate of each line, in the lines' order. */
  lineBasesPaise: Paise[];
  /** The bases by item group, groups in the order they first appear. */
  groupBases: GroupBase[];
  basePaise: Paise;
  taxes: TaxAmount[];
  taxesPaise: Paise;
  discountPaise: Paise;
  othersPaise: Paise;
  /** base + taxes − discount + others. */
  totalPaise: Paise;
  advancePaise: Paise;
  /** total − advance: the supplier's bill (PartyTransactions pending); negative when the advance was larger. */
  payablePaise: Paise;
}

/** The amount of one line: quantity × rate, rounded once to the paisa. */
export const lineBasePaise = (quantity: number, ratePaise: Paise): Paise => multiplyByQuantity(ratePaise, quantity);

/** Each tax as its percent of the base, rounded to the paisa (taxes are never compounded). */
export function taxAmounts(basePaise: Paise, taxes: readonly TaxRate[]): TaxAmount[] {
  return taxes.map((tax) => ({
    taxCode: tax.taxCode,
    taxPer: tax.taxPer,
    valuePaise: applyPercent(basePaise, tax.taxPer),
  }));
}

/** The totals of a goods receipt: bases per line and per group, taxes on the base, total and payable. */
export function receiptTotals(input: ReceiptInput): ReceiptTotals {
  const lineBasesPaise = input.lines.map((line) => lineBasePaise(line.quantity, line.ratePaise));
  const byGroup = new Map<string, Paise>();
  input.lines.forEach((line, index) =>
    byGroup.set(line.itemGroup, (byGroup.get(line.itemGroup) ?? 0) + (lineBasesPaise[index] ?? 0)),
  );
  const basePaise = sumPaise(lineBasesPaise);
  const taxes = taxAmounts(basePaise, input.taxes);
  const taxesPaise = sumPaise(taxes.map((tax) => tax.valuePaise));
  const totalPaise = basePaise + taxesPaise - input.discountPaise + input.othersPaise;
  return {
    lineBasesPaise,
    groupBases: [...byGroup].map(([itemGroup, groupBase]) => ({ itemGroup, basePaise: groupBase })),
    basePaise,
    taxes,
    taxesPaise,
    discountPaise: input.discountPaise,
    othersPaise: input.othersPaise,
    totalPaise,
    advancePaise: input.advancePaise,
    payablePaise: payableAfterAdvances(totalPaise, [input.advancePaise]),
  };
}

/** What the supplier is owed for a receipt once the advances paid on its order are deducted: total − Σ advances. */
export const payableAfterAdvances = (totalPaise: Paise, advancesPaise: readonly Paise[]): Paise =>
  totalPaise - sumPaise(advancesPaise);

/** A purchase return line. */
export interface ReturnLine {
  quantity: number;
  ratePaise: Paise;
}

/** A purchase return's totals: base, taxes on the base, total = base + taxes. */
export interface ReturnTotals {
  basePaise: Paise;
  taxes: TaxAmount[];
  taxesPaise: Paise;
  totalPaise: Paise;
}

/** The totals of a purchase return. */
export function returnTotals(lines: readonly ReturnLine[], taxes: readonly TaxRate[]): ReturnTotals {
  const basePaise = sumPaise(lines.map((line) => lineBasePaise(line.quantity, line.ratePaise)));
  const amounts = taxAmounts(basePaise, taxes);
  const taxesPaise = sumPaise(amounts.map((tax) => tax.valuePaise));
  return { basePaise, taxes: amounts, taxesPaise, totalPaise: basePaise + taxesPaise };
}
