import { storedOrders } from '../core/sales/order-store';
import { documentFinder } from '../core/search/document-finder';
import type { RecordFinder } from '../core/search/record-finder';
import { storedCrmQuotations } from './quotations/quotation-store';

/** The CRM's records: its sale orders and quotations, by number or customer. */
export const CRM_RECORD_FINDERS: readonly RecordFinder[] = [
  documentFinder('sale-order', 'Sale order', async (companyCode) =>
    (await storedOrders(companyCode)).map(({ header }) => ({
      recordId: String(header.recordId),
      seq: header.seq,
      dat: header.dat.slice(0, 10),
      party: header.partyName,
      total: header.totalAmt,
      status: header.orderstatus,
    })),
  ),
  documentFinder('sale-quotation', 'Sale quotation', async (companyCode) =>
    (await storedCrmQuotations(companyCode)).map(({ header }) => ({
      recordId: String(header.recordId),
      seq: header.seq,
      dat: header.dat.slice(0, 10),
      party: header.partyName,
      total: 0,
      status: header.quotationstatus,
    })),
  ),
];
