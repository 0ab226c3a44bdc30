import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { advanceRefusal, cancelRefusal, skipRefusal } from '../../../modules/hrd/domain/advance-refusals';
import type { AdvanceSkip, HrdAdvance, SalaryLine } from '../../../modules/hrd/domain/payroll-types';
import { writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { inServiceOn } from '../../core/people/hrd-masters';
import { takeBackHrdVoucher } from '../hrd-postings';
import { hrdToday, nowStamp, refusal } from '../hrd-session';
import { HRD_STORE, idOf, salaryLinesOf, salaryMonthOf, salaryMonthsOf } from '../hrd-store';
import { nextAdvanceId, nextAdvanceNumber, postAdvanceVoucher } from './advance-books';
import { advanceData, paiseOf, payingAccounts, rupeesOf } from './advance-data';

/**
 * setAdvance traCheck 1: `{ advance: { empno, advanceDebit, advanceCutOff, account }, usr }`; Dat = today,
 * AdvanceCredit 0, numbered, posted.
 */
export async function giveAdvance(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const data = await advanceData(session.companyCode);
  const today = hrdToday();
  const employee = data.employees.find((one) => one.recordId === Number(body.empno));
  if (!employee || !inServiceOn(employee, today))
    return refusal('Choose the employee (in service) the advance is given to.');
  const amount = rupeesOf(body.advanceDebit);
  const cutOff = rupeesOf(body.advanceCutOff);
  if (amount === null || !isRupeeAmount(amount))
    return refusal('Enter the advance in rupees, with at most two decimals.');
  if (cutOff === null || !isRupeeAmount(cutOff))
    return refusal('Enter the monthly cut-off in rupees, with at most two decimals.');
  const refused = advanceRefusal(paiseOf(amount), paiseOf(cutOff));
  if (refused) return refusal(refused.message);
  const account = String(body.account ?? '');
  if (!payingAccounts(session).some((one) => one.code === account))
    return refusal(`Account ${account || '(none)'} is not one of your cash or bank accounts.`);
  const seq = nextAdvanceNumber(data.rows, today);
  const row: HrdAdvance = {
    recordId: nextAdvanceId(data.rows),
    seq,
    empno: employee.recordId,
    dat: today,
    advanceCredit: 0,
    advanceDebit: fromPaise(paiseOf(amount)),
    advanceCutOff: fromPaise(paiseOf(cutOff)),
    month: '',
    narration:
      String(body.narration ?? '')
        .trim()
        .slice(0, 200) || 'Advance against salary',
    account,
    cancelled: false,
  };
  await writeRecord(HRD_STORE.advances, session.companyCode, idOf(row.recordId), row);
  await postAdvanceVoucher(session.companyCode, row, seq, employee.empname);
  return HttpResponse.json({ result: 'OK', seq, recordId: row.recordId });
}

/** An unpaid line of a locked month that recovers the employee's advances (its payment would credit them), if any. */
async function lockedRecovery(companyCode: number, empno: number): Promise<SalaryLine | null> {
  for (const month of (await salaryMonthsOf(companyCode)).filter((one) => one.locked)) {
    const line = (await salaryLinesOf(companyCode, month.month)).find(
      (one) => one.empno === empno && !one.paymentSeq && one.advanceRecovery > 0,
    );
    if (line) return line;
  }
  return null;
}

/** setAdvance traCheck 3 (ours): cancels an advance nothing of which is recovered, taking its voucher back. */
export async function cancelAdvance(session: DemoSession, recordId: number, reason: string): Promise<Response> {
  const data = await advanceData(session.companyCode);
  const advance = data.rows.find((row) => row.recordId === recordId);
  const refused = cancelRefusal(data.rows, advance, reason);
  if (refused || !advance) return refusal(refused?.message ?? 'There is no such advance given.');
  const recovering = await lockedRecovery(session.companyCode, advance.empno);
  if (recovering)
    return refusal(
      `The locked salary statement of ${recovering.month} recovers ₹${formatMoney(toPaise(recovering.advanceRecovery))} of this employee's advances: unlock it before cancelling the advance, then run it again.`,
    );
  await writeRecord(HRD_STORE.advances, session.companyCode, idOf(recordId), {
    ...advance,
    cancelled: true,
    narration: `${advance.narration} (cancelled by ${session.userName}: ${reason})`,
  });
  await takeBackHrdVoucher(session.companyCode, advance.seq, advance.dat.slice(0, 10));
  return HttpResponse.json({ result: 'OK', seq: advance.seq, recordId });
}

/**
 * SkipAdvanceRecovery (ours): `{ recordId: employee, frmDate: month, detail: reason }`; refused once the month's salary
 * is paid.
 */
export async function skipRecovery(
  session: DemoSession,
  empno: number,
  month: string,
  reason: string,
): Promise<Response> {
  const data = await advanceData(session.companyCode);
  if (!data.employees.some((one) => one.recordId === empno))
    return refusal('Choose the employee whose recovery is skipped.');
  const refused = skipRefusal(data.rows, data.skips, empno, month, reason);
  if (refused) return refusal(refused.message);
  const paid = (await salaryLinesOf(session.companyCode, month)).find(
    (line) => line.empno === empno && line.paymentSeq,
  );
  if (paid)
    return refusal(`The salary of ${month} is already paid (${paid.paymentSeq}): its recovery cannot be skipped.`);
  // A locked statement keeps its recovery (the payment would recover it anyway): unlock, skip, run again.
  if ((await salaryMonthOf(session.companyCode, month))?.locked)
    return refusal(`The salary statement of ${month} is locked: unlock it to skip its recovery, then run it again.`);
  const skip: AdvanceSkip = { empno, month, reason, by: session.userName, dat: nowStamp() };
  await writeRecord(HRD_STORE.advanceSkips, session.companyCode, `${month}|${empno}`, skip);
  return HttpResponse.json({ result: 'OK' });
}
