import { computeStatement, type StatementResult } from '../../../modules/hrd/domain/salary-statement';
import type { SalaryLine } from '../../../modules/hrd/domain/payroll-types';
import { findDemoCompany } from '../../core/company/companies';
import { monthAttendance } from '../attendance/month-attendance';
import { allowancesOf, employeesOf, leaveTypesOf, rangesOf } from '../../core/people/hrd-masters';
import { advanceSkipsOf, advancesOf, salaryLinesOf } from '../hrd-store';

/** The company's state (its professional tax slabs). */
export const companyState = (companyCode: number) => findDemoCompany(companyCode)?.addr.stat ?? '';

/**
 * A month's run over the company's data: every input read once, all at the same time (no read per employee), then the
 * pure computeStatement.
 */
export async function statementOf(
  companyCode: number,
  month: string,
  department: number | null,
  computedAt: string,
): Promise<StatementResult & { previous: SalaryLine[] }> {
  const [employees, heads, ranges, leaveTypes, attendance, advances, skips, previous] = await Promise.all([
    employeesOf(companyCode),
    allowancesOf(companyCode),
    rangesOf(companyCode),
    leaveTypesOf(companyCode),
    monthAttendance(companyCode, month),
    advancesOf(companyCode),
    advanceSkipsOf(companyCode, month),
    salaryLinesOf(companyCode, month),
  ]);
  const result = computeStatement({
    month,
    state: companyState(companyCode),
    department,
    employees,
    heads,
    ranges,
    leaveTypes,
    attendance,
    advances,
    skips,
    previous,
    computedAt,
  });
  return { ...result, previous };
}
