import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise } from '../../src/lib/money/money';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { advancesOf, advanceSkipsOf } from '../../src/mocks/hrd/hrd-store';
import { advanceRecovery } from '../../src/modules/hrd/domain/advance-rules';
import type { AdvanceEmployee, AdvanceHistory } from '../../src/modules/hrd/domain/advance-wire';
import { ADVANCE_ROUTES } from '../../src/modules/hrd/domain/advance-wire';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { frmDateOf } from '../../src/modules/hrd/domain/salary-month';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const month = serverToday().slice(0, 7);
const gives = () => requests.filter((request) => request.url.endsWith(`/${HRD_ROUTES.setAdvance}`));
const balanceOf = async (account: string) =>
  sumPaise(
    (await ledgerEntries(COMPANY))
      .filter((entry) => entry.account === account)
      .map((entry) => entry.debit - entry.credit),
  );
const ledgerTotal = async () => sumPaise((await ledgerEntries(COMPANY)).map((entry) => entry.debit - entry.credit));
const staffAdvancesCode = async () =>
  (await chartOf(COMPANY)).accounts.find((account) => /^staff advances$/i.test(account.name))!.code;

describe('salary advances (1002, the HR clerk)', () => {
  it('gives an advance once (Dr staff advances, Cr cash: the books still balance), refuses a cut-off above it beside the field, and skips a month: recovery 0', async () => {
    await signInAs(COMPANY, 'staff');
    const employees = await dataProvider.list<AdvanceEmployee>(HRD_ROUTES.advanceRequirements);
    const employee = employees.find((row) => row.prevadvance === 0)!;
    const totalBefore = await ledgerTotal();
    const staffBefore = await balanceOf(await staffAdvancesCode());
    const cashBefore = await balanceOf('AC001');

    const { user } = renderApp('/applayout-sidebar-large/hrd/hrd-advances');
    await user.selectOptions(
      await screen.findByLabelText('Employee', {}, { timeout: 8000 }),
      String(employee.recordid),
    );
    await screen.findByText('No advance given yet.');
    await user.type(screen.getByLabelText('Advance'), '5000');
    await user.type(screen.getByLabelText('Monthly cut-off'), '6000');
    await user.click(screen.getByRole('button', { name: 'Give advance' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Monthly cut-off')).toHaveAccessibleDescription(
        /^The monthly cut-off ₹6,000.00 is more than the advance ₹5,000.00./,
      ),
    );
    expect(gives()).toHaveLength(0);
    await user.clear(screen.getByLabelText('Monthly cut-off'));
    await user.type(screen.getByLabelText('Monthly cut-off'), '1000');
    expect(screen.getByLabelText('Paid from')).toHaveValue('AC001');
    await user.dblClick(screen.getByRole('button', { name: 'Give advance' }));
    const table = await screen.findByRole('table', { name: 'Advances and recoveries' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringMatching(/^Advance ADV\d{4}-\d{5}$/)]);
    expect(gives()).toHaveLength(1);
    expect(await screen.findByText('₹5,000.00')).toBeInTheDocument();

    expect(await ledgerTotal()).toBe(totalBefore);
    expect(await balanceOf(await staffAdvancesCode())).toBe(staffBefore + 500_000);
    expect(await balanceOf('AC001')).toBe(cashBefore - 500_000);

    // This month's recovery is the cut-off; skipping it (with a reason) makes it 0.
    const history = await dataProvider.report<AdvanceHistory>(ADVANCE_ROUTES.history, { recordId: employee.recordid });
    expect(history).toMatchObject({ balance: 5000, recovery: 1000, month });
    const skipForm = screen.getByRole('form', { name: "Skip a month's recovery" });
    expect(within(skipForm).getByLabelText('Month')).toHaveValue(month);
    await user.click(within(skipForm).getByRole('button', { name: 'Skip recovery' }));
    await waitFor(() =>
      expect(within(skipForm).getByLabelText('Reason for skipping')).toHaveAccessibleDescription(
        'Give the reason for skipping the recovery',
      ),
    );
    await user.type(within(skipForm).getByLabelText('Reason for skipping'), 'Medical expenses this month');
    await user.click(within(skipForm).getByRole('button', { name: 'Skip recovery' }));
    expect(await screen.findByText('₹0.00 (skipped)')).toBeInTheDocument();
    const skip = requests.find((request) => request.url.endsWith(`/${HRD_ROUTES.skipAdvanceRecovery}`))!;
    expect(((await skip.clone().json()) as { frmDate: string }).frmDate).toBe(frmDateOf(month));
    const rows = await advancesOf(COMPANY);
    expect(advanceRecovery(rows, await advanceSkipsOf(COMPANY, month), employee.recordid, month)).toBe(0);
    expect(advanceRecovery(rows, [], employee.recordid, month)).toBe(1000);
  });

  it('an administrator cancels an unrecovered advance (voucher taken back); a partly recovered one is refused', async () => {
    await signInAs(COMPANY, 'admin');
    const employees = await dataProvider.list<AdvanceEmployee>(HRD_ROUTES.advanceRequirements);
    const seeded = (await advancesOf(COMPANY)).filter((row) => row.advanceDebit > 0);
    const recovered = seeded.find(
      (row) => (employees.find((one) => one.recordid === row.empno)?.prevadvance ?? 0) < row.advanceDebit,
    )!;
    await expect(
      dataProvider.write(HRD_ROUTES.setAdvance, {
        advance: { recordId: recovered.recordId, reason: 'Wrong' },
        traCheck: 3,
      }),
    ).rejects.toThrow(/is already recovered: it cannot be cancelled/);
    const fresh = employees.find((row) => row.prevadvance === 0)!;
    const totalBefore = await ledgerTotal();
    const cashBefore = await balanceOf('AC001');
    const given = await dataProvider.write(HRD_ROUTES.setAdvance, {
      advance: { empno: fresh.recordid, advanceDebit: 2000, advanceCutOff: 500, account: 'AC001' },
    });
    expect(await balanceOf('AC001')).toBe(cashBefore - 200_000);
    await dataProvider.write(HRD_ROUTES.setAdvance, {
      advance: { recordId: given.recordId, reason: 'Entered for the wrong employee' },
      traCheck: 3,
    });
    expect(await balanceOf('AC001')).toBe(cashBefore);
    expect(await ledgerTotal()).toBe(totalBefore);
    const history = await dataProvider.report<AdvanceHistory>(ADVANCE_ROUTES.history, { recordId: fresh.recordid });
    expect(history).toMatchObject({ balance: 0, recovery: 0 });
  });
});
