import { sumPaise, type Paise } from '../../../../lib/money/money';
import { applyPercent } from '../../../../lib/money/money-arithmetic';
import type { DebitNoteTax } from './debit-note-types';

export interface DebitNoteFigures {
  base: Paise;
  taxes: Array<{ component: string; percent: number; taxable: Paise; amount: Paise }>;
  tax: Paise;
  total: Paise;
}

/**
 * A debit note's figures: the amount before tax and each component of its tax (today's rate: the note is a new
 * supply), each reckoned on the amount and rounded half away from zero to the paisa; no round-off (the note is
 * a ledger document, not cash). An untaxed note (interest, or no tax chosen) is its amount.
 */
export function debitNoteFigures(base: Paise, tax: DebitNoteTax | undefined): DebitNoteFigures {
  const taxes = (tax?.components ?? []).map((part) => ({
    component: part.component,
    percent: part.percent,
    taxable: base,
    amount: applyPercent(base, part.percent),
  }));
  const total = sumPaise(taxes.map((row) => row.amount));
  return { base, taxes, tax: total, total: base + total };
}
