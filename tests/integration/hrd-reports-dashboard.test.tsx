import { configure, screen, within } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { displayDate, monthBefore } from '../../src/modules/hrd/domain/attendance-dates';
import type { HrdAdvance, SalaryLine, SalaryMonth } from '../../src/modules/hrd/domain/payroll-types';
import type { HrdInOut, HrdLeaveApplication } from '../../src/modules/hrd/domain/attendance-types';
import { HRD_DASHBOARD_ENDPOINT, HRD_REPORT_ENDPOINTS } from '../../src/modules/hrd/reports/domain/report-endpoints';
import { writeRecord, writeRecords } from '../../src/mocks/core/record-store';
import { ensureAdvances } from '../../src/mocks/hrd/advances/advance-seed';
import { employeesOf, inServiceOn } from '../../src/mocks/core/people/hrd-masters';
import { HRD_STORE, idOf, salaryLineId } from '../../src/mocks/hrd/hrd-store';
import { ensurePunches } from '../../src/mocks/hrd/inout/punch-seed';
import { ensureLeaves } from '../../src/mocks/hrd/leave/leave-seed';
import { card, COMPANY, day, replaceStore, ROOT, staffOn, today } from './hrd-reports-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const leave = (
  recordId: number,
  empno: number,
  leaveFrom: string,
  leaveTo: string,
  approvalStatus: number,
): HrdLeaveApplication => ({
  recordId,
  empno,
  dat: day(today(), -7),
  leaveFrom,
  leaveTo,
  approvalStatus,
  approvedBy: 'STAFF',
  approvedOn: '',
  leaveId: 1,
  reason: 'Family',
  days: 0,
});
const advance = (recordId: number, empno: number, debit: number, credit: number): HrdAdvance => ({
  recordId,
  seq: `ADV-T${recordId}`,
  empno,
  dat: day(today(), -3),
  advanceCredit: credit,
  advanceDebit: debit,
  advanceCutOff: 0,
  month: '',
  narration: '',
  account: '',
  cancelled: false,
});
const punch = (lineid: number, empId: number): HrdInOut => ({
  lineid,
  empId,
  dat: today(),
  fromTime: '00:01',
  toTime: '',
  pos: 1,
  source: 'MANUAL',
});

/**
 * Today: one on approved leave (who punched anyway), two punched in, one leave pending; advances owed 4,250.50; last
 * month locked.
 */
async function dashboardFixtures() {
  const [away, first, second] = await staffOn(today(), day(today(), -40));
  await replaceStore(HRD_STORE.leaves, () => ensureLeaves(COMPANY), [
    leave(1, away!.recordId, day(today(), -1), day(today(), 1), 1),
    leave(2, first!.recordId, day(today(), 5), day(today(), 5), 0),
  ]);
  await replaceStore(HRD_STORE.advances, () => ensureAdvances(COMPANY), [
    advance(1, first!.recordId, 5000, 1000),
    advance(2, second!.recordId, 250.5, 0),
  ]);
  await ensurePunches(COMPANY);
  await writeRecords(
    HRD_STORE.punches,
    COMPANY,
    [punch(900001, away!.recordId), punch(900002, first!.recordId), punch(900003, second!.recordId)].map((data) => ({
      id: `${today()}|${idOf(data.lineid)}`,
      data,
    })),
  );
  const month = monthBefore(today().slice(0, 7));
  const locked: SalaryMonth = {
    month,
    locked: true,
    lockedBy: 'STAFF',
    lockedOn: today(),
    lastRunOn: today(),
    problems: [],
  };
  await writeRecord(HRD_STORE.salaryMonths, COMPANY, month, locked);
  await writeRecords(
    HRD_STORE.salaryLines,
    COMPANY,
    [
      [first!, 20000.1],
      [second!, 15000.25],
    ].map(([employee, net]) => {
      const { recordId } = employee as { recordId: number };
      return {
        id: salaryLineId(month, recordId),
        data: { month, empno: recordId, net: net as number, paymentSeq: '' } as SalaryLine,
      };
    }),
  );
}

describe('the HR dashboard (1002)', () => {
  it("shows today's staff, attendance and leave, leave awaiting approval, advances owed and the last locked month's net from the stored records", async () => {
    await dashboardFixtures();
    const inService = (await employeesOf(COMPANY)).filter((one) => inServiceOn(one, today())).length;
    await signInAs(COMPANY, 'staff');
    const { unmount } = renderApp(`${ROOT}/hrd-dashboard`);
    expect(await card('Employees in service')).toBe(new Intl.NumberFormat('en-IN').format(inService));
    expect(await card('Present today')).toBe('2');
    expect(await card('On leave today')).toBe('1');
    expect(await card('Leave requests awaiting approval')).toBe('1');
    expect(await card('Advances outstanding')).toBe('4,250.50');
    expect(await card('Net salary, last locked month')).toBe('35,000.35');
    const byDepartment = await screen.findByRole('table', { name: 'Employees in service by department' });
    const counted = within(byDepartment)
      .getAllByRole('row')
      .reduce((sum, row) => sum + Number(row.querySelector('td')!.textContent), 0);
    expect(counted).toBe(inService);
    const week = screen.getByRole('table', { name: 'Attendance, last 7 days' });
    expect(
      within(week)
        .getByRole('rowheader', { name: displayDate(today()) })
        .closest('tr')!.textContent,
    ).toBe(`${displayDate(today())}21`);
    // No one joined or left in the last 12 months: the chart says so rather than drawing twelve empty months.
    const movements = screen.getByRole('heading', { name: 'Joinings and leavings, last 12 months' }).closest('.card')!;
    expect(within(movements as HTMLElement).getByText('Nothing to show yet.')).toBeInTheDocument();
    unmount();
    renderApp(`${ROOT}/hrddashboard`);
    expect(await card('Present today')).toBe('2');
  });

  it('refuses the reports and the dashboard to a staff user without HR rights', async () => {
    await signInAs(1006, 'staff');
    const refused = await dataProvider.report(HRD_REPORT_ENDPOINTS.pendingJoinings, {}).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('You are not permitted to view this screen');
    const dashboard = await dataProvider.report(HRD_DASHBOARD_ENDPOINT, {}).then(
      () => null,
      (error: unknown) => error,
    );
    expect((dashboard as ApiError).message).toBe('You are not permitted to view this screen');
    renderApp(`${ROOT}/hrd-rep-pending-joinings`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
