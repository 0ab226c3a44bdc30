import { RECEIPT_RESOURCE, type ReceiptBody } from '../../../modules/pos/receipts/domain/receipt-types';
import type { CustomerLedgerRow } from '../../../modules/pos/receipts/domain/customer-bills';
import { listRecords, readRecord, writeRecord } from '../record-store';
import { rowsOf } from '../seeded-rows';
import { customerLedger } from '../accounting/party-postings';

/**
 * The demo backend's customer receipts (PartyPaymentsuni + its bill-wise lines): one record per receipt, by record id.
 */
export const receiptsOf = (companyCode: number) => listRecords<ReceiptBody>(RECEIPT_RESOURCE, companyCode);
export const receiptOf = (companyCode: number, recordId: number) =>
  readRecord<ReceiptBody>(RECEIPT_RESOURCE, companyCode, String(recordId));
export const storeReceipt = (companyCode: number, receipt: ReceiptBody) =>
  writeRecord(RECEIPT_RESOURCE, companyCode, String(receipt.header.recordId), receipt);

/** The customers' ledger rows as the pure rules read them. */
export const ledgerRows = async (companyCode: number): Promise<CustomerLedgerRow[]> => customerLedger(companyCode);

export interface CustomerMaster {
  code: string;
  name: string;
  group: string;
  agent: string;
  creditLimit: number | null;
  creditDays: number;
  active: boolean;
}

/** The stock-sales customers (pos.customers), by code. */
export async function customerMasters(companyCode: number): Promise<Map<string, CustomerMaster>> {
  const rows = await rowsOf('pos.customers', companyCode);
  return new Map(
    rows.map((row) => {
      const limit = Number(row.creditAmount);
      const customer: CustomerMaster = {
        code: String(row.code ?? ''),
        name: String(row.name ?? ''),
        group: String(row.group ?? ''),
        agent: String(row.agent ?? ''),
        creditLimit:
          row.creditAmount === null ||
          row.creditAmount === undefined ||
          row.creditAmount === '' ||
          !Number.isFinite(limit)
            ? null
            : limit,
        creditDays: Number(row.creditDays) || 0,
        active: row.active !== false,
      };
      return [customer.code, customer];
    }),
  );
}
