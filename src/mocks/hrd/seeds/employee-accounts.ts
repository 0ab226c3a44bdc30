/** Each employee's salary payable account, and an advance account for every fifth employee. */
export function employeeAccountSeed(employees: ReadonlyArray<Record<string, unknown>>) {
  return employees.flatMap((employee, index) => {
    const number = String(employee.empNo).replace(/^EMP-/, '');
    const person = `${String(employee.name)} ${String(employee.surname)}`.trim();
    const salary = { code: `SAL-${number}`, employee: employee.empNo, accountName: `Salary payable - ${person}`, kind: 'SALARY', active: employee.active };
    const advance = { code: `ADV-${number}`, employee: employee.empNo, accountName: `Salary advance - ${person}`, kind: 'ADVANCE', active: employee.active };
    return index % 5 === 4 ? [salary, advance] : [salary];
  });
}
