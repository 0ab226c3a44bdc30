import { configure } from '@testing-library/react';
import type { HrdAdvance } from '../../src/modules/hrd/domain/payroll-types';
import type { HrdLeaveApplication } from '../../src/modules/hrd/domain/attendance-types';
import { daysOfMonth, monthBefore } from '../../src/modules/hrd/domain/attendance-dates';
import { dayHeading } from '../../src/modules/hrd/reports/domain/week-labels';
import { ensureAdvances } from '../../src/mocks/hrd/advances/advance-seed';
import { ensureAttendanceSeeded } from '../../src/mocks/hrd/attendance/attendance-seed';
import { writeRecords } from '../../src/mocks/core/record-store';
import { leaveTypesOf } from '../../src/mocks/core/people/hrd-masters';
import { HRD_STORE, type AttendanceDay } from '../../src/mocks/hrd/hrd-store';
import { ensureLeaves } from '../../src/mocks/hrd/leave/leave-seed';
import { COMPANY, day, replaceStore, reportTable, ROOT, staffOn, today } from './hrd-reports-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const advance = (recordId: number, empno: number, dat: string, over: Partial<HrdAdvance>): HrdAdvance => ({
  recordId,
  seq: `ADV-T${recordId}`,
  empno,
  dat,
  advanceCredit: 0,
  advanceDebit: 0,
  advanceCutOff: 0,
  month: '',
  narration: '',
  account: '',
  cancelled: false,
  ...over,
});

describe('account reports (1002, the HR clerk)', () => {
  it('consolidates advances per employee (opening, given, recovered, closing), books them by day and lists who still owes', async () => {
    const [first, second] = await staffOn(today(), day(today(), -60));
    const [a, b] = [first!.recordId, second!.recordId];
    // First: 10,000.00 given 40 days ago (before the period), 2,500.00 recovered 10 days ago, 1,500.25 given 5 days ago
    // at 500 a month. Second: 3,000.00 given 20 days ago and repaid 3 days ago.
    await replaceStore(HRD_STORE.advances, () => ensureAdvances(COMPANY), [
      advance(1, a, day(today(), -40), { advanceDebit: 10000, advanceCutOff: 2500 }),
      advance(2, a, day(today(), -10), { advanceCredit: 2500, month: monthBefore(today().slice(0, 7)) }),
      advance(3, b, day(today(), -20), { advanceDebit: 3000, advanceCutOff: 1000 }),
      advance(4, a, day(today(), -5), { advanceDebit: 1500.25, advanceCutOff: 500 }),
      advance(5, b, day(today(), -3), { advanceCredit: 3000 }),
    ]);
    await signInAs(COMPANY, 'staff');
    const period = `p.frmDate=${day(today(), -30)}&p.toDate=${today()}`;
    const { unmount } = renderApp(`${ROOT}/hrd-rep-consolidated-advances?${period}`);
    const consolidated = await reportTable('Consolidated advances');
    expect(
      consolidated.rows
        .map((row) => [
          consolidated.at(row, 'Employee number'),
          ...['Opening balance', 'Given', 'Recovered', 'Closing balance'].map((name) => consolidated.at(row, name)),
        ])
        .sort(),
    ).toEqual(
      [
        [first!.empno, '10,000.00', '1,500.25', '2,500.00', '9,000.25'],
        [second!.empno, '0.00', '3,000.00', '3,000.00', '0.00'],
      ].sort(),
    );
    expect(
      ['Opening balance', 'Given', 'Recovered', 'Closing balance'].map((name) =>
        consolidated.at(consolidated.total, name),
      ),
    ).toEqual(['10,000.00', '4,500.25', '5,500.00', '9,000.25']);
    unmount();

    const book = renderApp(`${ROOT}/hrd-rep-advances-day-book?${period}`);
    const dayBook = await reportTable('Advances day book');
    expect(dayBook.rows.map((row) => dayBook.at(row, 'Number'))).toEqual(['ADV-T3', 'ADV-T2', 'ADV-T4', 'ADV-T5']);
    expect([dayBook.at(dayBook.total, 'Given'), dayBook.at(dayBook.total, 'Recovered')]).toEqual([
      '4,500.25',
      '5,500.00',
    ]);
    book.unmount();

    renderApp(`${ROOT}/hrd-rep-pending-advances?p.toDate=${today()}`);
    const pending = await reportTable('Pending advances');
    // 9,000.25 at 500.00 a month: 19 months (18 × 500 = 9,000 leaves 0.25).
    expect(
      pending.rows.map((row) => [
        pending.at(row, 'Employee number'),
        pending.at(row, 'Balance'),
        pending.at(row, 'Monthly cut-off'),
        pending.at(row, 'Months to clear'),
      ]),
    ).toEqual([[first!.empno, '9,000.25', '500.00', '19']]);
  });

  it('totals a month of saved attendance per employee and shows the week day by day', async () => {
    const month = monthBefore(today().slice(0, 7), 2);
    const days = daysOfMonth(month);
    const [employee] = await staffOn(days[0]!, days[0]!);
    const leave = (await leaveTypesOf(COMPANY)).find((type) => type.paid && type.active)!.leaveCode;
    // Day 1 a paid leave, day 2 half day 15 minutes late, day 3 absent, day 4 present with an hour's overtime, the rest
    // present.
    const code = (index: number) =>
      index === 0
        ? [leave, '', '']
        : index === 1
          ? ['HD', '', '15']
          : index === 2
            ? ['A', '', '']
            : index === 3
              ? ['P', '1', '']
              : ['P', '', ''];
    await ensureAttendanceSeeded(COMPANY);
    await writeRecords(
      HRD_STORE.attendance,
      COMPANY,
      days.map((dat, index): { id: string; data: AttendanceDay } => {
        const [attendance, ot, late] = code(index) as [string, string, string];
        return {
          id: dat,
          data: {
            dat,
            rows: [{ lineId: 1, empno: employee!.recordId, dat, attendance, ot, late }],
            savedBy: 'STAFF',
            savedAt: `${dat}T18:00:00`,
          },
        };
      }),
    );
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(
      `${ROOT}/hrd-rep-monthly-attendance?p.detail=${month}&p.department=${employee!.department}`,
    );
    const monthly = await reportTable('Monthly attendance');
    const row = monthly.rows.find((one) => monthly.at(one, 'Employee number') === employee!.empno)!;
    const present = days.length - 3;
    expect(
      ['Present', 'Absent', 'Half days', 'Leave', 'Days late', 'Overtime hours', 'Paid days', 'Days not saved yet'].map(
        (name) => monthly.at(row, name),
      ),
    ).toEqual([present, 1, 1, 1, 1, 1, present + 1.5, 0].map(String));
    unmount();

    renderApp(`${ROOT}/hrd-rep-weekly-attendance?p.frmDate=${days[0]}&p.department=${employee!.department}`);
    const weekly = await reportTable('Weekly attendance');
    expect(weekly.header).toContain(dayHeading(days[0]!));
    const week = weekly.rows.find((one) => weekly.at(one, 'Employee number') === employee!.empno)!;
    expect(days.slice(0, 7).map((dat) => weekly.at(week, dayHeading(dat)))).toEqual([
      leave,
      'HD L15',
      'A',
      'P OT1',
      'P',
      'P',
      'P',
    ]);
    expect([weekly.at(week, 'Present'), weekly.at(week, 'Paid days')]).toEqual(['4', '5.5']);
  });

  it("gives each employee's leave entitlement, taken, pending and balance for the year", async () => {
    const year = today().slice(0, 4);
    const [employee] = await staffOn(today(), day(today(), -30));
    const type = (await leaveTypesOf(COMPANY)).find((one) => one.paid && one.active)!;
    const entitlement = employee!.leaves.find((line) => line.leaveId === type.recordId)?.valu ?? type.daysPerYear;
    const application = (
      recordId: number,
      leaveFrom: string,
      leaveTo: string,
      approvalStatus: number,
    ): HrdLeaveApplication => ({
      recordId,
      empno: employee!.recordId,
      dat: leaveFrom,
      leaveFrom,
      leaveTo,
      approvalStatus,
      approvedBy: 'STAFF',
      approvedOn: '',
      leaveId: type.recordId,
      reason: 'Family',
      days: 0,
    });
    await replaceStore(HRD_STORE.leaves, () => ensureLeaves(COMPANY), [
      application(1, `${year}-01-01`, `${year}-01-02`, 1),
      application(2, `${year}-12-30`, `${year}-12-30`, 0),
    ]);
    await signInAs(COMPANY, 'staff');
    renderApp(`${ROOT}/hrd-rep-employee-leaves?p.detail=${year}&p.department=${employee!.department}`);
    const leaves = await reportTable('Employee-wise leaves');
    const mine = leaves.rows.filter(
      (row) => leaves.at(row, 'Leave type') === `${type.leaveCode} ${type.leaveDescription}`,
    );
    const row = mine.find((one) => leaves.at(one, 'Taken') === '2')!;
    expect(['Entitlement', 'Taken', 'Pending approval', 'Balance'].map((name) => leaves.at(row, name))).toEqual(
      [entitlement, 2, 1, entitlement - 3].map(String),
    );
    expect(leaves.at(leaves.total, 'Taken')).toBe('2');
  });
});
