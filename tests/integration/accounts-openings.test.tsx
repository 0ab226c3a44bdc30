import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { formatAmount } from '../../src/lib/format/number-format';
import { ACCOUNTS } from '../../src/menus/catalogue/accounts';
import { activities } from '../../src/mocks/core/activity-log';
import { saveBooksState } from '../../src/mocks/core/accounting/books-state';
import { openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { writeRecord } from '../../src/mocks/core/record-store';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { findDemoCompany } from '../../src/mocks/core/company/companies';
import { accountSeed } from '../../src/mocks/core/accounting/seeds/chart-of-accounts';
import { accountsLedgerSeed } from '../../src/mocks/core/accounting/seeds/voucher-seed';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROUTE = '/applayout-sidebar-large/accounts/accopenings';
const company = findDemoCompany(1010)!;
/** The restaurant's seeded openings (paise), computed apart from the server's answer. */
const seeded = accountsLedgerSeed(company, format(new Date(), 'yyyy-MM-dd')).openings;
const from = seeded.from;
const seededDebits = seeded.balances.reduce((total, line) => total + line.debit, 0);
const seededCredits = seeded.balances.reduce((total, line) => total + line.credit, 0);
const rupees = (paise: number) => formatAmount(paise / 100);
/** A food business keeps three months' rent of 60,000 as the landlord's deposit. */
const DEPOSIT = 'Security deposit with the landlord';

async function openScreen() {
  const app = renderApp(ROUTE);
  await screen.findByRole('table', { name: `Opening balances from ${formatDate(from)}` }, { timeout: 15_000 });
  return app;
}

async function retype(user: UserEvent, label: string, value: string) {
  const input = control(label);
  await user.clear(input);
  await user.type(input, value);
}

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error.message;
}

/** The seeded set in rupees with one account's debit raised by `extra` paise. */
const seededLines = (account: string, extra: number) =>
  seeded.balances.map((line) => ({
    account: line.account,
    debit: (line.debit + (line.account === account ? extra : 0)) / 100,
    credit: line.credit / 100,
  }));
/** The footer row of totals (found by its text: a named-row query over the whole table is slow). */
const totalRow = () => screen.getByText('Total', { selector: 'th' }).closest('tr')!;
const saveCalls = () => requests.filter((request) => request.url.endsWith(ACCOUNTS_ENDPOINTS.saveOpenings));

describe('opening balances', () => {
  it('lists every account of the chart in its order with the seeded openings, balanced', async () => {
    expect(seededDebits).toBe(seededCredits);
    await signInAs(1010, 'admin');
    await openScreen();
    expect(control('Openings from')).toHaveValue(from);
    expect(control(`Debit, ${DEPOSIT}`)).toHaveValue('180000.00');
    expect(control(`Credit, ${DEPOSIT}`)).toHaveValue('');
    const debitBoxes = screen.getAllByLabelText(/^Debit, /);
    // The seeded chart, and the staff advances account the seeded advances' postings added to it.
    expect(debitBoxes).toHaveLength(accountSeed(company).length + 1);
    expect(control('Debit, Staff advances')).toHaveValue('');
    expect(debitBoxes.slice(0, 5).map((box) => box.id)).toEqual(
      ['AC601', 'AC602', 'AC603', 'AC001', 'AC005'].map((code) => `opening-${code}-debit`),
    );
    const total = totalRow();
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([rupees(seededDebits), rupees(seededDebits)]);
    expect(screen.getByText('Balanced')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Nothing has changed yet.')).toBeVisible();
  });

  it('shows the difference and holds Save while unbalanced, shows the server refusal keeping the input, then saves once and keeps the figures', async () => {
    await signInAs(1010, 'admin');
    const { user, pathname } = await openScreen();
    const reserve = control('Credit, General reserve') as HTMLInputElement;
    const reservePaise = Math.round(Number(reserve.value) * 100);
    expect(reservePaise).toBe(seeded.balances.find((line) => line.account === 'AC102')!.credit);

    await retype(user, `Debit, ${DEPOSIT}`, '183456');
    expect(await screen.findByText('Difference 3,456.00: debits exceed credits')).toBeVisible();
    expect(totalRow()).toHaveTextContent(rupees(seededDebits + 345_600));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Save is possible once total debits equal total credits.')).toBeVisible();
    const unbalanced = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveOpenings, {
        openings: { from, balances: seededLines('AC701', 345_600) },
        tracheck: 2,
      }),
    );
    expect(unbalanced).toBe(
      `Debits ${rupees(seededDebits + 345_600)} and credits ${rupees(seededCredits)} differ by 3,456.00; the openings must balance before they are saved.`,
    );

    // Leaving through the menu asks first.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Accounts' }),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Accounts menu' })).getByRole('link', { name: 'Dashboard' }),
    );
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leave).not.toBeInTheDocument());
    expect(pathname()).toBe(ROUTE);
    expect(control(`Debit, ${DEPOSIT}`)).toHaveValue('183456');

    await retype(user, 'Credit, General reserve', ((reservePaise + 345_600) / 100).toFixed(2));
    expect(await screen.findByText('Balanced')).toBeVisible();
    await saveBooksState(1010, { closedThrough: from, closedYears: [] });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [y, m, d] = from.split('-');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The books are closed up to ${d}-${m}-${y}: nothing can be posted, changed or cancelled on or before that date.`,
    );
    expect(control(`Debit, ${DEPOSIT}`)).toHaveValue('183456');

    await saveBooksState(1010, { closedThrough: null, closedYears: [] });
    requests.length = 0;
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing has changed yet.', {}, { timeout: 8000 })).toBeVisible();
    expect(saveCalls()).toHaveLength(1);
    const stored = (await openingSets(1010)).find((set) => set.from === from)!;
    expect(stored.balances.find((line) => line.account === 'AC701')).toEqual({
      account: 'AC701',
      debit: 18_345_600,
      credit: 0,
    });
    const logged = (await activities(1010)).filter((row) => row.subject === 'Opening balances');
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'Modify',
        reference: from,
        user: 'admin',
        before: seededDebits / 100,
        after: (seededDebits + 345_600) / 100,
        detail: '2 accounts changed: AC102, AC701',
      }),
    ]);

    cleanup();
    await openScreen();
    expect(control(`Debit, ${DEPOSIT}`)).toHaveValue('183456.00');
    expect(control('Credit, General reserve')).toHaveValue(((reservePaise + 345_600) / 100).toFixed(2));
    expect(totalRow()).toHaveTextContent(rupees(seededDebits + 345_600));
  });

  it('marks a wrong amount beside its box and holds Save until it is corrected', async () => {
    await signInAs(1010, 'admin');
    const { user } = await openScreen();
    await retype(user, `Debit, ${DEPOSIT}`, '-5');
    await waitFor(() =>
      expect(control(`Debit, ${DEPOSIT}`)).toHaveAccessibleDescription(
        'Opening amounts cannot be negative; use the other side.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Correct the marked amounts before saving.')).toBeVisible();
    await retype(user, `Debit, ${DEPOSIT}`, '180000');
    await user.type(control(`Credit, ${DEPOSIT}`), '1');
    await waitFor(() =>
      expect(control(`Credit, ${DEPOSIT}`)).toHaveAccessibleDescription('Give a debit or a credit, not both.'),
    );
    expect(control(`Debit, ${DEPOSIT}`)).not.toHaveAccessibleDescription(/./);
    await user.clear(control(`Credit, ${DEPOSIT}`));
    await waitFor(() => expect(control(`Credit, ${DEPOSIT}`)).not.toHaveAccessibleDescription(/./));
    expect(screen.getByText('Nothing has changed yet.')).toBeVisible();
  });

  it('shows a user with only the view right the figures read-only, and the server refuses their save', async () => {
    const role = (await roleOf(1010, 'EMPLOYEE'))!;
    await writeRecord(ADMIN_STORE.roles, 1010, 'EMPLOYEE', {
      ...role,
      permissions: [...role.permissions, { ...ACCOUNTS.openings.code! }],
    });
    await signInAs(1010, 'staff');
    await openScreen();
    expect(
      screen.getByText('You may look at the opening balances; changing them needs the right to modify them.'),
    ).toBeVisible();
    expect(control(`Debit, ${DEPOSIT}`)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const refused = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveOpenings, {
        openings: { from, balances: seededLines('AC701', 0) },
        tracheck: 2,
      }),
    );
    expect(refused).toBe('You are not authorised for this transaction');
    expect((await activities(1010)).filter((row) => row.subject === 'Opening balances')).toEqual([]);
  });

  it('shows a set inside the closed books read-only, and the server refuses to change it', async () => {
    await signInAs(1010, 'admin');
    await saveBooksState(1010, { closedThrough: from, closedYears: [] });
    await openScreen();
    expect(screen.getByText(/these openings belong to a closed year and can no longer be changed\.$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const refused = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveOpenings, {
        openings: { from, balances: seededLines('AC701', 0) },
        tracheck: 2,
      }),
    );
    expect(refused).toMatch(/^The books are closed up to /);
    const earlier = `${Number(from.slice(0, 4)) - 1}-04-01`;
    const unknown = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveOpenings, { openings: { from: earlier, balances: [] }, tracheck: 2 }),
    );
    expect(unknown).toBe(
      `There are no opening balances from ${formatDate(earlier)}: openings start the books or follow a closed year.`,
    );
  });
});
