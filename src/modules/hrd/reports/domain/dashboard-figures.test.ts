import type { HrdAdvance } from '../../domain/payroll-types';
import type { HrdLeaveApplication } from '../../domain/attendance-types';
import { dayFigures, hrdDashboardFigures, type DashboardSources } from './dashboard-figures';
import { advanceDayBookRows, consolidatedAdvanceRows } from './advance-report-rows';
import { employeeLeaveRows } from './leave-report-rows';
import { closed, testEmployee, testPeople } from './report-test-people';

const TODAY = '2025-03-20';
const leave = (
  recordId: number,
  empno: number,
  leaveFrom: string,
  leaveTo: string,
  approvalStatus: number,
): HrdLeaveApplication => ({
  recordId,
  empno,
  dat: leaveFrom,
  leaveFrom,
  leaveTo,
  approvalStatus,
  approvedBy: '',
  approvedOn: '',
  leaveId: 1,
  reason: '',
  days: 0,
});
const advance = (recordId: number, empno: number, debit: number, credit: number, cancelled = false): HrdAdvance => ({
  recordId,
  seq: '',
  empno,
  dat: '2025-03-01',
  advanceCredit: credit,
  advanceDebit: debit,
  advanceCutOff: 0,
  month: '',
  narration: '',
  account: '',
  cancelled,
});

function sources(over: Partial<DashboardSources> = {}): DashboardSources {
  return {
    people: testPeople([
      testEmployee(1),
      testEmployee(2),
      testEmployee(3, { department: 2 }),
      testEmployee(4, { department: 2, doj: '2025-03-18' }),
      testEmployee(5, { doj: '2024-04-01', serviceClosing: closed('2025-02-28') }),
    ]),
    today: TODAY,
    leaves: [
      leave(1, 2, '2025-03-19', '2025-03-21', 1),
      leave(2, 3, '2025-03-25', '2025-03-26', 0),
      leave(3, 1, '2025-03-20', '2025-03-20', 2),
    ],
    advances: [
      advance(1, 1, 5000, 1000),
      advance(2, 2, 1000.5, 0),
      advance(3, 3, 200, 300),
      advance(4, 3, 9999, 0, true),
    ],
    leaveCodes: new Set(['CL', 'SL', 'LOP']),
    savedDays: new Map([
      [
        '2025-03-18',
        [
          { empno: 1, attendance: 'P' },
          { empno: 2, attendance: 'HD' },
          { empno: 3, attendance: 'SL' },
          { empno: 4, attendance: 'A' },
        ],
      ],
    ]),
    punched: new Map([
      [TODAY, new Set([1, 2, 4, 99])],
      ['2025-03-19', new Set([1])],
    ]),
    lastLocked: { month: '2025-02', lines: [{ net: 20000.1 }, { net: 15000.25 }] },
    ...over,
  };
}

describe('the HR dashboard figures', () => {
  it('counts staff in service, today from punches less approved leave, leave pending, advances owed and the last locked net', () => {
    const figures = hrdDashboardFigures(sources());
    // In service on the 20th: 1, 2, 3, 4 (5 left in February). Punched: 1, 2, 4 (99 is nobody), but 2 is on approved
    // leave.
    expect(figures.cards).toEqual({
      employees: 4,
      presentToday: 2,
      onLeaveToday: 1,
      pendingLeaves: 1,
      advancesOutstanding: 5000.5,
      lastNetSalary: 35000.35,
    });
    expect(figures.charts.byDepartment).toEqual([
      { label: 'Front office', value: 2 },
      { label: 'Kitchen', value: 2 },
    ]);
  });

  it('reads a saved day from its attendance (P and HD present, a leave code on leave), else punches', () => {
    const staff = new Set([1, 2, 3, 4]);
    expect(dayFigures(sources(), '2025-03-18', staff)).toEqual({ present: 2, onLeave: 1 });
    expect(dayFigures(sources(), '2025-03-19', staff)).toEqual({ present: 1, onLeave: 1 });
    const week = hrdDashboardFigures(sources()).charts.lastWeek!;
    expect(week.map((point) => point.label)).toEqual([
      '14-Mar-2025',
      '15-Mar-2025',
      '16-Mar-2025',
      '17-Mar-2025',
      '18-Mar-2025',
      '19-Mar-2025',
      '20-Mar-2025',
    ]);
    expect(week.map((point) => point.values)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [2, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('charts joinings and leavings of the last 12 months; no locked month gives a net of 0', () => {
    const figures = hrdDashboardFigures(sources({ lastLocked: null }));
    const months = figures.charts.joinsLeaves!;
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ label: 'April 2024', values: [1, 0] });
    expect(months.at(-2)).toMatchObject({ label: 'February 2025', values: [0, 1] });
    expect(months.at(-1)).toMatchObject({ label: 'March 2025', values: [1, 0] });
    expect(figures.cards.lastNetSalary).toBe(0);
  });
});

describe('reports on 5,000 employees', () => {
  it("cover 5,000 employees, each row once (how fast is `npm run bench`'s)", () => {
    const employees = Array.from({ length: 5000 }, (_, index) =>
      testEmployee(index + 1, { department: (index % 2) + 1 }),
    );
    const people = testPeople(employees);
    const leaves = employees.flatMap((one, index) => [
      leave(index * 2 + 1, one.recordId, '2025-02-03', '2025-02-04', 1),
      leave(index * 2 + 2, one.recordId, '2025-03-25', '2025-03-25', 0),
    ]);
    const advances = employees.flatMap((one, index) => [
      advance(index * 2 + 1, one.recordId, 5000, 0),
      advance(index * 2 + 2, one.recordId, 0, 1000),
    ]);
    const types = [
      { recordId: 1, leaveCode: 'CL', leaveDescription: 'Casual leave', daysPerYear: 12, paid: true, active: true },
    ];
    expect(employeeLeaveRows(people, types, leaves, 2025, null)).toHaveLength(5000);
    expect(consolidatedAdvanceRows(people, advances, { from: '2025-01-01', to: '2025-03-31' })).toHaveLength(5000);
    expect(advanceDayBookRows(people, advances, { from: '2025-01-01', to: '2025-03-31' })).toHaveLength(10_000);
    expect(hrdDashboardFigures({ ...sources(), people, leaves, advances }).cards.employees).toBe(5000);
  });
});
