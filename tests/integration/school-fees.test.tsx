import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney, formatMoneyWithSign } from '../../src/lib/money/money-format';
import { FD_ROUTES as API } from '../../src/modules/school-office/domain/fd-routes';
import type { FeeLedgerView, FeeRequirements } from '../../src/modules/school-office/domain/fee-ledger-types';
import type { FeeReceipt } from '../../src/kits/school/fee-receipt-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { onADayWithLateFines } from './support/school-clock';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

onADayWithLateFines();
const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const SCREEN = '/applayout-sidebar-large/front-desk/fd-feestra';
const NUMBER = new RegExp(`^Fee receipt (REC${serverToday().slice(0, 4)}-\\d{5})$`);

/** A pupil on roll with no receipt yet who owes Term 1 dues carrying a late fine today. */
async function latePayer(): Promise<FeeLedgerView> {
  const { pupils } = await dataProvider.report<FeeRequirements>(API.feeRequirements, {});
  const paying = new Set(
    (await dataProvider.report<FeeReceipt[]>(API.feeReceipts, {})).map((receipt) => receipt.admissionNo),
  );
  for (const pupil of pupils.filter((one) => one.active && !paying.has(one.admissionNo))) {
    const view = await dataProvider.report<FeeLedgerView>(API.studentDues, { detail: pupil.admissionNo });
    if (view.rows.some((row) => row.term === 'T1' && row.fineNow > 0)) return view;
  }
  throw new Error('No pupil owes a Term 1 late fine: the test needs the seeded fee heads and a day after 10 May.');
}
const termOwed = (view: FeeLedgerView) =>
  sumPaise(view.rows.filter((row) => row.term === 'T1').map((row) => toPaise(row.owed)));

async function openForm(view: FeeLedgerView) {
  const rendered = renderApp(`${SCREEN}?record=new`);
  await screen.findByRole('heading', { name: 'New fee receipt' }, { timeout: 8000 });
  await rendered.user.type(screen.getByLabelText('Find a pupil (name or admission number)'), view.name.split(' ')[0]!);
  await rendered.user.selectOptions(screen.getByLabelText('Pupil'), view.admissionNo);
  await screen.findByRole('table', { name: 'Dues owed, oldest first' });
  return rendered;
}

describe('fee collections (1004)', () => {
  it('collects part of Term 1 with its late fine, refuses more than is owed beside the amount, saves once and prints REC<yyyy>-NNNNN', async () => {
    await signInAs(COMPANY, 'admin');
    const view = await latePayer();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openForm(view);
    expect(screen.getByLabelText('Dues of')).toHaveValue('T1');
    expect(screen.getByText(/^Dated today \(\d{2}-[A-Z][a-z]{2}-\d{4}\);/)).toBeInTheDocument();
    const owed = termOwed(view);
    await user.type(screen.getByLabelText('Amount received'), String(fromPaise(owed + 100)));
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    const amount = screen.getByLabelText('Amount received');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        `${formatMoneyWithSign(owed + 100)} is more than the ${formatMoneyWithSign(owed)} ${view.name} owes for Term 1.`,
      ),
    );
    expect(amount).toHaveValue(String(fromPaise(owed + 100)));
    // The oldest due with its fine, in full.
    const first = view.rows.find((row) => row.term === 'T1' && row.owed > 0)!;
    expect(first.fineNow).toBeGreaterThan(0);
    await user.clear(amount);
    await user.type(amount, String(first.owed));
    const row = within(screen.getByRole('table', { name: 'Dues owed, oldest first' }))
      .getAllByRole('rowheader', { name: first.label })[0]!
      .closest('tr')!;
    expect(row.lastElementChild!.textContent).toBe(formatMoney(toPaise(first.owed)));
    await user.dblClick(screen.getByRole('button', { name: 'Save and print' }));
    const heading = await screen.findByRole('heading', { name: NUMBER }, { timeout: 8000 });
    const receiptNo = NUMBER.exec(heading.textContent ?? '')![1]!;
    expect(requests.filter((request) => request.url.endsWith(`/${API.saveFeeReceipt}`))).toHaveLength(1);
    await waitFor(() => expect(print).toHaveBeenCalled());
    const settled = screen.getByRole('table', { name: 'Dues settled' });
    expect(within(settled).getByText(first.label)).toBeInTheDocument();
    const saved = (await dataProvider.get<FeeReceipt>(API.feeReceipt, receiptNo))!;
    expect([saved.amount, saved.fine, saved.printCount]).toEqual([first.owed, first.fineNow, 1]);
    // The receipt says the amount in words and what remains owed for the year (the backend test checks it against the
    // ledger).
    const printed = screen.getByRole('article', { name: `Fee receipt ${receiptNo}` });
    expect(within(printed).getByText('Still due for the year').nextElementSibling).toHaveTextContent(
      formatMoney(toPaise(saved.balanceAfter!)),
    );
    expect(within(printed).getByText('In words').nextElementSibling!.textContent).toMatch(
      /^Rupees [A-Z][A-Za-z ]+ Only$/,
    );
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: `Reprint ${receiptNo}` })).toBeInTheDocument();
    // The administrator cancels it with a reason: kept, marked.
    await user.click(screen.getByRole('button', { name: `Cancel ${receiptNo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel receipt ${receiptNo}?` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Paid twice by the parent');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel receipt' }));
    expect(await screen.findByText('Cancelled: Paid twice by the parent')).toBeInTheDocument();
    // The list may refresh before the dialog closes and the toast shows: the test ends after both, as the user sees
    // them.
    expect(await screen.findByText(`Receipt ${receiptNo} cancelled.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses the clerk a concession beside the field and keeps the input; the admin gives one with a reason', async () => {
    await signInAs(COMPANY, 'staff');
    const view = await latePayer();
    const first = view.rows.find((row) => row.term === 'T1' && row.owed > 0)!;
    const { user, unmount } = await openForm(view);
    await user.type(screen.getByLabelText('Amount received'), String(fromPaise(toPaise(first.owed) - 10_000)));
    await user.type(screen.getByLabelText('Concession'), '100');
    await user.type(screen.getByLabelText('Reason for the concession'), 'Staff ward');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Concession')).toHaveAccessibleDescription(
        expect.stringContaining('Only a user with the approve right on fee collections may give a concession.'),
      ),
    );
    expect(screen.getByLabelText('Concession')).toHaveValue('100');
    expect(requests.filter((request) => request.url.endsWith(`/${API.saveFeeReceipt}`))).toHaveLength(0);
    unmount();

    await signInAs(COMPANY, 'admin');
    const again = await openForm(view);
    await again.user.type(screen.getByLabelText('Amount received'), String(fromPaise(toPaise(first.owed) - 10_000)));
    await again.user.type(screen.getByLabelText('Concession'), '100');
    await again.user.click(screen.getByRole('button', { name: 'Save and print' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Reason for the concession')).toHaveAccessibleDescription(
        'Give the reason for the concession.',
      ),
    );
    await again.user.type(screen.getByLabelText('Reason for the concession'), 'Staff ward');
    await again.user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByRole('heading', { name: NUMBER }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('100.00: Staff ward')).toBeInTheDocument();
    again.unmount();

    // The ledger shows the receipt: the first due settled by payment and concession.
    const ledger = renderApp(`/applayout-sidebar-large/front-desk/fd-students2?student=${view.admissionNo}`);
    const table = await screen.findByRole(
      'table',
      { name: new RegExp(`^Fee ledger of ${view.name}`) },
      { timeout: 8000 },
    );
    const cells = [
      ...within(table).getAllByRole('rowheader', { name: first.label })[0]!.closest('tr')!.querySelectorAll('td'),
    ].map((cell) => cell.textContent);
    expect(cells.slice(3)).toEqual([formatMoney(toPaise(first.owed) - 10_000), '100.00', '0.00']);
    ledger.unmount();
  });
});
