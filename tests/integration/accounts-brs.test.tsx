import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format, subDays } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { formatAmount } from '../../src/lib/format/number-format';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import type { BankEntryRow, ReconciliationAnswer } from '../../src/modules/accounts/brs/brs-types';
import type { TrialBalance } from '../../src/modules/accounts/ledger/statements-types';
import { toPaise } from '../../src/lib/money/money';
import { fromWire } from '../../src/modules/accounts/reports/wire-money';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const today = format(new Date(), 'yyyy-MM-dd');
const from = format(subDays(new Date(), 45), 'yyyy-MM-dd');
const PATH = `/applayout-sidebar-large/accounts/accbrs?p.account=AC002&p.fromDate=${from}&p.toDate=${today}`;
const LABELS = {
  perBooks: 'Balance as per books',
  unclearedDeposits: 'Less: deposits not yet credited by the bank',
  unclearedWithdrawals: 'Add: payments not yet debited by the bank',
  perBank: 'Balance as per bank',
} as const;

const report = async <T,>(endpoint: string, parameters: Record<string, unknown>) =>
  fromWire<T>(await dataProvider.report<unknown>(endpoint, parameters));
const reconciliation = () =>
  report<ReconciliationAnswer>(ACCOUNTS_ENDPOINTS.reconciliation, { account: 'AC002', fromDate: from, toDate: today });
const rupees = (paise: number) => formatAmount(paise / 100);
const sum = (rows: readonly BankEntryRow[], side: 'debit' | 'credit') =>
  rows.reduce((total, row) => total + row[side], 0);
/** The summary line's amount as shown. */
const shown = (label: string) =>
  within(screen.getByRole('table', { name: 'Reconciliation summary' }))
    .getByRole('rowheader', { name: label })
    .closest('tr')!
    .querySelector('td')!.textContent;
const clearedInput = (voucher: string) => screen.getByLabelText<HTMLInputElement>(`Cleared on, ${voucher}`);
const dmy = (date: string) => date.split('-').reverse().join('/');
const csvAmount = (paise: number) => (paise / 100).toFixed(2);

/**
 * Reconciles the history as the bank would have it: every entry dated before the period cleared on
 * its own date, except the oldest withdrawal (a cheque never presented), which carries forward.
 * Returns that withdrawal.
 */
async function reconcileHistory(): Promise<BankEntryRow> {
  const { entries } = await reconciliation();
  const earlier = entries.filter((row) => row.date < from);
  const carried = earlier.find((row) => row.credit > 0)!;
  const cleared = earlier.filter((row) => row !== carried).map((row) => ({ voucher: row.voucher, date: row.date }));
  await dataProvider.write(ACCOUNTS_ENDPOINTS.saveReconciliation, { account: 'AC002', cleared });
  return carried;
}

async function openScreen() {
  const app = renderApp(PATH);
  await screen.findByRole('table', { name: 'Bank entries' }, { timeout: 15_000 });
  return app;
}

describe('bank reconciliation', () => {
  it('lists the bank’s entries with the statement from the balance as per books (the trial balance’s) to the balance as per bank', async () => {
    await signInAs(1010, 'admin');
    const seeded = await reconciliation();
    // The seeded bank cleared what is older than sixty days: the rest before the period is outstanding, carried forward
    // into it.
    const earlier = seeded.entries.filter((row) => row.date < from);
    expect(earlier.length).toBeGreaterThan(5);
    expect(
      earlier.every((row) => row.cleared === '' && row.date >= format(subDays(new Date(), 61), 'yyyy-MM-dd')),
    ).toBe(true);
    const carried = await reconcileHistory();
    const answer = await reconciliation();
    const trial = await report<TrialBalance>(ACCOUNTS_ENDPOINTS.trialBalance, { toDate: today });
    expect(answer.perBooks).toBe(trial.rows.find((row) => row.account === 'AC002')!.closing);
    // Of the earlier entries only the one left uncleared is listed; those of the period are all outstanding.
    expect(answer.entries.filter((row) => row.date < from)).toEqual([carried]);
    expect(answer.entries.every((row) => row.cleared === '' && row.date <= today)).toBe(true);
    expect(answer.unclearedDeposits).toBe(sum(answer.entries, 'debit'));
    expect(answer.unclearedWithdrawals).toBe(sum(answer.entries, 'credit'));
    expect(answer.perBank).toBe(answer.perBooks - answer.unclearedDeposits + answer.unclearedWithdrawals);

    await openScreen();
    const table = screen.getByRole('table', { name: 'Bank entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(answer.entries.length + 1);
    for (const key of Object.keys(LABELS) as Array<keyof typeof LABELS>)
      expect(shown(LABELS[key])).toBe(rupees(answer[key]));
    const row = within(table).getByRole('rowheader', { name: carried.voucher }).closest('tr')!;
    // Some entries carry no reference (a bank's own charges): there is then nothing more to look for.
    if (carried.reference) expect(row).toHaveTextContent(carried.reference);
    expect(row).toHaveTextContent(rupees(carried.credit));
  });

  it('clears an entry by hand: the summary moves at once, and after saving and reloading it stays out of the uncleared totals', async () => {
    await signInAs(1010, 'admin');
    await reconcileHistory();
    const before = await reconciliation();
    const deposit = before.entries.find((row) => row.debit > 0 && row.date >= from)!;
    const { user } = await openScreen();

    const refused = await dataProvider
      .write(ACCOUNTS_ENDPOINTS.saveReconciliation, {
        account: 'AC002',
        cleared: [
          { voucher: deposit.voucher, date: format(subDays(new Date(`${deposit.date}T00:00`), 1), 'yyyy-MM-dd') },
        ],
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(
      `${deposit.voucher}: The bank cannot clear it before its date (${formatDate(deposit.date)}).`,
    );
    const saves = () =>
      requests.filter((request) => request.url.endsWith(ACCOUNTS_ENDPOINTS.saveReconciliation)).length;
    const savesBefore = saves();

    fireEvent.change(clearedInput(deposit.voucher), { target: { value: deposit.date } });
    expect(shown(LABELS.unclearedDeposits)).toBe(rupees(before.unclearedDeposits - deposit.debit));
    expect(shown(LABELS.perBank)).toBe(rupees(before.perBank + deposit.debit));
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    // A busy machine may take a while to answer and refresh: wait for the saved state, not a fixed moment.
    await waitFor(() => expect(screen.queryByText(/changed, not saved/)).not.toBeInTheDocument(), { timeout: 20_000 });
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 20_000 })).toBeDisabled();
    expect(saves() - savesBefore).toBe(1);
    const log = await dataProvider.report<
      Array<{ user: string; action: string; reference: string; before: number; after: number; detail: string }>
    >(ACCOUNTS_ENDPOINTS.activities, {
      fromDate: format(subDays(new Date(), 1), 'yyyy-MM-dd'),
      toDate: format(addDays(new Date(), 1), 'yyyy-MM-dd'),
      detail: 'Bank reconciliation',
    });
    expect(log[0]).toMatchObject({ user: 'admin', action: 'Reconcile', reference: 'AC002', detail: '1 entry cleared' });
    expect(toPaise(log[0]!.before) - toPaise(log[0]!.after)).toBe(deposit.debit);

    cleanup();
    await openScreen();
    expect(clearedInput(deposit.voucher).value).toBe(deposit.date);
    expect(shown(LABELS.unclearedDeposits)).toBe(rupees(before.unclearedDeposits - deposit.debit));
    const after = await reconciliation();
    expect(after.entries.find((row) => row.key === deposit.key)!.cleared).toBe(deposit.date);
    expect(after.unclearedDeposits).toBe(before.unclearedDeposits - deposit.debit);
    expect(after.perBank).toBe(before.perBank + deposit.debit);
  });

  it('imports a bank statement: proposes exactly the two matching entries, lists the line that matches nothing, and saving clears the two', async () => {
    await signInAs(1010, 'admin');
    await reconcileHistory();
    const before = await reconciliation();
    const inPeriod = before.entries.filter((row) => row.date >= from && row.reference.length >= 4);
    const deposit = inPeriod.find((row) => row.debit > 0)!;
    const withdrawal = inPeriod.find((row) => row.credit > 0)!;
    const stray = 777; // 7.77: no entry has it.
    expect(before.entries.some((row) => row.debit === stray || row.credit === stray)).toBe(false);
    const csv = [
      'HDFC BANK LTD,Statement of account',
      'Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.',
      `${dmy(deposit.date)},CREDIT ${deposit.reference},${deposit.reference},,${csvAmount(deposit.debit)}`,
      `${dmy(withdrawal.date)},DEBIT ${withdrawal.reference},${withdrawal.reference},${csvAmount(withdrawal.credit)},`,
      `${dmy(today)},INTEREST ADJUSTMENT,,,${csvAmount(stray)}`,
    ].join('\n');
    const { user } = await openScreen();

    await user.upload(
      screen.getByLabelText('Import bank statement'),
      new File([csv], 'statement.csv', { type: 'text/csv' }),
    );
    const proposals = await screen.findByRole('table', { name: 'Proposed matches' }, { timeout: 15_000 });
    const rows = within(proposals).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual(
      [deposit.voucher, withdrawal.voucher].sort(),
    );
    for (const voucher of [deposit.voucher, withdrawal.voucher])
      expect(within(proposals).getByRole('checkbox', { name: `Accept ${voucher}` })).toBeChecked();
    expect(within(proposals).getAllByText(/^Same amount, (cheque|reference) .+, same day$/)).toHaveLength(2);
    const unmatched = screen.getByRole('table', { name: 'Statement lines with no match' });
    expect(within(unmatched).getAllByRole('row')).toHaveLength(2);
    expect(within(unmatched).getByRole('rowheader', { name: '5' }).closest('tr')).toHaveTextContent(
      'INTEREST ADJUSTMENT',
    );

    await user.click(screen.getByRole('button', { name: 'Apply accepted matches' }));
    expect(clearedInput(deposit.voucher).value).toBe(deposit.date);
    expect(clearedInput(withdrawal.voucher).value).toBe(withdrawal.date);
    expect(shown(LABELS.perBank)).toBe(rupees(before.perBank + deposit.debit - withdrawal.credit));
    expect(screen.getByRole('table', { name: 'Statement lines with no match' })).toHaveTextContent('7.77');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(/changed, not saved/)).not.toBeInTheDocument(), { timeout: 20_000 });

    const after = await reconciliation();
    const clearedOf = (key: string) => after.entries.find((row) => row.key === key)!.cleared;
    expect([clearedOf(deposit.key), clearedOf(withdrawal.key)]).toEqual([deposit.date, withdrawal.date]);
    expect(after.entries.filter((row) => row.date >= from && row.cleared !== '')).toHaveLength(2);
    expect(after.perBank).toBe(before.perBank + deposit.debit - withdrawal.credit);
  });
  it('marks a clearing date the rule refuses beside its entry, and Save says to correct it without saving', async () => {
    await signInAs(1010, 'admin');
    const before = await reconciliation();
    const deposit = before.entries.find((row) => row.debit > 0 && row.date >= from)!;
    const { user } = await openScreen();
    const early = format(subDays(new Date(`${deposit.date}T00:00`), 1), 'yyyy-MM-dd');
    const saves = () =>
      requests.filter((request) => request.url.endsWith(ACCOUNTS_ENDPOINTS.saveReconciliation)).length;
    const savesBefore = saves();

    fireEvent.change(clearedInput(deposit.voucher), { target: { value: early } });
    const problem = `The bank cannot clear it before its date (${formatDate(deposit.date)}).`;
    await waitFor(() => expect(clearedInput(deposit.voucher)).toHaveAccessibleDescription(problem));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct the marked clearing date and save again.');
    expect(clearedInput(deposit.voucher).value).toBe(early);
    expect(saves()).toBe(savesBefore);

    fireEvent.change(clearedInput(deposit.voucher), { target: { value: deposit.date } });
    await waitFor(() => expect(clearedInput(deposit.voucher)).not.toHaveAccessibleDescription(problem));
  });
});
