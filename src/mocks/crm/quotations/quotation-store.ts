import { CRM_QUOTATION_RESOURCE } from '../../../modules/crm/quotations/quotation-endpoints';
import type { CrmQuotationHeader } from '../../../modules/crm/quotations/quotation-types';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../../core/record-store';
import { quotationSeed } from './quotation-seed';
import type { StoredCrmQuotation } from './stored-quotation';

/**
 * The sale orders' store, read raw (only an order's link to its quotation is needed): an order names its quotation by
 * `header.quotationno` (its number) or `quotationId`.
 */
const SALE_ORDERS = 'crm.sale-orders';

export async function storedCrmQuotations(companyCode: number): Promise<StoredCrmQuotation[]> {
  await seedOnce(CRM_QUOTATION_RESOURCE, companyCode, async () =>
    (await quotationSeed(companyCode)).map((quotation) => ({ id: String(quotation.header.recordId), data: quotation })),
  );
  return (await listRecords<StoredCrmQuotation>(CRM_QUOTATION_RESOURCE, companyCode)).sort(
    (a, b) => a.header.recordId - b.header.recordId,
  );
}

export async function storedCrmQuotation(
  companyCode: number,
  recordId: number,
): Promise<StoredCrmQuotation | undefined> {
  await storedCrmQuotations(companyCode);
  return readRecord<StoredCrmQuotation>(CRM_QUOTATION_RESOURCE, companyCode, String(recordId));
}

export const storeCrmQuotation = (companyCode: number, quotation: StoredCrmQuotation) =>
  writeRecord(CRM_QUOTATION_RESOURCE, companyCode, String(quotation.header.recordId), quotation);
export const deleteCrmQuotation = (companyCode: number, recordId: number) =>
  deleteRecord(CRM_QUOTATION_RESOURCE, companyCode, String(recordId));

/** The quotations (numbers and record ids, as text) that some sale order names. */
export async function orderedQuotationKeys(companyCode: number): Promise<Set<string>> {
  const orders = await listRecords<{ header?: { quotationno?: unknown; quotationId?: unknown } }>(
    SALE_ORDERS,
    companyCode,
  );
  return new Set(
    orders
      .flatMap((order) => [order.header?.quotationno, order.header?.quotationId])
      .filter((value) => value !== null && value !== undefined && value !== '' && value !== 0)
      .map(String),
  );
}

export const isOrdered = (keys: ReadonlySet<string>, header: Pick<CrmQuotationHeader, 'recordId' | 'seq'>) =>
  keys.has(header.seq) || keys.has(String(header.recordId));
