import { http, HttpResponse, type HttpHandler } from 'msw';
import { fromPaise } from '../../../lib/money/money';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { STUDENTS } from '../../../menus/catalogue/students';
import { chargeDueId } from '../../../kits/school/due-types';
import {
  chargedDays,
  penaltyAmount,
  penaltyProblems,
  type PenaltyRequirements,
} from '../../../modules/students/domain/penalty-rules';
import { PENALTY_PREFIX, STU_ROUTES } from '../../../modules/students/domain/stu-routes';
import type { PenaltyGiven } from '../../../modules/students/domain/student-records';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { postStudentCharge, withdrawStudentCharge } from '../../core/school/fee-charges';
import { issueFeeReceipt } from '../../core/school/fee-receipt-save';
import { penaltyHeadsOf, rollOf } from '../../core/school/school-masters';
import {
  headerOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { isPaymentMode, sourceAccounts } from '../../core/accounting/payment-sources';
import { registerFeeSeeder } from '../../core/school/fee-store';
import { ensurePenaltySeed } from '../seeds/penalty-seed';
import { penaltiesGivenOf, writePenaltyGiven } from '../../core/school/students-store';
import { penaltyRowsOf } from '../../core/school/penalty-state';

const SCREEN = STUDENTS.stuptrapenalities;

// The penalty seed pays one penalty on a REC fee receipt: the receipts' readers (the fee ledger, the receipts list)
// run it too, so they see that receipt whichever screen opened first (stu-seeders.ts registers it for the charges).
registerFeeSeeder('feeReceipts', ensurePenaltySeed);

/** Give a penalty: checked, numbered PEN<yyyy>-NNNNN, its PENALTY charge posted to the pupil's fee ledger. */
async function give(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const today = schoolToday();
  const [roll, heads, given] = await Promise.all([
    rollOf(session.companyCode),
    penaltyHeadsOf(session.companyCode),
    penaltiesGivenOf(session.companyCode),
  ]);
  const days = header.days === undefined || header.days === null || header.days === '' ? 1 : Number(header.days);
  const input = {
    admissionNo: text(header.admissionNo),
    penalty: text(header.penalty),
    days,
    remarks: text(header.remarks),
  };
  const pupil = roll.find((one) => one.admissionNo === input.admissionNo);
  if (input.admissionNo && !pupil)
    return refusal(`There is no pupil on roll with admission number ${input.admissionNo}.`);
  const problems = penaltyProblems(input, heads);
  if (problems.length > 0) return refusal(problems.map((problem) => problem.message).join('; ') + '.');
  const head = heads.find((one) => one.code === input.penalty)!;
  const charged = chargedDays(head, days);
  const amount = fromPaise(penaltyAmount(head, days));
  const penaltyNo = nextYearNumber(
    PENALTY_PREFIX,
    today,
    given.map((one) => one.penaltyNo),
  );
  const charge = await postStudentCharge(session.companyCode, {
    admissionNo: pupil!.admissionNo,
    source: 'PENALTY',
    reference: penaltyNo,
    date: today,
    amount,
    label: `Penalty: ${head.reason}${head.perDay ? ` (${charged} days)` : ''}`,
    by: session.userName,
  });
  if (typeof charge === 'string') return refusal(charge);
  const row: PenaltyGiven = {
    penaltyNo,
    date: today,
    admissionNo: pupil!.admissionNo,
    name: pupil!.name,
    classCode: pupil!.classCode,
    penalty: head.code,
    reason: head.reason,
    rate: head.amount,
    days: charged,
    amount,
    remarks: input.remarks.slice(0, 200),
    chargeId: charge.id,
    status: 'OPEN',
    cancelReason: '',
    by: session.userName,
  };
  await writePenaltyGiven(session.companyCode, row);
  await logSchool(session, 'students', 'Penalty given', row.name, penaltyNo, row.reason, amount);
  return HttpResponse.json({ result: 'OK', seq: penaltyNo });
}

/**
 * Collect what is pending on a penalty: a REC fee receipt for its charge (the fee desk's issueFeeReceipt, so the ledger
 * sees it paid).
 */
async function collect(session: DemoSession, penaltyNo: string, header: Record<string, unknown>): Promise<Response> {
  const row = (await penaltyRowsOf(session.companyCode)).find((one) => one.penaltyNo === penaltyNo);
  if (!row) return refusal(`There is no penalty ${penaltyNo || '(none)'}.`);
  if (row.status === 'CANCELLED') return refusal(`Penalty ${penaltyNo} was cancelled: there is nothing to collect.`);
  if (row.pending <= 0) return refusal(`Penalty ${penaltyNo} is already paid.`);
  const mode = text(header.mode);
  if (!isPaymentMode(mode)) return refusal('Choose how it was received: cash, bank or wallet.');
  const receipt = await issueFeeReceipt(session, {
    admissionNo: row.admissionNo,
    mode,
    account: text(header.account),
    reference: text(header.reference).slice(0, 60),
    concessionReason: '',
    lines: [{ dueId: chargeDueId(row.chargeId), paid: row.pending, concession: 0 }],
  });
  if (typeof receipt === 'string') return refusal(receipt);
  await logSchool(session, 'students', 'Penalty collected', row.name, penaltyNo, receipt.receiptNo, row.pending);
  return HttpResponse.json({ result: 'OK', seq: receipt.receiptNo });
}

/** Cancel a penalty with a reason: kept, marked, its charge withdrawn (refused while a fee receipt holds it). */
async function cancel(session: DemoSession, penaltyNo: string, reason: string): Promise<Response> {
  const row = (await penaltiesGivenOf(session.companyCode)).find((one) => one.penaltyNo === penaltyNo);
  if (!row) return refusal(`There is no penalty ${penaltyNo || '(none)'}.`);
  if (row.status === 'CANCELLED') return refusal(`Penalty ${penaltyNo} is already cancelled.`);
  if (!reason) return refusal('Give the reason for cancelling the penalty.');
  const withdrawn = await withdrawStudentCharge(session.companyCode, row.chargeId, reason);
  if (withdrawn) return refusal(withdrawn);
  await writePenaltyGiven(session.companyCode, { ...row, status: 'CANCELLED', cancelReason: reason.slice(0, 200) });
  await logSchool(session, 'students', 'Penalty cancelled', row.name, penaltyNo, reason, row.amount);
  return HttpResponse.json({ result: 'OK', seq: penaltyNo });
}

/** Penalties given (/students/stuptrapenalities): given, collected through the fee ledger, cancelled with a reason. */
export const penaltiesHandlers: HttpHandler[] = [
  http.post(`*/${STU_ROUTES.penaltyRequirements}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const [pupils, heads] = await Promise.all([rollOf(session.companyCode), penaltyHeadsOf(session.companyCode)]);
    const answer: PenaltyRequirements = {
      today: schoolToday(),
      pupils,
      penalties: heads.filter((head) => head.active).sort((a, b) => a.reason.localeCompare(b.reason)),
      accounts: sourceAccounts(session).map((account) => ({
        code: account.code,
        detail: account.detail,
        typ: account.typ,
      })),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${STU_ROUTES.penaltiesGiven}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const [from, to, pupil] = [
      text(body.frmDate) || '0000-01-01',
      text(body.toDate) || '9999-12-31',
      text(body.detail),
    ];
    return HttpResponse.json(
      (await penaltyRowsOf(session.companyCode)).filter(
        (row) => row.date >= from && row.date <= to && (pupil === '' || row.admissionNo === pupil),
      ),
    );
  }),
  http.post(`*/${STU_ROUTES.givePenalty}`, async ({ request }) => {
    const body = await readJson(request);
    if (Number(body.traCheck) !== 1) return refusal('A penalty is given (1); it is cancelled with its own action.');
    const session = await schoolSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => give(session, headerOf(body)));
  }),
  http.post(`*/${STU_ROUTES.collectPenalty}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await schoolSession(request, SCREEN, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => collect(session, text(body.recordId), headerOf(body)));
  }),
  http.post(`*/${STU_ROUTES.cancelPenalty}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await schoolSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    return schoolWrite(request, session, () => cancel(session, text(body.recordId), text(body.detail)));
  }),
];
