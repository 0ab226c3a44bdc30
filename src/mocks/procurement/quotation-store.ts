import { nextQuotationNumber } from '../../modules/procurement/domain/purchase-numbers';
import { QUOTATION_RESOURCE } from '../../modules/procurement/quotations/quotation-endpoints';
import { listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { storedEnquiries } from './enquiry-store';
import { requestMasterData } from './request-masters';
import { serverDay } from './request-store';
import { purchaseQuotationSeed } from './seeds/purchase-quotations';
import type { StoredQuotation } from './stored-quotation';

/**
 * A company's quotations, its starting ones (against the starting enquiries) written the first time any are asked for.
 */
export async function storedQuotations(companyCode: number): Promise<StoredQuotation[]> {
  await seedOnce(QUOTATION_RESOURCE, companyCode, async () => {
    const [enquiries, { lists }] = await Promise.all([storedEnquiries(companyCode), requestMasterData(companyCode)]);
    return purchaseQuotationSeed(enquiries, lists).map((quotation) => ({
      id: String(quotation.header.recordId),
      data: quotation,
    }));
  });
  return (await listRecords<StoredQuotation>(QUOTATION_RESOURCE, companyCode)).sort(
    (a, b) => a.header.recordId - b.header.recordId,
  );
}

export async function storedQuotation(companyCode: number, recordId: number): Promise<StoredQuotation | undefined> {
  await storedQuotations(companyCode);
  return readRecord<StoredQuotation>(QUOTATION_RESOURCE, companyCode, String(recordId));
}

export const storeQuotation = (companyCode: number, quotation: StoredQuotation) =>
  writeRecord(QUOTATION_RESOURCE, companyCode, String(quotation.header.recordId), quotation);

/** The next free number on `date`: PQ<yy of the financial year's start>-<5>. */
export const nextQuotationSeq = (quotations: readonly StoredQuotation[], date = serverDay()) =>
  nextQuotationNumber(
    date,
    quotations.map((quotation) => quotation.header.seq),
  );
