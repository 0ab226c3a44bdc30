import { toPaise } from '../../../lib/money/money';
import type { SalaryLine } from './payroll-types';
import type { HrdEmployee } from './employee-types';
import type { EsiRow, EsiStatementAnswer, UncoveredMember } from './payment-types';

/**
 * The ESI statement of a month: the employees covered that month (an employee or employer contribution
 * above zero, i.e. gross within the ESI limit), by IP number (the master's esiNo): days paid, wages (gross) and the
 * contributions. Covered employees without an IP number are listed apart.
 */
export function esiStatement(
  month: string,
  lines: readonly SalaryLine[],
  employees: ReadonlyMap<number, HrdEmployee>,
): EsiStatementAnswer {
  const rows: EsiRow[] = [];
  const withoutNumber: UncoveredMember[] = [];
  for (const line of [...lines].sort((a, b) => a.empCode.localeCompare(b.empCode))) {
    if (toPaise(line.esiEmployee) <= 0 && toPaise(line.esiEmployer) <= 0) continue;
    const ipNumber = employees.get(line.empno)?.esiNo.trim() ?? '';
    if (!ipNumber) {
      withoutNumber.push({
        empCode: line.empCode,
        empname: line.empname,
        reason: 'No ESI IP number in the employee master',
      });
      continue;
    }
    rows.push({
      ipNumber,
      name: line.empname,
      empCode: line.empCode,
      daysPaid: line.paidDays,
      wages: line.gross,
      employeeContribution: line.esiEmployee,
      employerContribution: line.esiEmployer,
    });
  }
  return { month, rows, withoutNumber };
}
