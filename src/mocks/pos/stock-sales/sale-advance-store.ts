import { toPaise, type Paise } from '../../../lib/money/money';
import { advanceLeftPaise } from '../../../modules/pos/stock-sales/domain/advance-adjustment';
import { SALE_ADVANCE_TRATYPE, type SaleAdvance } from '../../../modules/pos/stock-sales/domain/sale-advance-types';
import { advanceRow, advanceRows, storeAdvanceRow } from '../../core/accounting/advance-table';
import { liveSalesOf } from '../../core/sales/sale-store';

/**
 * Advances received share the contract's one `TotAdvanceDetails` table with the advances paid to suppliers
 * (Tratype PUR_VOU), so record ids are unique over both and one print or cancel route serves both.
 */
const everyAdvance = (companyCode: number) => advanceRows<{ recordId: number; tratype: string }>(companyCode);

export const saleAdvancesOf = async (companyCode: number): Promise<SaleAdvance[]> =>
  (await everyAdvance(companyCode)).filter((row): row is SaleAdvance => row.tratype === SALE_ADVANCE_TRATYPE);

export async function saleAdvanceOf(companyCode: number, recordId: number): Promise<SaleAdvance | undefined> {
  const row = await advanceRow<{ tratype: string }>(companyCode, recordId);
  return row?.tratype === SALE_ADVANCE_TRATYPE ? (row as SaleAdvance) : undefined;
}

export const storeSaleAdvance = (companyCode: number, advance: SaleAdvance) => storeAdvanceRow(companyCode, advance);

/** What the invoices that stand have adjusted of each advance, in paise. */
export async function adjustedPaise(companyCode: number): Promise<Map<number, Paise>> {
  const adjusted = new Map<number, Paise>();
  for (const sale of await liveSalesOf(companyCode)) {
    for (const adjustment of sale.advances)
      adjusted.set(adjustment.recordId, (adjusted.get(adjustment.recordId) ?? 0) + toPaise(adjustment.amt));
  }
  return adjusted;
}

/** Every advance not cancelled with what is left of it to adjust (0 when used up). */
export async function advancesWithLeft(
  companyCode: number,
): Promise<Array<{ advance: SaleAdvance; adjustedPaise: Paise; leftPaise: Paise }>> {
  const [advances, adjusted] = await Promise.all([saleAdvancesOf(companyCode), adjustedPaise(companyCode)]);
  return advances
    .filter((advance) => !advance.cancelled)
    .map((advance) => {
      const used = adjusted.get(advance.recordId) ?? 0;
      return { advance, adjustedPaise: used, leftPaise: advanceLeftPaise(toPaise(advance.amt), [used]) };
    });
}
