import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { SalaryComponent, SalaryLine } from './payroll-types';

/**
 * A payslip's deductions: the line's own list when it adds up to the total deductions; else that list with the
 * statutory figures it lacks (PF, ESI, professional tax, advance recovery, matched by name) and, for anything still
 * unexplained, "Other deductions", so the slip always adds up to the total.
 */
export function payslipDeductions(line: SalaryLine): SalaryComponent[] {
  const listed = [...line.deductions];
  const total = toPaise(line.totalDeductions);
  const sum = () => sumPaise(listed.map((part) => toPaise(part.amount)));
  if (sum() === total) return listed;
  const statutory: Array<[RegExp, string, number, number]> = [
    [/provident|\bpf\b|epf/i, 'Provident fund', -101, line.pfEmployee],
    [/\besi\b|state insurance/i, 'ESI', -102, line.esiEmployee],
    [/professional tax|\bpt\b/i, 'Professional tax', -103, line.pt],
    [/advance/i, 'Advance recovery', -104, line.advanceRecovery],
  ];
  for (const [pattern, name, allowanceId, amount] of statutory) {
    if (toPaise(amount) === 0 || listed.some((part) => pattern.test(part.name))) continue;
    listed.push({ allowanceId, name, amount });
  }
  const rest = total - sum();
  if (rest !== 0) listed.push({ allowanceId: -105, name: 'Other deductions', amount: fromPaise(rest) });
  return listed;
}
