import { describe, expect, it } from 'vitest';
import { contractPrevLeaves, leaveBalances } from './leave-balance';
import { daysWithin, leaveDays } from './leave-days';
import { isIsoDate } from '../../../lib/format/iso-date';
import { leaveRefusal, leaveRefusalField, type LeaveContext } from './leave-rules';
import type { HrdLeaveApplication, HrdLeaveType } from './attendance-types';

const type = (recordId: number, leaveCode: string, daysPerYear: number, paid = true): HrdLeaveType => ({
  recordId,
  leaveCode,
  leaveDescription: leaveCode,
  daysPerYear,
  paid,
  active: true,
});
const CL = type(1, 'CL', 12);
const SL = type(2, 'SL', 12);
const LOP = type(8, 'LOP', 0, false);
const leave = (over: Partial<HrdLeaveApplication>): HrdLeaveApplication => ({
  recordId: 1,
  empno: 7,
  dat: '2025-01-02',
  leaveFrom: '2025-01-06',
  leaveTo: '2025-01-07',
  approvalStatus: 1,
  approvedBy: 'STAFF',
  approvedOn: '',
  leaveId: 1,
  reason: '',
  days: 2,
  ...over,
});
// Employee 7: joined 1 Jun 2020; own SL line of 6 days (the master says 12); CL from the master (12).
const employee = {
  recordId: 7,
  empname: 'Asha Rao',
  doj: '2020-06-01',
  serviceClosing: null,
  leaves: [{ lineid: 1, leaveId: 2, valu: 6 }],
};
const applications = [
  // CL 6–7 Jan approved: 2 days
  leave({ recordId: 1 }),
  // CL pending: 3 days
  leave({ recordId: 2, leaveFrom: '2025-02-10', leaveTo: '2025-02-12', approvalStatus: 0, days: 3 }),
  // SL approved: 1 day
  leave({ recordId: 3, leaveFrom: '2025-03-03', leaveTo: '2025-03-03', leaveId: 2, days: 1 }),
  // CL rejected: not counted
  leave({ recordId: 4, leaveFrom: '2025-03-20', leaveTo: '2025-03-21', approvalStatus: 2, days: 2 }),
  // CL approved across the year end: 2 days in 2025
  leave({ recordId: 5, leaveFrom: '2024-12-30', leaveTo: '2025-01-02', days: 4 }),
];
const context: LeaveContext = {
  employee,
  types: [CL, SL, LOP],
  applications,
  holidays: [{ recordId: 1, dat: '2025-04-14', description: 'Ambedkar Jayanti' }],
};

describe('leave days', () => {
  it('counts both ends', () => {
    expect(leaveDays('2025-03-01', '2025-03-03')).toBe(3);
    expect(leaveDays('2025-03-01', '2025-03-01')).toBe(1);
    expect(leaveDays('2024-02-28', '2024-03-01')).toBe(3); // 28, 29 Feb (leap), 1 Mar
    expect(leaveDays('2025-03-03', '2025-03-01')).toBe(0);
    expect(daysWithin('2024-12-30', '2025-01-02', '2025-01-01', '2025-12-31')).toBe(2);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});

describe('leave balances', () => {
  it('entitlement, taken, pending, left per type for 2025', () => {
    const rows = leaveBalances(employee, [CL, SL, LOP], applications, 2025);
    // CL: 12 from the master; taken 2 (Jan) + 2 (the days of the year-end leave in 2025) = 4; pending 3; left 12 − 4 −
    // 3 = 5.
    expect(rows[0]).toMatchObject({ leaveCode: 'CL', entitlement: 12, taken: 4, pending: 3, balance: 5 });
    // SL: the employee's own 6; taken 1; left 5.
    expect(rows[1]).toMatchObject({ leaveCode: 'SL', entitlement: 6, taken: 1, pending: 0, balance: 5 });
    expect(rows[2]).toMatchObject({ leaveCode: 'LOP', entitlement: 0, balance: 0, paid: false });
    // 2024 sees the year-end leave's 30, 31 Dec.
    expect(leaveBalances(employee, [CL], applications, 2024)[0]).toMatchObject({ taken: 2, balance: 10 });
  });

  it("the contract's prevleaves: Σ (to − from) of approved leaves starting this year, + 1", () => {
    // Approved starting in 2025: 6–7 Jan (1) and 3 Mar (0): 1 + 0 + 1 = 2. (The year-end one starts in 2024.)
    expect(contractPrevLeaves(applications, 7, 2025)).toBe(2);
    expect(contractPrevLeaves(applications, 99, 2025)).toBe(1);
  });
});

describe('leave refusals', () => {
  const ask = (leaveId: number, leaveFrom: string, leaveTo: string) =>
    leaveRefusal(context, { leaveId, leaveFrom, leaveTo });

  it('within the balance is accepted', () => {
    expect(ask(1, '2025-05-05', '2025-05-09')).toBeNull(); // 5 CL days, 5 left
  });

  it('over the balance is refused, except unpaid leave', () => {
    expect(ask(1, '2025-05-05', '2025-05-10')).toEqual({
      field: 'leaveId',
      message: '6 days of CL asked in 2025, only 5 left (balance after approved and pending leave).',
    });
    expect(ask(8, '2025-05-05', '2025-05-30')).toBeNull();
  });

  it('overlap with a pending or approved leave is refused; a rejected one is not in the way', () => {
    expect(ask(2, '2025-02-12', '2025-02-13')).toEqual({
      field: 'leaveFrom',
      message: 'The dates overlap another pending CL leave from 10 Feb 2025 to 12 Feb 2025.',
    });
    expect(ask(2, '2025-01-07', '2025-01-07')?.message).toContain('approved CL leave from 6 Jan 2025');
    expect(ask(2, '2025-03-20', '2025-03-21')).toBeNull();
    // The application itself is ignored when re-checked (approval).
    expect(leaveRefusal(context, { leaveId: 1, leaveFrom: '2025-02-10', leaveTo: '2025-02-12' }, 2)).toBeNull();
  });

  it('a holiday inside the leave is named', () => {
    expect(ask(1, '2025-04-14', '2025-04-15')).toEqual({
      field: 'leaveTo',
      message: 'The leave covers the holiday Ambedkar Jayanti on 14 Apr 2025: ask for the days around it.',
    });
  });

  it('dates, joining and service closing', () => {
    expect(ask(1, '2025-05-09', '2025-05-05')?.message).toBe(
      'The leave cannot end (5 May 2025) before it starts (9 May 2025).',
    );
    expect(ask(1, '', '2025-05-05')?.field).toBe('leaveFrom');
    expect(ask(1, '2020-05-30', '2020-06-02')?.message).toBe(
      'Asha Rao joined on 1 Jun 2020: the leave cannot start before joining.',
    );
    const closing = {
      ...context,
      employee: {
        ...employee,
        serviceClosing: { dat: '2025-05-01', lastWorkingDay: '2025-05-31', reason: 'Resigned', closedBy: 'ADMIN' },
      },
    };
    expect(leaveRefusal(closing, { leaveId: 1, leaveFrom: '2025-05-30', leaveTo: '2025-06-02' })?.field).toBe(
      'leaveTo',
    );
    expect(
      leaveRefusal({ ...context, employee: undefined }, { leaveId: 1, leaveFrom: '2025-05-30', leaveTo: '2025-06-02' })
        ?.field,
    ).toBe('empno');
    expect(ask(99, '2025-05-05', '2025-05-05')?.field).toBe('leaveId');
  });

  it('every refusal maps back to its field from its words', () => {
    const cases: Array<[string, string, number]> = [
      ['2025-05-05', '2025-05-10', 1],
      ['2025-02-12', '2025-02-13', 2],
      ['2025-04-14', '2025-04-15', 1],
      ['2025-05-09', '2025-05-05', 1],
      ['2020-05-30', '2020-06-02', 1],
    ];
    for (const [from, to, id] of cases) {
      const refusal = ask(id, from, to)!;
      expect(leaveRefusalField(refusal.message)).toBe(refusal.field);
    }
  });
});
