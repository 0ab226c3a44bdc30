import type { DocumentHeaderTrail } from '../../../kits/trade-documents/document-header';
import type { PartyAddressFields, SupplierAddress } from '../enquiries/enquiry-types';
import type { RequirementMaterial, RequirementUnit } from '../requests/requirement-types';

/**
 * Purchase quotations on the wire (contract 03 section 3); amounts are rupees (two decimals), dates `yyyy-MM-dd`,
 * masters by code.
 */

/** `PurQuotationUni`. */
export interface QuotationHeader extends PartyAddressFields, DocumentHeaderTrail {
  recordId: number;
  seq: string;
  dat: string;
  validity: string | null;
  purchaseType: string;
  /** The enquiry quoted against (its record id), or null. */
  refQuotationId: number | null;
  /** The enquiry's number. */
  refQuotation: string;
  /** The supplier's own quotation reference. */
  reference: string;
  vendorid: string;
  vendorname: string;
  /** 1 pending, 2 approved at birth, 3 approved by the approver, 9 cancelled (ours). */
  pos: number;
  salesorder: string | null;
}

/** `PurQuotationDet`; in the answer `branchId` carries the unit's name, as the server does. */
export interface QuotationLine {
  recordId: number;
  sno: number;
  itemId: string;
  itemName: string;
  itemDescription: string;
  qty: number;
  leadDays: number;
  um: string;
  rat: number;
  branchId?: string;
}

export interface QuotationTax {
  sno: number;
  taxCode: string;
  taxPer: number;
  taxValue: number;
}

export interface QuotationAnswer {
  header: QuotationHeader;
  lines: QuotationLine[];
  taxes: QuotationTax[];
  terms: Array<{ sno: number; term: string }>;
  result: string;
}

/** An approved enquiry not quoted yet, with its items to start the quotation from. */
export interface QuotableEnquiry {
  recordId: number;
  seq: string;
  dat: string;
  vendorid: string;
  vendorname: string;
  lines: Array<{ itemId: string; itemDescription: string; qty: number; uom: string }>;
}

export interface QuotationRequirements {
  pqseq: string;
  dat: string;
  suppliers: Array<{ accountId: string; accountname: string }>;
  addresses: SupplierAddress[];
  materials: RequirementMaterial[];
  taxes: Array<{ taxCode: string; taxPer: number; description: string }>;
  units: RequirementUnit[];
  terms: Array<{ sno: number; term: string }>;
  enquiries: QuotableEnquiry[];
}

export interface QuotationSaveBody {
  header: {
    recordId: number;
    dat: string;
    validity: string | null;
    refQuotationId: number | null;
    reference: string;
    vendorid: string;
    discount: number;
    others: number;
  };
  lines: Array<{
    itemId: string;
    itemName: string;
    itemDescription: string;
    qty: number;
    leadDays: number;
    um: string;
    rat: number;
  }>;
  terms: Array<{ term: string }>;
  taxes: Array<{ taxCode: string; taxPer: number; taxValue: number }>;
  imgs: [];
  traCheck: 1 | 3;
}
