import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { type DueBill, type ReceiptRequirements } from '../../src/modules/hostels/domain/hostel-receipt-types';
import { type BillingPreview } from '../../src/modules/hostels/domain/hostel-bill-types';
import { type ChargeRequirements } from '../../src/modules/hostels/domain/charge-types';
import { HOSTEL_ENDPOINTS as API } from '../../src/modules/hostels/domain/hostel-endpoints';
import { HOSTELS } from '../../src/menus/catalogue/hostels';
import { serverToday } from '../../src/mocks/core/server-dates';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { writeRecord } from '../../src/mocks/core/record-store';
import { chartOf, ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { rupeesInWords } from '../../src/lib/money/money-words';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const SCREEN = '/applayout-sidebar-large/hostels/hostel-receipts';
const today = serverToday();
const month = today.slice(0, 7);
const previous = (() => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
})();
const receiptNo = `HRC${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;
const balanceOf = async (code: string) =>
  sumPaise(
    (await ledgerEntries(COMPANY)).filter((entry) => entry.account === code).map((entry) => entry.debit - entry.credit),
  );

/**
 * Bills last month and this month; answers an occupant who owes on both (a boarder since the term began). When the
 * term began this month (late June) last month has no boarder: a charge posted after this month's run makes a
 * second bill of the month instead.
 */
async function billTwoMonths() {
  const bill = (which: string) => dataProvider.write(API.runBilling, { header: { month: which }, traCheck: 1 });
  const earlier =
    (await dataProvider.report<BillingPreview>(API.billingPreview, { detail: previous })).drafts.length > 0;
  if (earlier) await bill(previous);
  await bill(month);
  if (!earlier) {
    const { occupants } = await dataProvider.report<ChargeRequirements>(API.chargeRequirements, { detail: month });
    await dataProvider.write(API.saveCharge, {
      header: {
        kind: 'CHARGE',
        allocNo: occupants[0]!.allocNo,
        month,
        code: 'KEY',
        amount: null,
        quantity: 1,
        remarks: '',
      },
      traCheck: 1,
    });
    await bill(month);
  }
  const { occupants } = await dataProvider.report<ReceiptRequirements>(API.receiptRequirements, {});
  const payer = occupants.find((one) => one.bills === 2)!;
  const bills = await dataProvider.report<DueBill[]>(API.dueBills, { detail: payer.key });
  return { payer, bills };
}

describe('hostel receipts (1004)', () => {
  it('takes a payment against the oldest bill first into the bank, once, prints it, and the books agree', async () => {
    await signInAs(COMPANY, 'admin');
    const { payer, bills } = await billTwoMonths();
    const [older, newer] = bills;
    const debtors = (await chartOf(COMPANY)).accounts.find((account) => /^hostel debtors$/i.test(account.name))!.code;
    const owedBefore = await balanceOf(debtors);
    const bankBefore = await balanceOf('AC002');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`${SCREEN}?record=new`);
    await screen.findByRole('heading', { name: 'New hostel receipt' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByText('Choose who paid')).toBeInTheDocument();
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Received from'), payer.key);
    const table = await screen.findByRole('table', { name: 'Bills due, oldest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([older!.billNo, newer!.billNo]);
    await user.type(screen.getByLabelText('Amount received'), String(fromPaise(toPaise(payer.due) + 100)));
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByText(/is more than the .* due$/)).toBeInTheDocument();
    const paid = toPaise(older!.due) + 10_000;
    await user.clear(screen.getByLabelText('Amount received'));
    await user.type(screen.getByLabelText('Amount received'), String(fromPaise(paid)));
    const settles = (billNo: string) =>
      within(table).getByRole('rowheader', { name: billNo }).closest('tr')!.lastElementChild!.textContent;
    expect(settles(older!.billNo)).toBe(formatMoney(toPaise(older!.due)));
    expect(settles(newer!.billNo)).toBe('100.00');
    await user.selectOptions(screen.getByLabelText('Received by'), 'BAN');
    expect(screen.getByLabelText('Into account')).toHaveValue('AC002');
    await user.type(screen.getByLabelText('Cheque, transfer or UPI reference'), 'NEFT 8812');
    await user.dblClick(screen.getByRole('button', { name: 'Save and print' }));
    expect(
      await screen.findByRole('heading', { name: `Hostel receipt ${receiptNo}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`Receipt ${receiptNo} saved.`)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith(`/${API.saveReceipt}`))).toHaveLength(1);
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(screen.getByText('In words').nextElementSibling).toHaveTextContent(rupeesInWords(paid));
    const settled = screen.getByRole('table', { name: 'Bills settled' });
    expect(
      within(settled)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)[2]),
    ).toEqual([formatMoney(toPaise(older!.due)), '100.00']);
    expect(await balanceOf(debtors)).toBe(owedBefore - paid);
    expect(await balanceOf('AC002')).toBe(bankBefore + paid);
    const entries = await ledgerEntries(COMPANY);
    expect(sumPaise(entries.map((entry) => entry.debit))).toBe(sumPaise(entries.map((entry) => entry.credit)));

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const row = (await screen.findByRole('rowheader', { name: receiptNo })).closest('tr')!;
    expect(within(row).getByRole('button', { name: `Reprint ${receiptNo}` })).toBeInTheDocument();
  });

  it('cancels a receipt with a reason: kept, marked, its bills due again and its voucher taken back', async () => {
    await signInAs(COMPANY, 'admin');
    const { payer } = await billTwoMonths();
    await dataProvider.write(API.saveReceipt, {
      header: { occupantKey: payer.key, amount: 500, mode: 'CAS', account: 'AC001', reference: '', remarks: '' },
      traCheck: 1,
    });
    const { user } = renderApp(SCREEN);
    await user.click(await screen.findByRole('button', { name: `Cancel ${receiptNo}` }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel receipt ${receiptNo}?` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Cheque bounced');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel receipt' }));
    expect(await screen.findByText('Cancelled: Cheque bounced')).toBeInTheDocument();
    expect(await screen.findByText(`Receipt ${receiptNo} cancelled.`)).toBeInTheDocument();
    const after = (await dataProvider.report<ReceiptRequirements>(API.receiptRequirements, {})).occupants.find(
      (one) => one.key === payer.key,
    )!;
    expect(after.due).toBe(payer.due);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === receiptNo)).toBe(false);
  });

  it('shows the school staff with only the view right the receipts, without taking, printing or cancelling one, even by URL', async () => {
    await signInAs(COMPANY, 'admin');
    const { payer } = await billTwoMonths();
    await dataProvider.write(API.saveReceipt, {
      header: { occupantKey: payer.key, amount: 500, mode: 'CAS', account: 'AC001', reference: '', remarks: '' },
      traCheck: 1,
    });
    const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
    await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', {
      ...role,
      permissions: [...role.permissions, { ...HOSTELS.hostelReceipts.code! }],
    });
    await signInAs(COMPANY, 'staff');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = renderApp(SCREEN);
    const row = (await screen.findByRole('rowheader', { name: receiptNo }, { timeout: 8000 })).closest('tr')!;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New receipt' })).not.toBeInTheDocument();
    unmount();
    renderApp(`${SCREEN}?print=${encodeURIComponent(receiptNo)}`);
    expect(
      await screen.findByText('You are not permitted to do this on this screen.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: `Hostel receipt ${receiptNo}` })).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    const refused = await dataProvider.write(API.cancelReceipt, { recordId: receiptNo, detail: 'No' }).then(
      () => 'saved',
      (error: Error) => error.message,
    );
    expect(refused).toBe('You are not authorised for this transaction');
  });
});
