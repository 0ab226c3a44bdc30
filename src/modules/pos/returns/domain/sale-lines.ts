import type { Bill } from '../../../../kits/billing/domain/bill-types';
import type { TaxRate } from '../../../../kits/billing/domain/master-types';
import type { LineFigures, SaleSourceLine } from './returns-types';
import { frozenTaxShares } from './tax-shares';

/**
 * A bill's lines as GetSale answers them: each as sold (its frozen figures, its tax parts shared out with `master`,
 * the master as it is at the return) and as returned so far, which `returned` works out from what was sold.
 */
export function saleLines(
  bill: Bill,
  master: readonly TaxRate[],
  returned: (lineId: string, sold: LineFigures) => LineFigures,
): SaleSourceLine[] {
  const shares = frozenTaxShares(bill.lines, bill.taxes, master);
  return bill.lines.map((line, index) => {
    const sold: LineFigures = {
      qty: line.qty,
      amount: line.amount,
      discount: line.discount,
      serviceCharge: line.serviceCharge,
      taxes: shares[index]!,
    };
    return {
      lineId: line.lineId,
      itemId: line.itemId,
      itemName: line.itemName,
      rate: line.rate,
      taxCode: line.taxCode,
      sold,
      returned: returned(line.lineId, sold),
    };
  });
}
