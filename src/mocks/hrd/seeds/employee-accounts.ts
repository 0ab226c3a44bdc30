import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';

/**
 * Each employee's salary payable account, and an advance account for every fifth employee (the employee by record id).
 */
export function employeeAccountSeed(employees: readonly HrdEmployee[]) {
  return employees.flatMap((employee, index) => {
    const number = employee.empno.replace(/^EMP-/, '');
    const person = `${employee.empname} ${employee.surname}`.trim();
    const active = employee.serviceClosing === null;
    const salary = {
      code: `SAL-${number}`,
      employee: String(employee.recordId),
      accountName: `Salary payable - ${person}`,
      kind: 'SALARY',
      active,
    };
    const advance = {
      code: `ADV-${number}`,
      employee: String(employee.recordId),
      accountName: `Salary advance - ${person}`,
      kind: 'ADVANCE',
      active,
    };
    return index % 5 === 4 ? [salary, advance] : [salary];
  });
}
