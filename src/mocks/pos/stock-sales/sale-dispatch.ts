import { HttpResponse } from 'msw';
import { newPassCode, passCodeMatches } from '../../../modules/pos/stock-sales/domain/pass-code';
import {
  PASS_CLEARED,
  PASS_PENDING,
  SALE_CANCELLED,
  type PendingDispatch,
} from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { refusal } from '../../core/sessions/screen-session';
import { randomBytes } from './sale-save';
import { liveSalesOf, storeSale, type StoredSale } from '../../core/sales/sale-store';

/** GetPendingDispatches: the invoices waiting at the gate (PassCodeCheck 1), oldest first, without their pass codes. */
export async function pendingDispatches(companyCode: number): Promise<PendingDispatch[]> {
  return (await liveSalesOf(companyCode))
    .filter((sale) => sale.header.passCodeCheck === PASS_PENDING)
    .sort((a, b) => a.header.seq.localeCompare(b.header.seq))
    .map(({ header, linedetails }) => ({
      recordId: header.recordId,
      seq: header.seq,
      dat: header.dat,
      partyId: header.partyId,
      partyName: header.partyName,
      totalAmt: header.totalAmt,
      passCodeCheck: header.passCodeCheck,
      items: linedetails.length,
    }));
}

/** Why an invoice cannot take a gate action now, or null. */
function gateRefusal(sale: StoredSale | undefined, recordId: number): string | null {
  if (!sale) return `There is no invoice ${recordId}.`;
  if (sale.header.pos === SALE_CANCELLED) return `Invoice ${sale.header.seq} is cancelled.`;
  if (sale.header.passCodeCheck === PASS_CLEARED)
    return `Invoice ${sale.header.seq} has already been cleared at the gate.`;
  return null;
}

/**
 * SetPendingDispatchClear: the gate lets the goods out once the pass code typed there matches (ours: the server cleared
 * on the record id alone).
 */
export async function clearDispatch(
  companyCode: number,
  sale: StoredSale | undefined,
  recordId: number,
  typed: string,
  user: string,
): Promise<Response> {
  const refused = gateRefusal(sale, recordId);
  if (refused || !sale) return refusal(refused ?? '');
  if (!passCodeMatches(sale.header.passCode, typed)) return refusal('The pass code does not match');
  await storeSale(companyCode, {
    ...sale,
    header: { ...sale.header, passCodeCheck: PASS_CLEARED, clearedAt: new Date().toISOString(), clearedBy: user },
  });
  return HttpResponse.json({ result: 'OK', recordId: sale.header.recordId, seq: sale.header.seq });
}

/**
 * geneRatecode: a new pass code (the old one stops working); the server e-mails it, the demo keeps it for the gate pass
 * print.
 */
export async function regeneratePassCode(
  companyCode: number,
  sale: StoredSale | undefined,
  recordId: number,
): Promise<Response> {
  const refused = gateRefusal(sale, recordId);
  if (refused || !sale) return refusal(refused ?? '');
  let passCode = newPassCode(randomBytes);
  while (passCode === sale.header.passCode) passCode = newPassCode(randomBytes);
  await storeSale(companyCode, { ...sale, header: { ...sale.header, passCode } });
  return HttpResponse.json({ result: 'OK', recordId: sale.header.recordId, seq: sale.header.seq });
}
