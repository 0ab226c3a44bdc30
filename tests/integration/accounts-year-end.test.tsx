import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, subYears } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatAmount } from '../../src/lib/format/number-format';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import type { ProfitAndLoss, TrialBalance } from '../../src/modules/accounts/ledger/statements-types';
import { emptyVoucher } from '../../src/modules/accounts/ledger/voucher';
import { dayAfter, financialYearOf } from '../../src/modules/accounts/ledger/year-end';
import { fromWire } from '../../src/modules/accounts/reports/wire-money';
import { yearLabel, type YearEndState } from '../../src/modules/accounts/year-end/financial-years';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/accounts';
const today = format(new Date(), 'yyyy-MM-dd');
/**
 * The seeded books open on 1 April of the year a year ago falls in (2025-26 when today is in 2026-27): that year has
 * ended.
 */
const first = financialYearOf(format(subYears(new Date(), 1), 'yyyy-MM-dd'));
const firstLabel = yearLabel(first);
const current = financialYearOf(today);
const dd = (date: string) => date.split('-').reverse().join('-');
const lockMessage = `The books are closed up to ${dd(first.to)}: nothing can be posted, changed or cancelled on or before that date.`;

const report = async <T,>(endpoint: string, parameters: Record<string, unknown>) =>
  fromWire<T>(await dataProvider.report<unknown>(endpoint, parameters));
const yearEndState = () => dataProvider.report<YearEndState>(ACCOUNTS_ENDPOINTS.yearEndState, {});
const closeYear = (year: { from: string; to: string }, capitalAccount = 'AC101') =>
  dataProvider.write(ACCOUNTS_ENDPOINTS.closeYear, { year, capitalAccount });

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error.message;
}

/** A cash payment of rent, 1,000.00 on `date`. */
function payRent(date: string) {
  const voucher = emptyVoucher('PAY', date, 'E001');
  voucher.header = { ...voucher.header, counterAccount: 'AC001', narration: 'Rent' };
  voucher.lines = [{ account: 'AC401', debit: 1000, credit: 0, narration: '' }];
  return dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, {
    header: voucher.header,
    lines: voucher.lines,
    tracheck: 1,
  });
}

describe('year end', () => {
  it('lists the ended year as closable with the profit and loss account’s result, and closes it through the screen into the capital account', async () => {
    await signInAs(1010, 'admin');
    const state = await yearEndState();
    const pnl = await report<ProfitAndLoss>(ACCOUNTS_ENDPOINTS.profitAndLoss, {
      fromDate: first.from,
      toDate: first.to,
    });
    expect(pnl.net).not.toBe(0);
    expect(state.closedThrough).toBeNull();
    expect(state.years[0]).toEqual({ ...first, status: 'open', canClose: true, result: pnl.net / 100 });
    expect(state.years.at(-1)).toMatchObject({ ...current, status: 'current', canClose: false });
    expect(state.years.filter((year) => year.canClose)).toHaveLength(1);
    const before = await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: first.to });
    const capitalBefore = before.rows.find((row) => row.account === 'AC101')!.closing;

    const { user } = renderApp(`${ROOT}/accyearend`);
    const table = await screen.findByRole('table', { name: 'Financial years' }, { timeout: 8000 });
    const row = within(table).getByRole('rowheader', { name: firstLabel }).closest('tr')!;
    expect(row).toHaveTextContent('Ended, not closed (can be closed)');
    expect(row).toHaveTextContent(`${pnl.net > 0 ? 'Profit' : 'Loss'} ${formatAmount(Math.abs(pnl.net) / 100)}`);
    expect(
      within(table)
        .getByRole('rowheader', { name: yearLabel(current) })
        .closest('tr'),
    ).toHaveTextContent('Current year');

    await user.click(await screen.findByRole('button', { name: 'Close the year' }, { timeout: 8000 }));
    expect(await screen.findByText('Choose the capital account that takes the result.')).toBeVisible();
    await user.selectOptions(
      screen.getByLabelText('Capital account to take the result'),
      'Capital account of the proprietor (AC101)',
    );
    await waitFor(() => expect(screen.queryByText('Choose the capital account that takes the result.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Close the year' }));
    const dialog = await screen.findByRole('dialog', { name: `Close the year ${firstLabel}` });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Close the year' }));

    expect(
      await screen.findByText(
        `The year ${firstLabel} is closed; its result is in Capital account of the proprietor.`,
        undefined,
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Financial years' }))
          .getByRole('rowheader', { name: firstLabel })
          .closest('tr'),
      ).toHaveTextContent('Closed'),
    );
    expect(
      screen.getByText(`The books are closed up to ${format(new Date(`${first.to}T00:00:00`), 'dd-MMM-yyyy')}.`),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close the year' })).toBeNull();
    expect(screen.getByText(/No year can be closed now: the current year/)).toBeVisible();

    // The next year's openings: capital (a credit, negative) grows by the profit; income and expenses start at nil.
    const next = await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, {
      fromDate: dayAfter(first.to),
      toDate: dayAfter(first.to),
    });
    expect(next.from).toBe(dayAfter(first.to));
    expect(next.rows.find((line) => line.account === 'AC101')!.opening).toBe(capitalBefore - pnl.net);
    expect(
      next.rows
        .filter((line) => line.nature === 'INCOME' || line.nature === 'EXPENSES')
        .every((line) => line.opening === 0),
    ).toBe(true);
    expect(next.totals.openingDebit).toBe(next.totals.openingCredit);

    // Closed once, logged once, with the amount and where it went.
    const log = await dataProvider.report<
      Array<{ action: string; reference: string; after: number; detail: string; user: string }>
    >(ACCOUNTS_ENDPOINTS.activities, { fromDate: today, toDate: today });
    const closes = log.filter((line) => line.action === 'Close year');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({
      reference: firstLabel,
      after: pnl.net / 100,
      user: 'admin',
      detail: `${pnl.net > 0 ? 'Profit' : 'Loss'} of ${formatAmount(Math.abs(pnl.net) / 100)} moved to Capital account of the proprietor (AC101)`,
    });
  });

  it('refuses a payment dated in the closed year with the lock message, and still takes one dated today', async () => {
    await signInAs(1010, 'admin');
    await closeYear(first);
    expect(await refusal(payRent(first.to))).toBe(lockMessage);
    expect(await refusal(payRent(first.from))).toBe(lockMessage);
    expect((await payRent(today)).result).toBe('OK');
    const state = await yearEndState();
    expect(state.closedThrough).toBe(first.to);
    expect(state.years[0]).toMatchObject({ status: 'closed', canClose: false });
  });

  it('does not close the current year, a closed year again, or into an account that is not capital; staff may not close at all', async () => {
    await signInAs(1010, 'admin');
    expect(await refusal(closeYear(current))).toBe(
      `The year ${yearLabel(current)} has not ended yet: it can be closed from ${dd(dayAfter(current.to))}.`,
    );
    expect(await refusal(closeYear(first, 'AC401'))).toBe(
      'Rent (AC401) is not a capital account: choose an account under a Capital group.',
    );
    expect(await refusal(closeYear(first, 'NOPE'))).toBe('There is no account NOPE.');
    expect(await refusal(closeYear({ from: '2019-04-01', to: '2020-03-31' }))).toBe(
      'There is no financial year 2019-04-01 to 2020-03-31 in these books.',
    );
    expect((await yearEndState()).closedThrough).toBeNull();

    expect((await closeYear(first)).result).toBe('OK');
    expect(await refusal(closeYear(first))).toBe(`The year ${firstLabel} is already closed.`);
    const state = await yearEndState();
    expect(state.years.some((year) => year.canClose)).toBe(false);
    expect(state.years.at(-1)).toMatchObject({ ...current, status: 'current', canClose: false });

    await signInAs(1010, 'staff');
    expect(await refusal(closeYear(current))).toBe('You are not authorised for this transaction');
  });
});
