import { nextQuotationNumber } from '../../../modules/crm/domain/quotation-rules';
import type {
  CrmQuotationAnswer,
  CrmQuotationHeader,
  QuotationRequirements,
} from '../../../modules/crm/quotations/quotation-types';
import { serverToday } from '../../core/server-dates';
import { leadSummary } from '../lead-seam';
import { quotationMasters } from './quotation-masters';
import { QUOTATION_TERMS } from './quotation-terms';
import { isOrdered, orderedQuotationKeys, storedCrmQuotation, storedCrmQuotations } from './quotation-store';

/** `GetSaleQuotationRequirements` (+ ours: the lead asked for, so a quotation can be made from it). */
export async function quotationRequirements(
  companyCode: number,
  leadId: number | null,
): Promise<QuotationRequirements> {
  const [masters, quotations, lead] = await Promise.all([
    quotationMasters(companyCode),
    storedCrmQuotations(companyCode),
    leadId ? leadSummary(companyCode, leadId) : Promise.resolve(undefined),
  ]);
  const dat = serverToday();
  return {
    seq: nextQuotationNumber(
      dat,
      quotations.map((row) => row.header.seq),
    ),
    dat,
    ...masters,
    terms: QUOTATION_TERMS.map((term, index) => ({ sno: index + 1, term })),
    lead: lead
      ? {
          id: lead.id,
          company: lead.company,
          name: `${lead.first_name} ${lead.last_name}`.trim(),
          email: lead.business_email,
          partyId: lead.party_id,
          owner: lead.lead_owner,
        }
      : null,
  };
}

/** `GetCRMQuotations` (the period's, newest first) or `GetCRMQuotationsForApprovals` (Pos 1); `ordered` is ours. */
export async function quotationRows(
  companyCode: number,
  from: string,
  to: string,
  pendingOnly: boolean,
): Promise<CrmQuotationHeader[]> {
  const [quotations, ordered] = await Promise.all([
    storedCrmQuotations(companyCode),
    orderedQuotationKeys(companyCode),
  ]);
  return quotations
    .filter(({ header }) => (pendingOnly ? header.pos === 1 : header.dat >= from && header.dat <= to))
    .sort((a, b) => b.header.dat.localeCompare(a.header.dat) || b.header.seq.localeCompare(a.header.seq))
    .map(({ header }) => ({ ...header, ordered: isOrdered(ordered, header) }));
}

/** `GetCRMQuotation`: header, lines (BranchId = the unit's name), taxes, terms. */
export async function quotationAnswer(companyCode: number, recordId: number): Promise<CrmQuotationAnswer | null> {
  const quotation = await storedCrmQuotation(companyCode, recordId);
  if (!quotation) return null;
  const ordered = isOrdered(await orderedQuotationKeys(companyCode), quotation.header);
  return {
    ...quotation,
    header: { ...quotation.header, ordered },
    lines: quotation.lines.map((line) => ({ ...line, branchId: line.um })),
    result: 'OK',
  };
}
