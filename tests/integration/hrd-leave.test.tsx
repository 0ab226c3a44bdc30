import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { HRD } from '../../src/menus/catalogue/hrd';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { readRecord, writeRecord } from '../../src/mocks/core/record-store';
import { HRD_STORE, leavesOf, type AttendanceDay } from '../../src/mocks/hrd/hrd-store';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { balancesOf, clearDays, leaveTypeId, leaveYear, requirements, screenPath, today } from './hrd-leave-support';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const requestSaves = () => requests.filter((request) => request.url.endsWith(`/${HRD_ROUTES.setLeaveRequest}`));

type User = ReturnType<typeof renderApp>['user'];
/** A date field given a whole date at once (pasted), replacing what it held. */
async function typeDate(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
  expect(field).toHaveValue(value);
}

describe('leave requests and approvals (1002, the HR clerk)', () => {
  it('requests within the balance (pending), refuses over the balance and an overlap beside the field, and an approver approves it: taken', async () => {
    await signInAs(COMPANY, 'staff');
    const { employees } = await requirements();
    const employee = employees[employees.length - 1]!;
    const cl = await leaveTypeId(COMPANY, 'CL');
    const before = (await balancesOf(employee.recordid, leaveYear)).balances.find((row) => row.leaveId === cl)!;
    const shownNow = (await balancesOf(employee.recordid)).balances.find((row) => row.leaveId === cl)!;
    const days = await clearDays(COMPANY, 0, 2);

    const first = renderApp(screenPath('hrd/hrd-leave-request'));
    let user = first.user;
    await user.selectOptions(
      await screen.findByLabelText('Employee', {}, { timeout: 8000 }),
      String(employee.recordid),
    );
    const balance = await screen.findByRole('table', { name: /^Leave balance for / });
    expect(
      within(balance)
        .getByRole('rowheader', { name: /\(CL\)$/ })
        .closest('tr'),
    ).toHaveTextContent(String(shownNow.balance));

    await user.selectOptions(screen.getByLabelText('Type of leave'), String(cl));
    await typeDate(user, 'From', days.from);
    await typeDate(user, 'To', days.to);
    await user.click(screen.getByLabelText('Reason'));
    await user.paste('Sister’s wedding');
    await user.dblClick(screen.getByRole('button', { name: 'Request leave' }));
    const list = await screen.findByRole('table', { name: 'Leave requests' });
    await within(list).findByText('Sister’s wedding');
    expect(requestSaves()).toHaveLength(1);
    if (leaveYear === today.slice(0, 4))
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: /^Leave balance for / }))
            .getByRole('rowheader', { name: /\(CL\)$/ })
            .closest('tr')!.children[3],
        ).toHaveTextContent(String(shownNow.pending + 2)),
      );

    // Over the balance: the refusal beside the type; what was typed stays.
    const long = await clearDays(COMPANY, 4, before.balance - 1);
    await user.selectOptions(screen.getByLabelText('Type of leave'), String(cl));
    await typeDate(user, 'From', long.from);
    await typeDate(user, 'To', long.to);
    await user.click(screen.getByRole('button', { name: 'Request leave' }));
    const typeField = screen.getByLabelText('Type of leave');
    await waitFor(() =>
      expect(typeField).toHaveAccessibleDescription(
        `${before.balance - 1} days of CL asked in ${leaveYear}, only ${before.balance - 2} left (balance after approved and pending leave).`,
      ),
    );
    expect(screen.getByLabelText('From')).toHaveValue(long.from);

    // Overlapping the pending request: the refusal beside From.
    await typeDate(user, 'From', days.to);
    await typeDate(user, 'To', days.to);
    await user.click(screen.getByRole('button', { name: 'Request leave' }));
    await waitFor(() =>
      expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/^The dates overlap another pending CL leave/),
    );
    first.unmount();

    ({ user } = renderApp(screenPath('hrd/hrdleaveapprovals')));
    const queue = await screen.findByRole('table', { name: 'Pending leave requests' }, { timeout: 8000 });
    await user.dblClick(
      within(queue).getByRole('button', { name: `Approve ${employee.empname}'s leave from ${formatDate(days.from)}` }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Pending leave requests' })).queryByRole('button', {
          name: `Approve ${employee.empname}'s leave from ${formatDate(days.from)}`,
        }),
      ).not.toBeInTheDocument(),
    );
    const after = (await balancesOf(employee.recordid, leaveYear)).balances.find((row) => row.leaveId === cl)!;
    expect(after).toMatchObject({ taken: before.taken + 2, pending: before.pending, balance: before.balance - 2 });
    const stored = (await leavesOf(COMPANY)).find(
      (leave) => leave.empno === employee.recordid && leave.leaveFrom === days.from,
    )!;
    expect(stored).toMatchObject({ approvalStatus: 1, approvedBy: expect.stringMatching(/^staff$/i) });
  });

  it('approval writes the leave code into attendance days already saved; a rejection needs a reason and leaves them', async () => {
    await signInAs(COMPANY, 'staff');
    const [first, second] = (await requirements()).pendingrequests;
    const day = first!.leavefrom;
    const saved = {
      dat: day,
      rows: [
        { lineId: 1, empno: first!.employeeid, dat: day, attendance: 'P', ot: '1', late: '' },
        { lineId: 2, empno: 999_999, dat: day, attendance: 'P', ot: '', late: '' },
      ],
      savedBy: 'STAFF',
      savedAt: `${day}T10:00:00`,
    };
    await writeRecord(HRD_STORE.attendance, COMPANY, day, saved);
    await dataProvider.write(HRD_ROUTES.setLeaveApproval, { recordId: first!.recordid, traCheck: 1 });
    const after = await readRecord<AttendanceDay>(HRD_STORE.attendance, COMPANY, day);
    expect(after!.rows).toEqual([
      { lineId: 1, empno: first!.employeeid, dat: day, attendance: first!.leavecode, ot: '', late: '' },
      saved.rows[1],
    ]);
    await expect(
      dataProvider.write(HRD_ROUTES.setLeaveApproval, { recordId: first!.recordid, traCheck: 1 }),
    ).rejects.toThrow(`Leave request ${first!.recordid} is already approved.`);
    await expect(
      dataProvider.write(HRD_ROUTES.setLeaveApproval, { recordId: second!.recordid, traCheck: 2 }),
    ).rejects.toThrow('Give the reason for rejecting the leave.');
    await dataProvider.write(HRD_ROUTES.setLeaveApproval, {
      recordId: second!.recordid,
      traCheck: 2,
      detail: 'Year-end closing',
    });
    const rejected = (await leavesOf(COMPANY)).find((leave) => leave.recordId === second!.recordid)!;
    expect(rejected).toMatchObject({
      approvalStatus: 2,
      decisionNote: 'Year-end closing',
      approvedBy: expect.stringMatching(/^staff$/i),
    });
    expect((await requirements()).pendingrequests.map((row) => row.recordid)).not.toContain(second!.recordid);
  });

  it('without the approve right the queue shows no buttons and the server refuses the approval', async () => {
    const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
    const { moduleCode, menuCode, screenCode } = HRD.hrdLeaveApproval.code!;
    const withoutApprove = role.permissions.filter(
      (one) =>
        !(
          one.moduleCode === moduleCode &&
          one.menuCode === menuCode &&
          one.screenCode === screenCode &&
          one.transCode === 98
        ),
    );
    await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', { ...role, permissions: withoutApprove });
    await signInAs(COMPANY, 'staff');
    const pending = (await requirements()).pendingrequests;
    expect(pending.length).toBeGreaterThan(0);
    renderApp(screenPath('hrd/hrd-leave-approval'));
    const queue = await screen.findByRole('table', { name: 'Pending leave requests' }, { timeout: 8000 });
    expect(within(queue).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Approving or rejecting needs the approve right on this screen.')).toBeInTheDocument();
    await expect(
      dataProvider.write(HRD_ROUTES.setLeaveApproval, { recordId: pending[0]!.recordid, traCheck: 1 }),
    ).rejects.toThrow('You are not authorised for this transaction');
    expect((await leavesOf(COMPANY)).find((leave) => leave.recordId === pending[0]!.recordid)!.approvalStatus).toBe(0);
  });
});
