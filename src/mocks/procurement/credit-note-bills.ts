import { fromPaise } from '../../lib/money/money';
import type { PendingBillRow } from '../../modules/procurement/credit-notes/credit-note-types';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { billLeftPaise } from '../../kits/accounting/party-ledger';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { partyLedger } from './party-ledger-store';
import { receiptsOf } from '../core/inward/receipt-store';

/**
 * Ours: every goods receipt whose bill still has something pending (one supplier's when `vendorid` is given), newest
 * first.
 */
export async function pendingReceiptBills(companyCode: number, vendorid: string): Promise<PendingBillRow[]> {
  const [receipts, ledger] = await Promise.all([receiptsOf(companyCode), partyLedger(companyCode)]);
  return receipts
    .map((receipt) => receipt.header)
    .filter((header) => header.pos !== CANCELLED && (vendorid === '' || header.vendorid === vendorid))
    .map((header) => ({
      recordId: Number(header.recordId),
      seq: header.seq,
      dat: header.dat,
      invoiceno: header.invoiceno,
      vendorid: header.vendorid,
      vendorname: header.vendorname,
      billAmt: header.totalAmt,
      pending: fromPaise(billLeftPaise(ledger, header.vendorid, header.seq) ?? 0),
    }))
    .filter((bill) => bill.pending > 0)
    .sort((a, b) => b.seq.localeCompare(a.seq));
}

/** The suppliers' mobile numbers by code (the list shows them, as the server's does). */
export async function supplierMobiles(companyCode: number): Promise<Map<string, string>> {
  await ensureSeeded('procurement.suppliers', companyCode);
  const rows = await listRecords<Record<string, unknown>>('procurement.suppliers', companyCode);
  return new Map(rows.map((row) => [String(row.code), String(row.mobile ?? '')]));
}
