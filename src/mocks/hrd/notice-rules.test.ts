import { describe, expect, it } from 'vitest';
import type { HrdLeaveApplication } from '../../modules/hrd/domain/attendance-types';
import { emptySalaryMonth } from '../../modules/hrd/domain/salary-wire';
import { leaveNotices, salaryNotices } from './notice-rules';

const leave = (recordId: number, approvalStatus: number): HrdLeaveApplication => ({
  recordId,
  empno: 7,
  dat: '2026-11-20',
  leaveFrom: '2026-12-01',
  leaveTo: '2026-12-02',
  approvalStatus,
  approvedBy: '',
  approvedOn: '',
  leaveId: 1,
  reason: 'Family function',
  days: 2,
});
const names = (empno: number) => (empno === 7 ? 'Meena Iyer' : '');

describe('the HR approvals waiting', () => {
  it('raise a leave application while it is pending (0), and none decided or cancelled', () => {
    expect(leaveNotices([leave(1, 0), leave(2, 1), leave(3, 2), leave(4, 9)], names)).toEqual([
      {
        id: '1',
        title: 'Leave to approve',
        text: 'Meena Iyer: 2 days from 01-Dec-2026',
        at: '2026-11-20',
        tone: 'primary',
      },
    ]);
    expect(leaveNotices([{ ...leave(5, 0), days: 1 }], names)[0]!.text).toBe('Meena Iyer: 1 day from 01-Dec-2026');
  });

  it('raise a salary statement once run and until locked; never run is not waiting', () => {
    const run = { ...emptySalaryMonth('2026-10'), lastRunOn: '2026-11-02T10:15:00' };
    expect(salaryNotices([run])).toEqual([
      expect.objectContaining({ id: '2026-10', text: expect.stringMatching(/^October 2026: run on 02-Nov-2026/) }),
    ]);
    expect(salaryNotices([{ ...run, locked: true }, emptySalaryMonth('2026-11')])).toEqual([]);
  });
});
