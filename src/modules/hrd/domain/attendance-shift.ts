import type { ShiftAssignment } from './attendance-types';

/** An employee's shift assignments, oldest first, for `shiftOn`. */
export function assignmentsByEmployee(assignments: readonly ShiftAssignment[]): Map<number, ShiftAssignment[]> {
  const byEmployee = new Map<number, ShiftAssignment[]>();
  for (const one of assignments) {
    const list = byEmployee.get(one.empno) ?? [];
    list.push(one);
    byEmployee.set(one.empno, list);
  }
  for (const list of byEmployee.values())
    list.sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.recordId - b.recordId);
  return byEmployee;
}

/**
 * The shift code on `dat`: the latest assignment from on or before the day (the later record on the same date), else
 * the employee's own shift.
 */
export function shiftOn(own: string, assignments: readonly ShiftAssignment[] | undefined, dat: string): string {
  let code = own;
  for (const one of assignments ?? []) {
    if (one.fromDate > dat) break;
    code = one.shift;
  }
  return code;
}
