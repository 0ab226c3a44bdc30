import { storedCrmQuotations } from './quotations/quotation-store';

/**
 * What the sale orders read of a quotation (05-crm §2, CrmQuotationUni/Det, the
 * wire's camelCase). Pos 1 pending, 2 born approved, 3 approved; validity yyyy-MM-dd. Amounts in rupees.
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
  lines: Array<{
    sno: number;
    itemId: string;
    itemName: string;
    itemDescription: string;
    qty: number;
    um: string;
    rat: number;
    discPer: number;
    taxPer: number;
    taxId: string;
  }>;
  terms: Array<{ sno: number; term: string }>;
}

/** Every quotation of the company (seeded on first read), by record id. */
export async function quotationSummaries(companyCode: number): Promise<QuotationSummary[]> {
  return (await storedCrmQuotations(companyCode)).map(({ header, lines, terms }) => ({
    header: {
      recordId: header.recordId,
      seq: header.seq,
      dat: header.dat,
      partyId: header.partyId,
      partyName: header.partyName,
      enquiryno: header.enquiryno,
      refEmployee: header.refEmployee,
      validity: header.validity,
      pos: header.pos,
      totalAmt: header.totalAmt,
    },
    lines: lines.map(({ sno, itemId, itemName, itemDescription, qty, um, rat, discPer, taxPer, taxId }) => ({
      sno,
      itemId,
      itemName,
      itemDescription,
      qty,
      um,
      rat,
      discPer,
      taxPer,
      taxId,
    })),
    terms,
  }));
}
