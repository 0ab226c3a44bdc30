import type { EmployeeChoice } from '../../domain/recruit-types';
import { closingSchema, type ClosingValues } from './closing-form-values';

const employees: EmployeeChoice[] = [
  { recordid: 4, empno: 'E4', empname: 'Asha Rao', designation: 'Clerk', doj: '2024-06-01', inService: true },
];
const problems = (values: ClosingValues) =>
  closingSchema(employees)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('closingSchema', () => {
  it('asks who leaves, the last working day and why', () => {
    expect(problems({ employee: '', lastWorkingDay: '2026-02-30', reason: '  ' })).toEqual([
      ['employee', 'Choose the employee who leaves'],
      ['lastWorkingDay', 'Enter the last working day'],
      ['reason', 'Give the reason for leaving'],
    ]);
  });

  it('refuses a last working day before the employee joined', () => {
    expect(problems({ employee: '4', lastWorkingDay: '2024-05-31', reason: 'Moved' })).toEqual([
      ['lastWorkingDay', 'Asha Rao joined on 2024-06-01'],
    ]);
    expect(problems({ employee: '4', lastWorkingDay: '2024-06-01', reason: 'Moved' })).toBeUndefined();
  });
});
