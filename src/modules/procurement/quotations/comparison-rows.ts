import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { applyPercent } from '../../../lib/money/money-arithmetic';
import { APPROVED, APPROVED_BY_APPROVER } from '../domain/approval-status';
import type { QuotationAnswer } from './quotation-types';

/** One supplier's offer for one item. */
export interface ComparisonRow {
  recordId: number;
  seq: string;
  vendorname: string;
  ratePaise: Paise;
  leadDays: number;
  /** The quotation's taxes, summed percent. */
  taxPer: number;
  /** The rate with the quotation's taxes on it. */
  rateWithTaxesPaise: Paise;
  /** The quotation's total. */
  totalPaise: Paise;
  cheapest: boolean;
}

export const isApprovedQuotation = (answer: QuotationAnswer) =>
  answer.header.pos === APPROVED || answer.header.pos === APPROVED_BY_APPROVER;

/**
 * The approved quotations' offers for `itemId`, cheapest (rate with taxes) first; every offer at the lowest is marked
 * cheapest.
 */
export function comparisonRows(answers: readonly QuotationAnswer[], itemId: string): ComparisonRow[] {
  const rows = answers.filter(isApprovedQuotation).flatMap((answer) =>
    answer.lines
      .filter((line) => line.itemId === itemId)
      .map((line) => {
        const ratePaise = toPaise(line.rat);
        const taxPer = answer.taxes.reduce((sum, tax) => sum + tax.taxPer, 0);
        const rateWithTaxesPaise = ratePaise + sumPaise(answer.taxes.map((tax) => applyPercent(ratePaise, tax.taxPer)));
        return {
          recordId: answer.header.recordId,
          seq: answer.header.seq,
          vendorname: answer.header.vendorname,
          ratePaise,
          leadDays: line.leadDays,
          taxPer,
          rateWithTaxesPaise,
          totalPaise: toPaise(answer.header.totalAmt),
          cheapest: false,
        };
      }),
  );
  const lowest = Math.min(...rows.map((row) => row.rateWithTaxesPaise));
  return rows
    .map((row) => ({ ...row, cheapest: row.rateWithTaxesPaise === lowest }))
    .sort((a, b) => a.rateWithTaxesPaise - b.rateWithTaxesPaise || a.leadDays - b.leadDays);
}

/** The items any approved quotation prices, by name. */
export function quotedItems(answers: readonly QuotationAnswer[]): Array<{ itemId: string; itemName: string }> {
  const items = new Map<string, string>();
  for (const answer of answers.filter(isApprovedQuotation))
    for (const line of answer.lines) items.set(line.itemId, line.itemName);
  return [...items]
    .map(([itemId, itemName]) => ({ itemId, itemName }))
    .sort((a, b) => a.itemName.localeCompare(b.itemName));
}
