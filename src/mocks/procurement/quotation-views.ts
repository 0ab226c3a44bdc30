import {
  APPROVED,
  APPROVED_BY_APPROVER,
  CANCELLED,
  isPendingApproval,
} from '../../modules/procurement/domain/approval-status';
import type {
  QuotationAnswer,
  QuotationHeader,
  QuotationRequirements,
} from '../../modules/procurement/quotations/quotation-types';
import { lineUnit } from '../../modules/procurement/requests/requirement-masters';
import { TAX_ASSIGNINGS } from '../../modules/procurement/resources/tax-assignings';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { supplierAddresses } from './enquiry-access';
import { storedEnquiries } from './enquiry-store';
import { nextQuotationSeq, storedQuotation, storedQuotations } from './quotation-store';
import { requestMasterData } from './request-masters';
import { serverToday } from '../core/server-dates';

const TERMS = [
  'Delivery at our store.',
  'Payment within the credit days agreed.',
  'Rates firm until the validity date.',
];

/**
 * `GetPurchaseQuotationRequirements`: suppliers, addresses, items, taxes, units, terms, and the approved enquiries
 * without a quotation yet.
 */
export async function quotationRequirements(companyCode: number): Promise<QuotationRequirements> {
  await ensureSeeded(TAX_ASSIGNINGS.name, companyCode);
  const [quotations, enquiries, { lists }, addresses, taxRows] = await Promise.all([
    storedQuotations(companyCode),
    storedEnquiries(companyCode),
    requestMasterData(companyCode),
    supplierAddresses(companyCode),
    listRecords<Record<string, unknown>>(TAX_ASSIGNINGS.name, companyCode),
  ]);
  const quoted = new Set(
    quotations
      .filter((quotation) => quotation.header.pos !== CANCELLED)
      .map((quotation) => quotation.header.refQuotationId),
  );
  return {
    pqseq: nextQuotationSeq(quotations),
    dat: serverToday(),
    suppliers: lists.suppliers.map((row) => ({ accountId: row.recordid, accountname: row.supplier })),
    addresses,
    materials: lists.materials,
    taxes: taxRows
      .filter((row) => row.active !== false)
      .map((row) => ({
        taxCode: String(row.code),
        taxPer: Number(row.percent),
        description: String(row.description ?? ''),
      })),
    units: lists.materialunits,
    terms: TERMS.map((term, index) => ({ sno: index + 1, term })),
    enquiries: enquiries
      .filter(
        ({ header }) =>
          (header.pos === APPROVED || header.pos === APPROVED_BY_APPROVER) && !quoted.has(header.recordId),
      )
      .map(({ header, lines }) => ({
        recordId: header.recordId,
        seq: header.seq,
        dat: header.dat,
        vendorid: header.vendorid,
        vendorname: header.vendorname,
        lines: lines.map((line) => ({
          itemId: line.itemId,
          itemDescription: line.itemDescription,
          qty: line.qty,
          uom: line.uom ?? '',
        })),
      })),
  };
}

/** `GetPurQuotations` (every one of the period, newest first) or `GetPurQuotationsForApprovals` (Pos 1 only). */
export async function quotationRows(
  companyCode: number,
  from: string,
  to: string,
  pendingOnly: boolean,
): Promise<QuotationHeader[]> {
  return (await storedQuotations(companyCode))
    .filter(({ header }) => header.dat >= from && header.dat <= to && (!pendingOnly || isPendingApproval(header.pos)))
    .sort((a, b) => b.header.dat.localeCompare(a.header.dat) || b.header.seq.localeCompare(a.header.seq))
    .map(({ header }) => header);
}

/** `GetPurQuotation`: header, lines (BranchId = the unit's name, as the server answers), taxes, terms. */
export async function quotationAnswer(companyCode: number, recordId: number): Promise<QuotationAnswer | null> {
  const quotation = await storedQuotation(companyCode, recordId);
  if (!quotation) return null;
  const { lists } = await requestMasterData(companyCode);
  return {
    ...quotation,
    lines: quotation.lines.map((line) => ({ ...line, branchId: lineUnit(lists, line.itemId, line.um).um })),
    result: 'OK',
  };
}
