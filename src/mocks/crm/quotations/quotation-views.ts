import { nextQuotationNumber } from '../../../modules/crm/domain/quotation-rules';
import type {
  CrmQuotationAnswer,
  CrmQuotationHeader,
  QuotationRequirementsAnswer,
} from '../../../modules/crm/quotations/quotation-types';
import { serverToday } from '../../core/server-dates';
import { quotationMasters } from './quotation-masters';
import { QUOTATION_TERMS } from './quotation-terms';
import { isOrdered, orderedQuotationKeys, storedCrmQuotation, storedCrmQuotations } from './quotation-store';

/** `GetSaleQuotationRequirements` (UserInfo): the next number, today, the masters and the terms. */
export async function quotationRequirements(companyCode: number): Promise<QuotationRequirementsAnswer> {
  const [masters, quotations] = await Promise.all([quotationMasters(companyCode), storedCrmQuotations(companyCode)]);
  const dat = serverToday();
  return {
    seq: nextQuotationNumber(
      dat,
      quotations.map((row) => row.header.seq),
    ),
    dat,
    ...masters,
    terms: QUOTATION_TERMS.map((term, index) => ({ sno: index + 1, term })),
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
