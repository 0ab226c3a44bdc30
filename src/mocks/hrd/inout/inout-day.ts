import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import type { InoutRow } from '../../../modules/hrd/domain/punch-wire';
import { employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { punchesOfDay } from '../hrd-store';
import { ensurePunches } from './punch-seed';

const base = (employee: HrdEmployee) => ({
  recordid: employee.recordId,
  empno: employee.empno,
  empname: employee.empname,
  mobile: employee.mobile ?? '',
  email: employee.email ?? '',
});

/**
 * GetTodayInoutDetails: every employee in service on `dat` with each of the day's punch rows, in employee order and
 * then by in time; an employee with no punch yet appears once with lineid 0 (so the register can punch them in).
 * An employee who has left but punched that day still shows with the punch.
 */
export async function inoutOfDay(companyCode: number, dat: string): Promise<InoutRow[]> {
  await ensurePunches(companyCode);
  const [employees, punches] = await Promise.all([employeesOf(companyCode), punchesOfDay(companyCode, dat)]);
  const byEmployee = new Map<number, typeof punches>();
  for (const punch of punches) byEmployee.set(punch.empId, [...(byEmployee.get(punch.empId) ?? []), punch]);
  const rows: InoutRow[] = [];
  for (const employee of employees) {
    const own = (byEmployee.get(employee.recordId) ?? []).sort(
      (a, b) => a.fromTime.localeCompare(b.fromTime) || a.lineid - b.lineid,
    );
    if (own.length === 0) {
      if (inServiceOn(employee, dat)) rows.push({ ...base(employee), lineid: 0, fromTime: '', toTime: '', pos: null });
      continue;
    }
    for (const punch of own)
      rows.push({
        ...base(employee),
        lineid: punch.lineid,
        fromTime: punch.fromTime,
        toTime: punch.toTime,
        pos: punch.pos,
      });
  }
  return rows;
}
