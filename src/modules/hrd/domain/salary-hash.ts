import type { AdvanceSkip, HrdAdvance } from './payroll-types';
import type { AttendanceCell } from './attendance-types';
import type { HrdEmployee } from './employee-types';
import type { PayContext } from './pay-context';
import { hashText } from './salary-hash-text';
import { daysOf } from './salary-month';

export { hashText };

/**
 * The ids of every head the employee's line can read: the employee's heads and, through their components, the heads
 * they are on.
 */
function headsReached(employee: HrdEmployee, context: PayContext): number[] {
  const seen = new Set<number>();
  const stack = (employee.allowances ?? []).map((row) => row.allowanceId);
  if (context.advanceHead) stack.push(context.advanceHead.recordId);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const line of context.heads.get(id)?.lines ?? []) if (line.allowanceOn > 0) stack.push(line.allowanceOn);
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * The fingerprint of every input an employee's line of the month depends on: the employee master fields the rules read
 * (number, name, department, designation, joining and last working day, mode of pay and bank, basic pay, the heads'
 * values), every head it reaches with its slabs, the month's attendance codes, the employee's advances and skips, and
 * what all lines share (month, state, paid leave codes, the rules' version). Overtime and late minutes are not read:
 * not in it.
 */
export function inputsHash(
  employee: HrdEmployee,
  context: PayContext,
  cells: ReadonlyMap<string, AttendanceCell> | undefined,
  advances: readonly HrdAdvance[],
  skips: readonly AdvanceSkip[],
): string {
  const master = [
    employee.recordId,
    employee.empno,
    employee.empname,
    employee.department,
    employee.designation,
    employee.doj,
    employee.serviceClosing?.lastWorkingDay ?? null,
    employee.modeofPay,
    employee.basicPay,
    employee.sbAc,
    employee.bankifscno,
    [...(employee.allowances ?? [])]
      .sort((a, b) => a.allowanceId - b.allowanceId || a.lineid - b.lineid)
      .map((row) => [row.allowanceId, row.valu]),
  ];
  const heads = headsReached(employee, context).map((id) => context.headText.get(id) ?? `${id}:none`);
  let attendance = '';
  if (cells) for (const dat of daysOf(context.month)) attendance += `${cells.get(dat)?.attendance ?? '-'},`;
  const money = [...advances].sort((a, b) => a.recordId - b.recordId);
  const skipped = [...skips].sort((a, b) => a.month.localeCompare(b.month)).map((skip) => skip.month);
  return hashText(
    `${context.sharedText}|${JSON.stringify(master)}|${heads.join('|')}|${attendance}|${JSON.stringify(money)}|${skipped.join(',')}`,
  );
}
