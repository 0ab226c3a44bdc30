import type { HrdEmployee } from './employee-types';
import { isDay } from './recruit-dates';

/**
 * A refusal of a service closing, else null: the employee in service (not already closed), a last working day not
 * before joining, and no locked salary month from the last working day's month on (those salaries are final).
 */
export function closingRefusal(
  employee: HrdEmployee | undefined,
  lastWorkingDay: string,
  reason: string,
  lockedMonths: readonly string[],
): string | null {
  if (!employee) return 'There is no such employee.';
  const who = `${employee.empname} (${employee.empno})`;
  if (employee.serviceClosing)
    return `${who} left on ${employee.serviceClosing.lastWorkingDay}: the service is already closed.`;
  if (!isDay(lastWorkingDay)) return 'Enter the last working day.';
  if (lastWorkingDay < employee.doj) return `The last working day is before ${who} joined (${employee.doj}).`;
  if (!reason.trim()) return 'Give the reason for leaving.';
  const locked = lockedMonths.filter((month) => month >= lastWorkingDay.slice(0, 7)).sort()[0];
  if (locked)
    return `The salary of ${locked} is locked: a last working day in or before it would change a final salary.`;
  return null;
}
