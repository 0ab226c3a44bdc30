import type { EnquiryDetail, EnquiryHeader, EnquiryNote } from '../../modules/procurement/enquiries/enquiry-types';

/** A purchase enquiry as the demo backend keeps it: `PurPurchaseEnquiryUni`, its lines and its notes. */
export interface StoredEnquiry {
  header: EnquiryHeader;
  lines: EnquiryDetail[];
  notes: EnquiryNote[];
}
