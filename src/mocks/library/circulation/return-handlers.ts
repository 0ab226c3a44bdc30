import { http, HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { LIBRARY } from '../../../menus/catalogue/library';
import { chargeDueId } from '../../../kits/school/due-types';
import { LIB_PREFIXES, LIB_ROUTES as API } from '../../../modules/library/domain/lib-routes';
import type { LibReturn, ReturnRequirements } from '../../../modules/library/domain/library-types';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { postStudentCharge } from '../../core/school/fee-charges';
import { issueFeeReceipt } from '../../core/school/fee-receipt-save';
import {
  headerOf,
  linesOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { datedListHandler } from '../../core/registers/dated-list-handler';
import { accountRefusal, isPaymentMode, sourceAccounts } from '../../core/accounting/payment-sources';
import { issuesOf, returnsOf, writeIssue, writeReturn } from '../../core/school/library-store';
import { copiesOutOf, membersOf, standingOf } from './library-members';

const SCREEN = LIBRARY.libReceipts;
const copyKey = (accessionNo: string, copyNo: number) => `${accessionNo}#${copyNo}`;

/**
 * Takes copies back today. Each copy's fine (library-fine.ts, staff 0) is summed into one LIBRARY charge on the
 * pupil's fee ledger (postStudentCharge, reference the return's number); with collectNow the charge is then paid at
 * once by a REC fee receipt (issueFeeReceipt). A receipt refused there leaves the fine on the ledger, said in `notice`.
 */
async function save(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const header = headerOf(body);
  const today = schoolToday();
  const member = (await membersOf(session.companyCode, today)).find((one) => one.key === text(header.memberKey));
  if (!member) return refusal('Choose the member who returns the books.');
  const issues = await issuesOf(session.companyCode);
  const standing = standingOf(member, issues, today);
  const held = new Map(standing.held.map((copy) => [copyKey(copy.accessionNo, copy.copyNo), copy]));
  const asked = linesOf(body).map((line) => copyKey(text(line.accessionNo).toUpperCase(), Number(line.copyNo)));
  if (asked.length === 0) return refusal('Tick the copies returned.');
  const stray = asked.find((key) => !held.has(key));
  if (stray) return refusal(`${stray.replace('#', ' copy ')} is not with ${member.name}: tick only the copies listed.`);
  const copies = [...new Set(asked)].map((key) => held.get(key)!);
  const fine = sumPaise(copies.map((copy) => toPaise(copy.fine)));
  const collectNow = header.collectNow === true && member.kind === 'STUDENT' && fine > 0;
  const mode = header.mode;
  const account = text(header.account);
  if (collectNow) {
    if (!isPaymentMode(mode)) return refusal('Choose how the fine is paid: cash, bank or wallet.');
    const wrong = accountRefusal(session, mode, account);
    if (wrong) return refusal(wrong);
  }
  const returnNo = nextYearNumber(
    LIB_PREFIXES.return,
    today,
    (await returnsOf(session.companyCode)).map((one) => one.returnNo),
  );
  let chargeId = '';
  if (member.kind === 'STUDENT' && fine > 0) {
    const titles = copies
      .filter((copy) => copy.fine > 0)
      .map((copy) => `${copy.accessionNo}/${copy.copyNo}`)
      .join(', ');
    const charge = await postStudentCharge(session.companyCode, {
      admissionNo: member.key.slice(2),
      source: 'LIBRARY',
      reference: returnNo,
      date: today,
      amount: fromPaise(fine),
      label: `Library fine ${returnNo} (${titles})`,
      by: session.userName,
    });
    if (typeof charge === 'string') return refusal(charge);
    chargeId = charge.id;
  }
  const taken = new Set(copies.map((copy) => copyKey(copy.accessionNo, copy.copyNo)));
  for (const issue of issues.filter((one) => copies.some((copy) => copy.issueNo === one.issueNo))) {
    const lines = issue.lines.map((line) =>
      line.returnedOn === '' && taken.has(copyKey(line.accessionNo, line.copyNo))
        ? { ...line, returnedOn: today, returnNo }
        : line,
    );
    await writeIssue(session.companyCode, { ...issue, lines });
  }
  let receiptNo = '';
  let notice = '';
  if (collectNow && chargeId) {
    const receipt = await issueFeeReceipt(session, {
      admissionNo: member.key.slice(2),
      mode: mode as 'CAS',
      account,
      reference: returnNo,
      concessionReason: '',
      lines: [{ dueId: chargeDueId(chargeId), paid: fromPaise(fine), concession: 0 }],
    });
    if (typeof receipt === 'string')
      notice = `The fine stays on the fee ledger, to be paid at the fee counter: ${receipt}`;
    else receiptNo = receipt.receiptNo;
  }
  const row: LibReturn = {
    returnNo,
    date: today,
    memberKey: member.key,
    memberName: member.name,
    fine: fromPaise(fine),
    chargeId,
    receiptNo,
    by: session.userName,
    lines: copies.map((copy) => ({
      issueNo: copy.issueNo,
      accessionNo: copy.accessionNo,
      copyNo: copy.copyNo,
      title: copy.title,
      dueDate: copy.dueDate,
      daysLate: copy.daysLate,
      fine: copy.fine,
    })),
  };
  await writeReturn(session.companyCode, row);
  await logSchool(
    session,
    'library',
    'Return',
    'Book return',
    returnNo,
    `${copies.length} cop${copies.length === 1 ? 'y' : 'ies'} from ${member.name}`,
    row.fine,
  );
  return HttpResponse.json({
    result: 'OK',
    seq: returnNo,
    recordId: returnNo,
    fine: row.fine,
    chargeId,
    receiptNo,
    notice,
  });
}

/** Book returns' routes (api/LibReceipts/*): read with the screen's right, take back with create (1). */
export const returnHandlers = [
  http.post(`*/${API.returnRequirements}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = schoolToday();
    const [members, issues] = await Promise.all([membersOf(session.companyCode, today), issuesOf(session.companyCode)]);
    const out = copiesOutOf(issues);
    const holders = members
      .map((member) => ({
        ...member,
        held: out.filter((copy) => copy.memberKey === member.key).length,
        overdue: out.filter((copy) => copy.memberKey === member.key && copy.dueDate < today).length,
      }))
      .filter((member) => member.held > 0);
    const answer: ReturnRequirements = { today, members: holders, accounts: sourceAccounts(session) };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.outstanding}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = schoolToday();
    const key = text((await readJson(request)).detail);
    const member = (await membersOf(session.companyCode, today)).find((one) => one.key === key);
    return HttpResponse.json(member ? standingOf(member, await issuesOf(session.companyCode), today) : null);
  }),
  datedListHandler({ route: API.returns, screen: SCREEN, rowsOf: returnsOf, numberOf: (row) => row.returnNo }),
  http.post(`*/${API.saveReturn}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return schoolWrite(request, session, () => save(session, body));
  }),
];
