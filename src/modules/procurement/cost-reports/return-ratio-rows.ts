import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { divideRounded } from '../../../lib/money/money-decimal';
import type { ReportResult, ReportRow } from '../../../engine/report/report';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import type { ReturnAnswer } from '../returns/return-types';
import { byKeys } from './report-period';

/**
 * Returns as a percent of purchases, two decimals: exact integer maths on the paise, rounded once (half away from
 * zero). Null when nothing was bought: no percent of nothing.
 */
export const returnsPercent = (purchasesPaise: Paise, returnsPaise: Paise): number | null =>
  purchasesPaise <= 0 ? null : Number(divideRounded(BigInt(returnsPaise) * 10_000n, BigInt(purchasesPaise))) / 100;

/**
 * Purchases to returns: per supplier, the total of its goods receipts and of its purchase returns (both as given,
 * already kept to the period), and the returns as a percent of the purchases.
 */
export function purchasesToReturnsRows(
  receipts: readonly ReceiptBody[],
  returns: readonly ReturnAnswer[],
  supplierName: (id: string) => string,
): ReportRow[] {
  const suppliers = new Map<string, { vendorname: string; bought: Paise[]; returned: Paise[] }>();
  const supplier = (vendorid: string, vendorname: string) => {
    const known = suppliers.get(vendorid) ?? {
      vendorname: vendorname || supplierName(vendorid),
      bought: [],
      returned: [],
    };
    suppliers.set(vendorid, known);
    return known;
  };
  for (const { header } of receipts) supplier(header.vendorid, header.vendorname).bought.push(toPaise(header.totalAmt));
  for (const { header } of returns)
    supplier(header.vendorid, header.vendorname).returned.push(toPaise(header.totalAmt));
  return [...suppliers.entries()]
    .map(([vendorid, { vendorname, bought, returned }]) => {
      const [purchases, returnsPaise] = [sumPaise(bought), sumPaise(returned)];
      return {
        vendorid,
        vendorname,
        purchases: fromPaise(purchases),
        returns: fromPaise(returnsPaise),
        percent: returnsPercent(purchases, returnsPaise),
      };
    })
    .sort(
      byKeys(
        (row) => row.vendorname,
        (row) => row.vendorid,
      ),
    );
}

/** The total row's percent: all returns against all purchases (never a sum or average of the suppliers' percents). */
export function withOverallPercent(result: ReportResult): ReportResult {
  const percent = returnsPercent(toPaise(result.totals.purchases ?? 0), toPaise(result.totals.returns ?? 0));
  return percent === null ? result : { ...result, totals: { ...result.totals, percent } };
}
