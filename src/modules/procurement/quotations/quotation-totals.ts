import { sumPaise, type Paise } from '../../../lib/money/money';
import { lineBasePaise, taxAmounts, type TaxAmount } from '../domain/receipt-totals';

export interface QuotationTotalsInput {
  lines: ReadonlyArray<{ qty: number; ratePaise: Paise }>;
  taxes: ReadonlyArray<{ taxCode: string; taxPer: number }>;
  discountPaise: Paise;
  othersPaise: Paise;
}

export interface QuotationTotals {
  basePaise: Paise;
  taxes: TaxAmount[];
  taxesPaise: Paise;
  /** base + taxes − discount + others. */
  totalPaise: Paise;
}

/**
 * A quotation's totals (header Baseamt, Taxes, TotalAmt): each line qty × rate to the paisa, each tax its percent of
 * the base.
 */
export function quotationTotals(input: QuotationTotalsInput): QuotationTotals {
  const basePaise = sumPaise(input.lines.map((line) => lineBasePaise(line.qty, line.ratePaise)));
  const taxes = taxAmounts(basePaise, input.taxes);
  const taxesPaise = sumPaise(taxes.map((tax) => tax.valuePaise));
  return { basePaise, taxes, taxesPaise, totalPaise: basePaise + taxesPaise - input.discountPaise + input.othersPaise };
}
