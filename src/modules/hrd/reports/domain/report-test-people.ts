import type { HrdEmployee } from '../../domain/employee-types';
import { reportPeople } from './report-people';

/** Test fixtures of the report row builders: employees with only what the reports read. */
export function testEmployee(recordId: number, over: Partial<HrdEmployee> = {}): HrdEmployee {
  return {
    recordId,
    empno: `E${recordId}`,
    empname: `Name${recordId}`,
    surname: 'Rao',
    department: 1,
    designation: 10,
    doj: '2020-01-01',
    serviceClosing: null,
    leaves: [],
    ...over,
  } as HrdEmployee;
}

export const closed = (lastWorkingDay: string, reason = 'Resigned') => ({
  dat: lastWorkingDay,
  lastWorkingDay,
  reason,
  closedBy: 'ADMIN',
});

/** People of departments 1 Kitchen and 2 Front office, designations 10 Cook and 20 Receptionist. */
export function testPeople(employees: readonly HrdEmployee[]) {
  return reportPeople(
    employees,
    [
      { recordId: 1, department: 'Kitchen', parentId: null, active: true },
      { recordId: 2, department: 'Front office', parentId: null, active: true },
    ],
    [
      { recordId: 10, designation: 'Cook', department: 1, active: true },
      { recordId: 20, designation: 'Receptionist', department: 2, active: true },
    ],
  );
}
