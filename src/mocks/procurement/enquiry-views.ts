import { isPendingApproval } from '../../modules/procurement/domain/approval-status';
import type { EnquiryAnswer, EnquiryHeader } from '../../modules/procurement/enquiries/enquiry-types';
import { lineUnit, namesOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import { supplierAddresses } from './enquiry-access';
import { nextEnquirySeq, storedEnquiries, storedEnquiry } from './enquiry-store';
import { requestMasterData } from './request-masters';
import { serverToday } from '../core/server-dates';

const NOTES = [
  'Please quote your best rates, delivered at our store.',
  'Mention the delivery period and the validity of your offer.',
  'Taxes to be shown separately.',
];

/**
 * `GetPurchaseEnquiryRequirements`: the request requirements' lists, every supplier address, the standard notes and the
 * next number.
 */
export async function enquiryRequirements(companyCode: number) {
  const [enquiries, { lists }, addresses] = await Promise.all([
    storedEnquiries(companyCode),
    requestMasterData(companyCode),
    supplierAddresses(companyCode),
  ]);
  return {
    seq: nextEnquirySeq(enquiries),
    dat: serverToday(),
    ...lists,
    addresses,
    purchasenotes: NOTES.map((term, index) => ({ sno: index + 1, term, chk: index === 0 })),
  };
}

/** `GetPurchaseEnquiries`: the headers dated from `from` to `to`, newest first, cancelled ones included (9). */
export async function enquiryRows(companyCode: number, from: string, to: string): Promise<EnquiryHeader[]> {
  return (await storedEnquiries(companyCode))
    .filter(({ header }) => header.dat >= from && header.dat <= to)
    .sort((a, b) => b.header.dat.localeCompare(a.header.dat) || b.header.seq.localeCompare(a.header.seq))
    .map(({ header }) => header);
}

/** `GetPurchaseEnquiriesForApprovals`: the enquiries waiting (Pos 1), oldest first. */
export async function enquiryQueue(companyCode: number): Promise<EnquiryHeader[]> {
  return (await storedEnquiries(companyCode))
    .filter(({ header }) => isPendingApproval(header.pos))
    .map(({ header }) => header);
}

/** `GetPurchaseEnquiry`: the header, the lines with the item's and unit's names, the notes. */
export async function enquiryAnswer(companyCode: number, recordId: number): Promise<EnquiryAnswer | null> {
  const enquiry = await storedEnquiry(companyCode, recordId);
  if (!enquiry) return null;
  const { lists } = await requestMasterData(companyCode);
  const names = namesOfRequirements(lists);
  const lines = enquiry.lines.map((line) => {
    const unit = lineUnit(lists, line.itemId, line.uom);
    return {
      recordid: line.recordId,
      sno: line.sno,
      itemid: line.itemId,
      itemname: names.item.get(line.itemId) ?? line.itemId,
      umid: unit.umid,
      um: unit.um,
      itemdescription: line.itemDescription,
      qty: line.qty,
    };
  });
  return { header: enquiry.header, lines, notes: enquiry.notes, result: 'OK' };
}
