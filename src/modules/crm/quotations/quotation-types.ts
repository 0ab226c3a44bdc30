import type { RequestOf } from '../../../lib/contract/contract-route';
import type { CRM_SALES_CONTRACT } from '../../../lib/contract/crm-sales-contract';
import type { DocumentHeaderTrail } from '../../../kits/trade-documents/document-header';
import type { DiscountListHead, DiscountRow, PriceRow, TaxGroupRow } from '../domain/sale-pricing';

/** Sale quotations on the wire (05-crm §2, camelCase): amounts in rupees (two decimals), dates yyyy-MM-dd. */

/** `CrmQuotationUni`; `refEmployeeName`, `email`, `ordered` are ours (read-only answers). */
export interface CrmQuotationHeader extends DocumentHeaderTrail {
  recordId: number;
  seq: string;
  dat: string;
  partyId: string | null;
  partyName: string;
  telecallingno: number | null;
  /** The lead quoted (its id), when made from a lead. */
  enquiryno: number | null;
  quotationstatus: string;
  /** The sales person (employee number); kept on create (the contract clears it: mended). */
  refEmployee: string | null;
  refEmployeeName?: string;
  validity: string;
  email?: string;
  ordered?: boolean;
}

/** `CrmQuotationDet`; `taxId`/`taxPer` (the line's tax group) are ours; `branchId` = the unit's name in answers. */
export interface CrmQuotationLine {
  sno: number;
  itemId: string;
  itemName: string;
  itemDescription: string;
  qty: number;
  leadDays: number;
  discPer: number;
  um: string;
  rat: number;
  taxId: string;
  taxPer: number;
  branchId?: string;
}

export interface CrmQuotationTax {
  sno: number;
  taxCode: string;
  taxPer: number;
  taxValue: number;
  lineId: number;
}

export interface CrmQuotationAnswer {
  header: CrmQuotationHeader;
  lines: CrmQuotationLine[];
  taxes: CrmQuotationTax[];
  terms: Array<{ sno: number; term: string }>;
  result: string;
}

export interface QuotationParty {
  recordId: string;
  partyName: string;
  email: string;
  mobile: string;
  address: string;
  /** Ours (D1): the party's lists. */
  priceList: string;
  discountList: string;
}

/** `GetSaleQuotationRequirements` (a UserInfo body): what a quotation is made from. */
export interface QuotationRequirementsAnswer {
  seq: string;
  dat: string;
  suppliers: QuotationParty[];
  addresses: Array<{
    recordId: string;
    sno: number;
    addr: string;
    city: string;
    zip: string;
    mobile: string;
    email: string;
  }>;
  materials: Array<{ itemid: string; itemname: string; um: string; groupCode: string }>;
  taxes: Array<{ taxCode: string; taxPer: number; description: string }>;
  units: Array<{ recordid: string; um: string }>;
  terms: Array<{ sno: number; term: string }>;
  pricesuni: Array<{ recordId: string; name: string; validFrom: string; validTo: string }>;
  pricesdet: PriceRow[];
  discsuni: DiscountListHead[];
  discsdet: DiscountRow[];
  taxesuni: Array<{ recordId: string; name: string }>;
  taxesdet: TaxGroupRow[];
  employees: Array<{ recordId: string; empname: string; mobile: string; tel: string }>;
  /** Ours: the list that prices a lead with no party yet (or a party without a list): the standard list. */
  defaultPriceList: string;
}

/** The lead being quoted, as the lead world's `GetCRMAllLeadsById` gives it. */
export interface QuotedLead {
  id: number;
  company: string;
  name: string;
  email: string;
  partyId: string | null;
  /** The owning employee's empno, proposed as the sales person. */
  owner: string;
}

/** What the quotation form works from: the requirements and, for a quotation made from a lead, that lead. */
export interface QuotationRequirements extends QuotationRequirementsAnswer {
  lead: QuotedLead | null;
}

/** `setCRMQuotation`'s body as the contract documents it (src/lib/contract/crm-sales-contract.ts), `usr` aside. */
export type QuotationSaveBody = Omit<RequestOf<typeof CRM_SALES_CONTRACT.saveQuotation>, 'usr'>;
