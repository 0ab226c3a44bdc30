import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import type { InUseRules } from '../core/generic/in-use-rules';
import { advancesOf } from './advance-store';
import { orderOf, receiptsOf } from '../core/inward/receipt-store';

/**
 * An order that goods have been received against (a receipt not cancelled), or that holds advances not
 * cancelled, cannot be cancelled: cancel the receipts or advances first (an advance on a cancelled order
 * could never be deducted from a bill).
 */
async function orderInUse(companyCode: number, id: string): Promise<string | null> {
  const receipt = (await receiptsOf(companyCode)).find(
    (row) => row.header.refPoid === Number(id) && row.header.pos !== CANCELLED,
  );
  const advances = receipt
    ? []
    : (await advancesOf(companyCode)).filter((advance) => advance.transactionId === Number(id) && !advance.cancelled);
  if (!receipt && advances.length === 0) return null;
  const order = await orderOf(companyCode, Number(id));
  if (receipt)
    return `Goods have been received against order ${order?.seq ?? id} (goods receipt ${receipt.header.seq}); cancel the receipt first.`;
  return `Advances have been paid on order ${order?.seq ?? id} (${advances.map((advance) => advance.seq).join(', ')}); cancel them first.`;
}

/** The procurement module's in-use rules. */
export const PROCUREMENT_IN_USE: InUseRules = { 'procurement.purchase-orders': orderInUse };
