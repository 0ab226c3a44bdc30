import type { RequestRequirements } from '../requests/requirement-types';

/**
 * Purchase enquiries on the wire (contract 03 section 2). As with requests, the demo's masters are
 * keyed by codes, so suppliers, items and units travel as those codes (text). Dates are `yyyy-MM-dd`.
 */

/** The party address fields the server copies from the chosen supplier address onto the document. */
export interface PartyAddressFields {
  addr: string;
  country: string;
  stat: string;
  district: string;
  city: string;
  zip: string;
  mobile: string;
  tel: string;
  fax: string;
  email: string;
  web: string;
}

/** `PurPurchaseEnquiryUni`: one per supplier. */
export interface EnquiryHeader extends PartyAddressFields {
  recordId: number;
  seq: string;
  dat: string;
  validity: string | null;
  usr: string;
  vendorid: string;
  vendorname: string;
  /** The name of the supplier address chosen (Head office, Godown…). */
  addressName: string;
  /** 1 pending, 2 approved at birth, 3 approved by the approver, 9 cancelled (ours). */
  pos: number;
  printCount: number;
  mailCount: number;
  branchId: string;
  customerCode: number;
  salesorder: string | null;
}

/** `PurPurchaseEnquiryDet`. */
export interface EnquiryDetail {
  recordId: number;
  sno: number;
  itemId: string;
  itemDescription: string;
  qty: number;
  uom: string | null;
}

export interface EnquiryNote {
  sno: number;
  note: string;
}

/** A supplier address of the requirements answer. */
export interface SupplierAddress extends PartyAddressFields {
  recordid: string;
  sno: number;
  addressname: string;
}

export interface EnquiryRequirements extends RequestRequirements {
  addresses: SupplierAddress[];
  purchasenotes: Array<{ sno: number; term: string; chk: boolean }>;
}

export interface EnquiryAnswerLine {
  recordid: number;
  sno: number;
  itemid: string;
  itemname: string;
  umid: string;
  um: string;
  itemdescription: string;
  qty: number;
}

export interface EnquiryAnswer {
  header: EnquiryHeader;
  lines: EnquiryAnswerLine[];
  notes: EnquiryNote[];
  result: string;
}

export interface EnquirySaveBody {
  header: { recordId: number; dat: string; validity: string | null; salesorder: string | null };
  supps: Array<{ supcode: string; addr: string }>;
  lines: Array<{ itemId: string; itemDescription: string; qty: number; uom: string | null }>;
  notes: Array<{ note: string }> | null;
  traCheck: 1 | 3;
}
