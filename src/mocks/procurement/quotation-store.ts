import { nextQuotationNumber } from '../../modules/procurement/domain/purchase-numbers';
import { QUOTATION_RESOURCE } from '../../modules/procurement/quotations/quotation-endpoints';
import { storedEnquiries } from './enquiry-store';
import { purchaseDocumentStore } from './purchase-document-store';
import { requestMasterData } from './request-masters';
import { purchaseQuotationSeed } from './seeds/purchase-quotations';
import type { StoredQuotation } from './stored-quotation';

const quotations = purchaseDocumentStore<StoredQuotation>(
  QUOTATION_RESOURCE,
  async (companyCode) => {
    const [enquiries, { lists }] = await Promise.all([storedEnquiries(companyCode), requestMasterData(companyCode)]);
    return purchaseQuotationSeed(enquiries, lists);
  },
  nextQuotationNumber,
);

/**
 * A company's quotations, its starting ones (against the starting enquiries) written the first time any are asked for.
 */
export const storedQuotations = quotations.all;

export const storedQuotation = quotations.one;

export const storeQuotation = quotations.store;

/** The next free number on `date`: PQ<yy of the financial year's start>-<5>. */
export const nextQuotationSeq = quotations.nextSeq;
