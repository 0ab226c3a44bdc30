import { HttpResponse } from 'msw';
import { salaryMonthName } from '../../../modules/hrd/domain/salary-month';
import { SALARY_REFUSAL } from '../../../modules/hrd/domain/salary-wire';
import { logActivity } from '../../core/activity-log';
import { writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { nowStamp, refusal } from '../hrd-session';
import { HRD_STORE, salaryLinesOf, salaryMonthOf } from '../hrd-store';
import { statementOf } from './salary-inputs';

/**
 * Locks (traCheck 1) or unlocks (2) a month's statement: a month with no run cannot be locked; unlocking is refused
 * once anything is paid.
 */
export async function lockMonth(session: DemoSession, month: string, traCheck: number): Promise<Response> {
  const company = session.companyCode;
  const name = salaryMonthName(month);
  if (traCheck !== 1 && traCheck !== 2) return refusal(SALARY_REFUSAL.traCheck);
  const stored = await salaryMonthOf(company, month);
  if (traCheck === 1) {
    if (!stored?.lastRunOn) return refusal(SALARY_REFUSAL.lockNothing(name));
    if (stored.locked) return refusal(SALARY_REFUSAL.alreadyLocked(name));
    // Lines are locked as computed: refused while any stored unpaid line no longer matches its inputs (attendance
    // corrected, an advance given or cancelled, a recovery skipped after the run), so a payment never pays stale
    // figures.
    const run = await statementOf(company, month, null, nowStamp());
    const storedIds = new Set(run.previous.map((line) => line.empno));
    const stale = [...run.changed.filter((line) => storedIds.has(line.empno)), ...run.removed].map(
      (line) => line.empname,
    );
    if (stale.length > 0) return refusal(SALARY_REFUSAL.stale(name, stale));
    await writeRecord(HRD_STORE.salaryMonths, company, month, {
      ...stored,
      locked: true,
      lockedBy: session.userName,
      lockedOn: nowStamp(),
    });
  } else {
    if (!stored?.locked) return refusal(SALARY_REFUSAL.notLocked(name));
    const paid = (await salaryLinesOf(company, month)).filter((line) => line.paymentSeq).length;
    if (paid > 0) return refusal(SALARY_REFUSAL.paid(name, paid));
    await writeRecord(HRD_STORE.salaryMonths, company, month, { ...stored, locked: false, lockedBy: '', lockedOn: '' });
  }
  const action = traCheck === 1 ? 'Lock' : 'Unlock';
  await logActivity(session, {
    module: 'hrd',
    action,
    subject: 'Salary statement',
    reference: month,
    detail: `${action}ed ${name}`,
  });
  return HttpResponse.json({ result: 'OK' });
}
