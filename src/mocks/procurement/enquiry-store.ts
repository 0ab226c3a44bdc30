import { nextEnquiryNumber } from '../../modules/procurement/domain/purchase-numbers';
import { ENQUIRY_RESOURCE } from '../../modules/procurement/enquiries/enquiry-endpoints';
import { supplierAddresses } from './enquiry-access';
import { purchaseDocumentStore } from './purchase-document-store';
import { requestMasterData } from './request-masters';
import { branchOf } from './request-store';
import { purchaseEnquirySeed } from './seeds/purchase-enquiries';
import type { StoredEnquiry } from './stored-enquiry';

const enquiries = purchaseDocumentStore<StoredEnquiry>(
  ENQUIRY_RESOURCE,
  async (companyCode) => {
    const [{ lists }, addresses] = await Promise.all([requestMasterData(companyCode), supplierAddresses(companyCode)]);
    return purchaseEnquirySeed(companyCode, branchOf(companyCode), lists, addresses);
  },
  nextEnquiryNumber,
);

/** A company's enquiries, its starting ones written the first time any are asked for. */
export const storedEnquiries = enquiries.all;

export const storedEnquiry = enquiries.one;

export const storeEnquiry = enquiries.store;

/** The next free number on `date`: PE<yy of the financial year's start>-<5>. */
export const nextEnquirySeq = enquiries.nextSeq;
