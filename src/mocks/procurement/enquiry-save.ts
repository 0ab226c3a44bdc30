import { nextEnquiryNumber } from '../../modules/procurement/domain/purchase-numbers';
import { isDay, wireDay } from '../../lib/format/wire-day';
import { mastersOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import type { DemoSession } from '../core/sessions/auth';
import { tradeActivityLog } from '../core/trade/trade-activity';
import { highestRecordId } from '../core/trade/trade-record-ids';
import type { TradeSaveOutcome } from '../core/trade/trade-save-outcome';
import { addressFields, birthStatusOf } from './enquiry-access';
import { storedEnquiries, storedEnquiry, storeEnquiry } from './enquiry-store';
import { type StoredEnquiry } from './stored-enquiry';
import { member } from '../core/body-members';
import { bodyList as list, bodyText as text, purchaseSaveStart } from './purchase-save-start';
import { changePurchaseStatus, type StatusAction } from './purchase-status-change';
import { branchOf } from './request-store';

type Json = Record<string, unknown>;
export type EnquiryOutcome = TradeSaveOutcome<{ seqs: string[] }>;

const log = tradeActivityLog('procurement', 'Purchase enquiry');

/**
 * The server's `setPurchaseEnquiry` create (1): one enquiry per chosen supplier, numbered PE<yy>-<5>,
 * the header copying the supplier's name and the chosen address, status from `pur_enq`.
 */
export async function createEnquiries(session: DemoSession, body: Json): Promise<EnquiryOutcome> {
  const { companyCode } = session;
  const { header, dat, lists, addresses, all: enquiries } = await purchaseSaveStart(session, body, storedEnquiries);
  const validity = wireDay(member(header, 'validity'));
  const masters = mastersOfRequirements(lists);
  const problems: Record<string, string> = {};
  if (!isDay(dat)) problems.dat = 'Give the enquiry date.';
  const supps = list(member(body, 'supps')).map((row) => ({
    supcode: text(member(row, 'supcode')),
    addr: text(member(row, 'addr')),
  }));
  if (supps.length === 0) problems.supps = 'Choose at least one supplier.';
  supps.forEach((supp, index) => {
    if (!masters.suppliers.has(supp.supcode))
      problems[`supps.${index}.supcode`] = `There is no supplier ${supp.supcode}.`;
    else if (!addresses.some((row) => row.recordid === supp.supcode && row.addressname === supp.addr))
      problems[`supps.${index}.addr`] = `The supplier has no address "${supp.addr}".`;
  });
  if (new Set(supps.map((supp) => supp.supcode)).size < supps.length) problems.supps = 'A supplier is chosen twice.';
  const lines = list(member(body, 'lines')).map((line) => ({
    itemId: text(member(line, 'itemId')),
    itemDescription: text(member(line, 'itemDescription')),
    qty: Number(member(line, 'qty')),
    uom: text(member(line, 'uom')) || null,
  }));
  if (lines.length === 0) problems.lines = 'Add at least one item.';
  lines.forEach((line, index) => {
    const units = masters.items.get(line.itemId);
    if (!units) problems[`lines.${index}.itemId`] = 'Choose an item.';
    else if (line.uom && !units.has(line.uom)) problems[`lines.${index}.uom`] = 'Choose one of the item’s units.';
    if (!(line.qty > 0)) problems[`lines.${index}.qty`] = 'Give a quantity above 0.';
  });
  if (Object.keys(problems).length > 0) return { problems };
  const notes = list(member(body, 'notes'))
    .map((row) => text(member(row, 'note')))
    .filter(Boolean);
  const pos = await birthStatusOf(companyCode, 'enquiry');
  const numbers = enquiries.map((enquiry) => enquiry.header.seq);
  let recordId = highestRecordId(enquiries);
  const made: StoredEnquiry[] = supps.map((supp) => {
    recordId += 1;
    const seq = nextEnquiryNumber(dat, numbers);
    numbers.push(seq);
    const chosen = addresses.find((row) => row.recordid === supp.supcode && row.addressname === supp.addr)!;
    const vendorname = lists.suppliers.find((row) => row.recordid === supp.supcode)!.supplier;
    return {
      header: {
        recordId,
        seq,
        dat,
        validity,
        usr: session.userName,
        vendorid: supp.supcode,
        vendorname,
        addressName: chosen.addressname,
        ...addressFields(chosen),
        pos,
        printCount: 0,
        mailCount: 0,
        branchId: branchOf(companyCode),
        customerCode: companyCode,
        salesorder: text(member(header, 'salesorder')) || null,
      },
      lines: lines.map((line, index) => ({ recordId, sno: index + 1, ...line })),
      notes: notes.map((note, index) => ({ sno: index + 1, note })),
    };
  });
  for (const enquiry of made) {
    await storeEnquiry(companyCode, enquiry);
    await log(
      session,
      'Create',
      enquiry.header.seq,
      `To ${enquiry.header.vendorname}; ${enquiry.lines.length} ${enquiry.lines.length === 1 ? 'item' : 'items'}`,
    );
  }
  return { seqs: made.map((enquiry) => enquiry.header.seq) };
}

/** Ours: cancel (3) keeps the enquiry marked 9; approve (98) turns a pending one to 3. */
export const changeStatus = (session: DemoSession, recordId: number, action: StatusAction): Promise<string | null> =>
  changePurchaseStatus(session, recordId, action, {
    missing: `There is no purchase enquiry ${recordId}.`,
    find: storedEnquiry,
    approved: (header) => header,
    store: storeEnquiry,
    log,
  });
