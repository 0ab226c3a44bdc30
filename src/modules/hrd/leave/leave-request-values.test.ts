import { EMPTY_LEAVE_REQUEST, leaveRequestSchema } from './leave-request-values';

const problems = (values: typeof EMPTY_LEAVE_REQUEST) =>
  leaveRequestSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('leaveRequestSchema', () => {
  it('asks for the type and both days; the reason may stay empty', () => {
    expect(problems(EMPTY_LEAVE_REQUEST)).toEqual([
      ['leaveId', 'Choose the type of leave'],
      ['leaveFrom', 'Enter the first day of the leave'],
      ['leaveTo', 'Enter the last day of the leave'],
    ]);
    expect(problems({ leaveId: '3', leaveFrom: '2026-03-02', leaveTo: '2026-03-02', reason: '' })).toBeUndefined();
  });

  it('refuses a last day before the first, with the other problems', () => {
    expect(problems({ leaveId: '', leaveFrom: '2026-03-05', leaveTo: '2026-03-02', reason: '' })).toEqual([
      ['leaveId', 'Choose the type of leave'],
      ['leaveTo', 'The last day cannot be before the first'],
    ]);
  });
});
