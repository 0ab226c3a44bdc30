import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import type { InUseRules } from '../core/generic/in-use-rules';
import { orderOf, receiptsOf } from './receipt-store';

/** An order that goods have been received against (a receipt not cancelled) cannot be cancelled: cancel the receipts first. */
async function orderInUse(companyCode: number, id: string): Promise<string | null> {
  const receipt = (await receiptsOf(companyCode)).find((row) => row.header.refPoid === Number(id) && row.header.pos !== CANCELLED);
  if (!receipt) return null;
  const order = await orderOf(companyCode, Number(id));
  return `Goods have been received against order ${order?.seq ?? id} (goods receipt ${receipt.header.seq}); cancel the receipt first.`;
}

/** The procurement module's in-use rules. */
export const PROCUREMENT_IN_USE: InUseRules = { 'procurement.purchase-orders': orderInUse };
