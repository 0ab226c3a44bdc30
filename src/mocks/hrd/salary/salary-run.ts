import { HttpResponse } from 'msw';
import type { SalaryMonth, SalaryProblem } from '../../../modules/hrd/domain/payroll-types';
import { lastDay, salaryMonthName } from '../../../modules/hrd/domain/salary-month';
import { emptySalaryMonth, SALARY_REFUSAL, type SalaryRunAnswer } from '../../../modules/hrd/domain/salary-wire';
import { outsideBooks } from '../../core/accounting/posting-date-check';
import { logActivity } from '../../core/activity-log';
import { validationAnswer } from '../../core/read-json';
import { deleteRecord, writeRecord, writeRecords } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { employeesOf } from '../../core/people/hrd-masters';
import { hrdToday, nowStamp, refusal } from '../hrd-session';
import { HRD_STORE, salaryLineId, salaryMonthOf } from '../hrd-store';
import { statementOf } from './salary-inputs';

/**
 * Runs a month's statement (for one department, or all): refused when the month is locked or has not begun; computes
 * every employee in service in the month, writes only the lines whose inputs changed (a paid line never), removes the
 * unpaid lines of employees no longer in service, and keeps the month's problems (a department's run replaces only its
 * own employees' problems).
 */
export async function runStatement(session: DemoSession, month: string, department: number | null): Promise<Response> {
  const company = session.companyCode;
  const name = salaryMonthName(month);
  if (month > hrdToday().slice(0, 7)) return refusal(SALARY_REFUSAL.future(name));
  const stored: SalaryMonth = (await salaryMonthOf(company, month)) ?? emptySalaryMonth(month);
  if (stored.locked) return refusal(SALARY_REFUSAL.locked(name));
  // Its payment would post to the books: a month outside the open financial years (judged by its last day) is refused
  // beside the month.
  const outside = await outsideBooks(company, lastDay(month));
  if (outside) return validationAnswer({ frmDate: outside });
  const now = nowStamp();
  const run = await statementOf(company, month, department, now);
  if (run.changed.length > 0)
    await writeRecords(
      HRD_STORE.salaryLines,
      company,
      run.changed.map((line) => ({ id: salaryLineId(month, line.empno), data: line })),
    );
  for (const line of run.removed) await deleteRecord(HRD_STORE.salaryLines, company, salaryLineId(month, line.empno));
  let problems: SalaryProblem[] = run.problems;
  if (department !== null) {
    const departmentOf = new Map(
      (await employeesOf(company)).map((employee) => [employee.recordId, employee.department]),
    );
    const others = stored.problems.filter(
      (problem) =>
        departmentOf.get(problem.empno) !== department && !run.removed.some((line) => line.empno === problem.empno),
    );
    problems = [...others, ...run.problems];
  }
  const next: SalaryMonth = { ...stored, lastRunOn: now, problems };
  await writeRecord(HRD_STORE.salaryMonths, company, month, next);
  await logActivity(session, {
    module: 'hrd',
    action: 'Run',
    subject: 'Salary statement',
    reference: month,
    detail: `${name}: ${run.changed.length} computed, ${run.unchanged} unchanged, ${run.problems.length} problems`,
  });
  const answer: SalaryRunAnswer = {
    result: 'OK',
    computed: run.changed.length,
    unchanged: run.unchanged,
    problems: run.problems,
  };
  return HttpResponse.json(answer);
}
