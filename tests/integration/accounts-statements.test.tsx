import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatAmount } from '../../src/lib/format/number-format';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import type { BalanceSheet, ProfitAndLoss, TrialBalance } from '../../src/modules/accounts/ledger/statements-types';
import { emptyVoucher } from '../../src/modules/accounts/ledger/voucher';
import { fromWire } from '../../src/modules/accounts/reports/wire-money';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/accounts';
const today = format(new Date(), 'yyyy-MM-dd');
const id = `PAY-${today.replaceAll('-', '')}-E001-1`;

/** A cash payment of 2,500.75 for rent, entered through the backend's call. */
async function payRent() {
  const voucher = emptyVoucher('PAY', today, 'E001');
  voucher.header = { ...voucher.header, counterAccount: 'AC001', narration: 'Rent for the test' };
  voucher.lines = [{ account: 'AC401', debit: 2500.75, credit: 0, narration: '' }];
  await dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, {
    header: voucher.header,
    lines: voucher.lines,
    tracheck: 1,
  });
}

const report = async <T,>(endpoint: string, parameters: Record<string, unknown>) =>
  fromWire<T>(await dataProvider.report<unknown>(endpoint, parameters));

describe('books and statements from the seeded year', () => {
  it('keep the trial balance agreeing and the balance sheet balancing, and move by exactly a new payment', async () => {
    await signInAs(1010, 'admin');
    const before = await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today });
    expect(before.rows.length).toBeGreaterThan(20);
    expect(before.totals.closingDebit).toBe(before.totals.closingCredit);
    expect(before.totals.debit).toBe(before.totals.credit);
    const sheet = await report<BalanceSheet>(ACCOUNTS_ENDPOINTS.balanceSheet, { asOn: today });
    expect(sheet.totalAssets).toBe(sheet.totalLiabilitiesAndCapital);

    await payRent();
    const after = await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today });
    const closing = (tb: TrialBalance, account: string) => tb.rows.find((row) => row.account === account)!.closing;
    expect(closing(after, 'AC401') - closing(before, 'AC401')).toBe(250_075);
    expect(closing(before, 'AC001') - closing(after, 'AC001')).toBe(250_075);
    expect(after.totals.debit - before.totals.debit).toBe(250_075);
    const pnl = await report<ProfitAndLoss>(ACCOUNTS_ENDPOINTS.profitAndLoss, { fromDate: today, toDate: today });
    expect(pnl.totalExpenses).toBe(250_075);
    expect(pnl.net).toBe(-250_075);
  });

  it('shows the trial balance grouped with agreeing totals, and drills from the cash book to the voucher', async () => {
    await signInAs(1010, 'admin');
    await payRent();
    const { user } = renderApp(`${ROOT}/accfinreptrialbalance`);
    expect(await screen.findByText('Debits and credits agree.', undefined, { timeout: 8000 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Trial balance' });
    expect(within(table).getByRole('columnheader', { name: 'Closing debit' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Total, Cash-in-hand' })).toBeVisible();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(within(table).getByText(/Trial balance · To/)).toBeInTheDocument();

    cleanup();
    const second = renderApp(`${ROOT}/accfinrepcashbook?p.account=AC001&p.fromDate=${today}&p.toDate=${today}`);
    const link = await screen.findByRole('link', { name: id }, { timeout: 8000 });
    const row = link.closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Rent' })).toBeVisible();
    expect(row).toHaveTextContent('2,500.75');
    expect(screen.getByRole('cell', { name: 'Opening balance' })).toBeVisible();
    await second.user.click(link);
    expect(await screen.findByRole('heading', { name: `Payment voucher ${id}` }, { timeout: 8000 })).toBeVisible();
  });

  it('lists the payment in the day book and the activity log, and shows the two sides of the balance sheet agreeing', async () => {
    await signInAs(1010, 'admin');
    await payRent();
    renderApp(`${ROOT}/accrepactivities?p.fromDate=${today}&p.toDate=${today}`);
    const reference = await screen.findByRole('link', { name: id }, { timeout: 8000 });
    expect(reference.closest('tr')).toHaveTextContent('admin');
    expect(reference.closest('tr')).toHaveTextContent('Create');
    expect(reference.closest('tr')).toHaveTextContent('2,500.75');

    cleanup();
    renderApp(`${ROOT}/accfinrepdaybook?p.fromDate=${today}&p.toDate=${today}`);
    await waitFor(() => expect(screen.getAllByRole('link', { name: id })).toHaveLength(2), { timeout: 8000 });

    cleanup();
    renderApp(`${ROOT}/accfinrepbalancesheet`);
    expect(await screen.findByText('The two sides agree.', undefined, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Total assets' })).toBeVisible();
  });

  it('shows the dashboard figures from the same ledger: cash in hand as the trial balance has it, twelve months of income and expenses', async () => {
    await signInAs(1010, 'admin');
    const tb = await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today });
    const cash = tb.rows
      .filter((row) => row.account === 'AC001' || row.account === 'AC005')
      .reduce((sum, row) => sum + row.closing, 0);
    renderApp(`${ROOT}/accdashboard`);
    const card = (await screen.findByText('Cash in hand', undefined, { timeout: 8000 })).closest('.card')!;
    expect(card).toHaveTextContent(formatAmount(cash / 100));
    const monthly = await screen.findByRole('table', { name: 'Income and expenses by month' }, { timeout: 8000 });
    expect(within(monthly).getAllByRole('rowheader')).toHaveLength(12);
    expect(within(monthly).getByRole('columnheader', { name: 'Expenses' })).toBeInTheDocument();
  });

  it('shows cash in hand below zero on the dashboard as the trial balance has it, not as nothing', async () => {
    const session = await signInAs(1010, 'admin');
    const cashOf = (tb: TrialBalance) =>
      tb.rows
        .filter((row) => row.account === 'AC001' || row.account === 'AC005')
        .reduce((sum, row) => sum + row.closing, 0);
    const held = cashOf(await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today }));
    const voucher = emptyVoucher('PAY', today, 'E001');
    voucher.header = { ...voucher.header, counterAccount: 'AC001', narration: 'More than the drawer holds' };
    voucher.lines = [{ account: 'AC401', debit: fromPaise(held + 1_000_00), credit: 0, narration: '' }];
    await dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, {
      header: voucher.header,
      lines: voucher.lines,
      tracheck: 1,
    });
    const cash = cashOf(await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today }));
    expect(cash).toBe(-1_000_00);
    const dashboard = await dataProvider.report<{ cards: { cash: number } }>(ACCOUNTS_ENDPOINTS.dashboard, {
      usr: session.usr,
    });
    expect(toPaise(dashboard.cards.cash)).toBe(cash);
  });

  it('refuses the cash-and-bank book of an account that is none of those, with the reason', async () => {
    await signInAs(1010, 'admin');
    renderApp(`${ROOT}/accfinrepcashbook?p.account=AC401&p.fromDate=${today}&p.toDate=${today}`);
    expect(
      await screen.findByText('Rent is not a cash, wallet or bank account.', undefined, { timeout: 8000 }),
    ).toBeVisible();
  });
});
