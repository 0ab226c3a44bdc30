import { fromPaise, toPaise } from '../../../lib/money/money';
import { applyPercent, roundToRupee } from '../../../lib/money/money-arithmetic';
import type { SalaryLine } from './payroll-types';
import type { HrdEmployee } from './employee-types';
import type { EcrRow, PfStatementAnswer, UncoveredMember } from './payment-types';

/** The wage ceiling of the pension scheme and EDLI (rupees a month): EPS and EDLI wages are capped at it. */
export const EPS_WAGE_CEILING = 15_000;

const rupees = (amount: number) => fromPaise(roundToRupee(toPaise(amount)));

/**
 * The PF statement of a month in the EPFO ECR 2.0 shape: every line with PF (employee PF above zero) of a
 * member with a UAN, in whole rupees; EPF wages = the line's PF wages (capped at 15,000 when the PF was), EPS and EDLI
 * wages the same capped at 15,000; EPF contribution = the employee's PF, EPS contribution = the employer's EPS, the
 * difference = the employer's share (EPF + EPS, rounded) less the EPS rounded, so the two add up to the employer's
 * share as EPFO checks; NCP days = the days without pay. Members without a UAN are listed apart (not in the file).
 */
export function pfStatement(
  month: string,
  lines: readonly SalaryLine[],
  employees: ReadonlyMap<number, HrdEmployee>,
): PfStatementAnswer {
  const rows: EcrRow[] = [];
  const withoutUan: UncoveredMember[] = [];
  for (const line of [...lines].sort((a, b) => a.empCode.localeCompare(b.empCode))) {
    if (toPaise(line.pfEmployee) <= 0) continue;
    const uan = employees.get(line.empno)?.uan.trim() ?? '';
    if (!uan) {
      withoutUan.push({ empCode: line.empCode, empname: line.empname, reason: 'No UAN in the employee master' });
      continue;
    }
    // EPF wages are the wages the contribution is on: capped at the ceiling when the employee's PF is (at most 12 % of
    // 15,000 = 1,800, as the salary statement computes it), so EPFO's 12 % of them is the contribution remitted.
    const restricted = toPaise(line.pfEmployee) <= applyPercent(toPaise(EPS_WAGE_CEILING), 12);
    const epfWages = restricted ? Math.min(rupees(line.pfWages), EPS_WAGE_CEILING) : rupees(line.pfWages);
    const capped = Math.min(epfWages, EPS_WAGE_CEILING);
    const epsContribution = rupees(line.epsEmployer);
    const employerShare = fromPaise(roundToRupee(toPaise(line.epfEmployer) + toPaise(line.epsEmployer)));
    rows.push({
      uan,
      name: line.empname.toUpperCase(),
      grossWages: rupees(line.gross),
      epfWages,
      epsWages: capped,
      edliWages: capped,
      epfContribution: rupees(line.pfEmployee),
      epsContribution,
      epfEpsDifference: employerShare - epsContribution,
      ncpDays: Math.round(line.lopDays),
      refundOfAdvances: 0,
    });
  }
  return { month, rows, withoutUan };
}

/** The ECR text file: one member a line, the eleven fields joined by #~#, lines ended by a newline. */
export function ecrText(rows: readonly EcrRow[]): string {
  return rows
    .map((row) =>
      [
        row.uan,
        row.name,
        row.grossWages,
        row.epfWages,
        row.epsWages,
        row.edliWages,
        row.epfContribution,
        row.epsContribution,
        row.epfEpsDifference,
        row.ncpDays,
        row.refundOfAdvances,
      ].join('#~#'),
    )
    .map((line) => `${line}\n`)
    .join('');
}
