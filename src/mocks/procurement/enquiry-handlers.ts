import { HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { ENQUIRY_ENDPOINTS as API } from '../../modules/procurement/enquiries/enquiry-endpoints';
import { wireDay } from '../../lib/format/wire-day';
import { logActivity } from '../core/activity-log';
import { readJson } from '../core/read-json';
import { documentCalls, post } from './document-calls';
import { changeStatus, createEnquiries } from './enquiry-save';
import { storedEnquiry, storeEnquiry } from './enquiry-store';
import { enquiryAnswer, enquiryQueue, enquiryRequirements, enquiryRows } from './enquiry-views';
import { member } from '../core/body-members';

const calls = documentCalls('purEnquiries', changeStatus);
const { check } = calls;
const recordIdOf = async (request: Request) => Number(member(await readJson(request), 'recordId'));

const requirements = calls.requirements(API.requirements, enquiryRequirements);

const list = post(API.list, async (request) => {
  const body = await readJson(request);
  const session = await check(request, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const from = wireDay(member(body, 'frmDate')) ?? '0000-01-01';
  const to = wireDay(member(body, 'toDate')) ?? '9999-12-31';
  return HttpResponse.json(await enquiryRows(session.companyCode, from, to));
});

const one = calls.one(API.one, enquiryAnswer);

// One save makes an enquiry per supplier: their numbers are answered together.
const save = calls.save(API.save, async (session, body) => {
  const outcome = await createEnquiries(session, body);
  return 'seqs' in outcome ? { seq: outcome.seqs.join(', ') } : outcome;
});

/** Print (7 the first time, 8 after) or "mail" (counted, nothing sent): the copy is counted and logged. */
const printOrMail = (endpoint: string, kind: 'print' | 'mail') =>
  post(endpoint, async (request) => {
    const recordId = await recordIdOf(request);
    const peek = await check(request, TRANSACTION.view, 'read');
    if (peek instanceof Response) return peek;
    const stored = Number.isInteger(recordId) ? await storedEnquiry(peek.companyCode, recordId) : undefined;
    if (!stored) return HttpResponse.json({ result: `There is no purchase enquiry ${recordId}.` });
    if (stored.header.pos === CANCELLED)
      return HttpResponse.json({ result: `Purchase enquiry ${stored.header.seq} is cancelled.` });
    const reprint = stored.header.printCount + stored.header.mailCount > 0;
    const session = await check(request, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
    if (session instanceof Response) return session;
    const header =
      kind === 'print'
        ? { ...stored.header, printCount: stored.header.printCount + 1 }
        : { ...stored.header, mailCount: stored.header.mailCount + 1 };
    await storeEnquiry(session.companyCode, { ...stored, header });
    const detail =
      kind === 'print'
        ? `Copy ${header.printCount}`
        : `Mail view ${header.mailCount} for ${header.email || 'no e-mail'} (not sent)`;
    await logActivity(session, {
      module: 'procurement',
      action: kind === 'mail' ? 'Mail' : reprint ? 'Reprint' : 'Print',
      subject: 'Purchase enquiry',
      reference: header.seq,
      detail,
    });
    return HttpResponse.json({ result: 'OK', filename: `${header.seq}.pdf` });
  });

const queue = post(API.approvalQueue, async (request) => {
  const session = await check(request, TRANSACTION.approve, 'read');
  return session instanceof Response ? session : HttpResponse.json(await enquiryQueue(session.companyCode));
});

const approve = calls.approve(API.approve);

/** The purchase enquiries' calls (contract 03 section 2). */
export const enquiryHandlers = [
  requirements,
  list,
  one,
  save,
  printOrMail(API.print, 'print'),
  printOrMail(API.mail, 'mail'),
  queue,
  approve,
];
