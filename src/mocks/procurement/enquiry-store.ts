import { nextEnquiryNumber } from '../../modules/procurement/domain/purchase-numbers';
import { ENQUIRY_RESOURCE } from '../../modules/procurement/enquiries/enquiry-endpoints';
import { listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { supplierAddresses } from './enquiry-access';
import { requestMasterData } from './request-masters';
import { branchOf, serverDay } from './request-store';
import { purchaseEnquirySeed } from './seeds/purchase-enquiries';
import type { StoredEnquiry } from './stored-enquiry';

/** A company's enquiries, its starting ones written the first time any are asked for. */
export async function storedEnquiries(companyCode: number): Promise<StoredEnquiry[]> {
  await seedOnce(ENQUIRY_RESOURCE, companyCode, async () => {
    const [{ lists }, addresses] = await Promise.all([requestMasterData(companyCode), supplierAddresses(companyCode)]);
    return purchaseEnquirySeed(companyCode, branchOf(companyCode), lists, addresses).map((enquiry) => ({
      id: String(enquiry.header.recordId),
      data: enquiry,
    }));
  });
  return (await listRecords<StoredEnquiry>(ENQUIRY_RESOURCE, companyCode)).sort(
    (a, b) => a.header.recordId - b.header.recordId,
  );
}

export async function storedEnquiry(companyCode: number, recordId: number): Promise<StoredEnquiry | undefined> {
  await storedEnquiries(companyCode);
  return readRecord<StoredEnquiry>(ENQUIRY_RESOURCE, companyCode, String(recordId));
}

export const storeEnquiry = (companyCode: number, enquiry: StoredEnquiry) =>
  writeRecord(ENQUIRY_RESOURCE, companyCode, String(enquiry.header.recordId), enquiry);

/** The next free number on `date`: PE<yy of the financial year's start>-<5>. */
export const nextEnquirySeq = (enquiries: readonly StoredEnquiry[], date = serverDay()) =>
  nextEnquiryNumber(
    date,
    enquiries.map((enquiry) => enquiry.header.seq),
  );
