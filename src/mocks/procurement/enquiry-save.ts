import { APPROVED_BY_APPROVER, approve, cancel, CANCELLED } from '../../modules/procurement/domain/approval-status';
import { nextEnquiryNumber } from '../../modules/procurement/domain/purchase-numbers';
import { isDay, wireDay } from '../../lib/format/wire-day';
import { mastersOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import { logActivities } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { addressFields, birthStatusOf, supplierAddresses } from './enquiry-access';
import { storedEnquiries, storedEnquiry, storeEnquiry } from './enquiry-store';
import { type StoredEnquiry } from './stored-enquiry';
import { member } from '../core/body-members';
import { requestMasterData } from './request-masters';
import { branchOf } from './request-store';

type Json = Record<string, unknown>;
export type EnquiryOutcome = { seqs: string[] } | { refusal: string } | { problems: Record<string, string> };

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const log = (session: DemoSession, action: string, seq: string, detail: string) =>
  logActivities(session.companyCode, [
    {
      at: new Date().toISOString(),
      user: session.userName,
      module: 'procurement',
      action,
      subject: 'Purchase enquiry',
      reference: seq,
      before: null,
      after: null,
      detail,
    },
  ]);

/**
 * The server's `setPurchaseEnquiry` create (1): one enquiry per chosen supplier, numbered PE<yy>-<5>,
 * the header copying the supplier's name and the chosen address, status from `pur_enq`.
 */
export async function createEnquiries(session: DemoSession, body: Json): Promise<EnquiryOutcome> {
  const { companyCode } = session;
  const header = member(body, 'header');
  const dat = wireDay(member(header, 'dat')) ?? '';
  const validity = wireDay(member(header, 'validity'));
  const [{ lists }, addresses, enquiries] = await Promise.all([
    requestMasterData(companyCode),
    supplierAddresses(companyCode),
    storedEnquiries(companyCode),
  ]);
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
  let recordId = enquiries.reduce((highest, enquiry) => Math.max(highest, enquiry.header.recordId), 0);
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
export async function changeStatus(
  session: DemoSession,
  recordId: number,
  action: 'Cancel' | 'Approve',
): Promise<string | null> {
  const stored = Number.isInteger(recordId) ? await storedEnquiry(session.companyCode, recordId) : undefined;
  if (!stored) return `There is no purchase enquiry ${recordId}.`;
  const outcome = action === 'Cancel' ? cancel(stored.header.pos) : approve(stored.header.pos);
  if (!outcome.ok) return `${stored.header.seq}: ${outcome.message}.`;
  const pos = action === 'Cancel' ? CANCELLED : APPROVED_BY_APPROVER;
  await storeEnquiry(session.companyCode, { ...stored, header: { ...stored.header, pos } });
  await log(session, action, stored.header.seq, action === 'Cancel' ? 'Cancelled' : 'Approved after review');
  return null;
}
