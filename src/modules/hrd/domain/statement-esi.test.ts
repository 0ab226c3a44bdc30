import { testEmployee } from './employee.fixture';
import { workedLine } from './payment-test-lines';
import { esiStatement } from './statement-esi';

describe('ESI statement', () => {
  it('lists only the employees covered that month, by IP number; covered without a number apart', () => {
    const month = '2026-05';
    const employees = new Map([
      [1, testEmployee(1, { esiNo: '1002123456' })],
      [2, testEmployee(2, { esiNo: '1002999999' })],
      [3, testEmployee(3, { esiNo: '' })],
    ]);
    const statement = esiStatement(
      month,
      [workedLine(month, 1, 'A'), workedLine(month, 2, 'B'), workedLine(month, 3, 'A')],
      employees,
    );
    // B earns 30,000: over the ESI limit, no contribution, not covered this month even with a number.
    expect(statement.rows).toEqual([
      {
        ipNumber: '1002123456',
        name: 'Employee 1',
        empCode: 'E001',
        daysPaid: 30,
        wages: 20_000,
        employeeContribution: 150,
        employerContribution: 650,
      },
    ]);
    expect(statement.withoutNumber).toEqual([
      { empCode: 'E003', empname: 'Employee 3', reason: 'No ESI IP number in the employee master' },
    ]);
  });
});
