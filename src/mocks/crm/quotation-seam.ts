/**
 * Issue 21, owned by WP2 (quotations): what the sale orders read of a quotation (05-crm §2, CrmQuotationUni/Det, the
 * wire's camelCase). Pos 1 pending, 2 born approved, 3 approved; validity yyyy-MM-dd. Until WP2 implements it, none.
 */
export interface QuotationSummary {
  header: {
    recordId: number;
    seq: string;
    dat: string;
    partyId: string | null;
    partyName: string;
    enquiryno: number | null;
    refEmployee: string | null;
    validity: string;
    pos: number;
    totalAmt: number;
  };
  lines: Array<{ sno: number; itemId: string; itemName: string; itemDescription: string; qty: number; um: string; rat: number; discPer: number; taxPer: number }>;
  terms: Array<{ sno: number; term: string }>;
}

export async function quotationSummaries(companyCode: number): Promise<QuotationSummary[]> {
  return Promise.resolve(companyCode > 0 ? [] : []);
}
