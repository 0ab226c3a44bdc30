import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import type { FieldDeclaration } from '../../src/engine/resource';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { emptyVoucher } from '../../src/modules/accounts/ledger/voucher';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/accounts';
const today = format(new Date(), 'yyyy-MM-dd');
const compact = today.replaceAll('-', '');
const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });
const money = (label: string): FieldDeclaration => ({ name: label, label, type: 'money' });

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error;
}

describe('vouchers', () => {
  it('enters a cash payment with the day number, prints it once then offers a reprint, and cancels it keeping its number', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(1010, 'admin');
    const { user } = renderApp(`${ROOT}/accpayments`);
    await user.click(await screen.findByRole('button', { name: 'New payment' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New payment' });
    expect(control('Voucher date')).toHaveValue(today);
    await fillField(user, reference('Paid from'), 'AC001');
    await fillField(user, reference('Account, line 1'), 'AC401');
    await fillField(user, money('Amount, line 1'), 1234.56);
    await user.click(screen.getByRole('button', { name: 'Add a line to paid to' }));
    await fillField(user, reference('Account, line 2'), 'AC402');
    await fillField(user, money('Amount, line 2'), 0.44);
    await user.type(control('Narration'), 'Rent and power for the month');
    await waitFor(() => expect(screen.getByText('Voucher total').nextElementSibling).toHaveTextContent('1,235.00'));
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    const id = `PAY-${compact}-E001-1`;
    await screen.findByRole('heading', { name: `Payment voucher ${id}` }, { timeout: 8000 });
    expect(screen.getByRole('table', { name: `Lines of ${id}` })).toHaveTextContent('Rent (AC401)');
    expect(screen.getByText('Rupees One Thousand Two Hundred Thirty Five Only')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Reprint' })).toBeVisible();
    expect(screen.getByText(/Printed 1 time\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel voucher' }));
    await screen.findByText('Cancelled');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const row = (await screen.findByRole('button', { name: id })).closest('tr')!;
    expect(row).toHaveTextContent('Cancelled');
    expect(row).toHaveTextContent('1,235.00');
  });

  it('marks an unbalanced journal and a missing narration beside the fields and sends nothing', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(`${ROOT}/accjournals?record=new`);
    await screen.findByRole('heading', { name: 'New journal' }, { timeout: 8000 });
    await fillField(user, reference('Account, line 1'), 'AC301');
    await fillField(user, money('Debit, line 1'), 100);
    await fillField(user, reference('Account, line 2'), 'AC951');
    await fillField(user, money('Credit, line 2'), 90.5);
    expect(await screen.findByText('9.50 more debit')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A journal needs a narration.')).toBeVisible();
    expect(screen.getByText('The journal does not balance: debits 100.00, credits 90.50.')).toBeVisible();
    expect(control('Narration')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has the server refuse what breaks the contract: a counter account of the wrong kind, a cheque without its number, another day without the right, a type without the right', async () => {
    await signInAs(1010, 'admin');
    const payment = emptyVoucher('PAY', today, 'E001');
    payment.header = { ...payment.header, mode: 'CHEQUE', counterAccount: 'AC001', narration: 'Supplier' };
    payment.lines = [{ account: 'AC951', debit: 500, credit: 0, narration: '' }];
    const wrong = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, { header: payment.header, lines: payment.lines, tracheck: 1 }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.fieldErrors?.['header.counterAccount']).toBe(
      'With mode cheque the account paid from must be of type BAN.',
    );
    expect(wrong.fieldErrors?.['header.chequeNo']).toBe('Give the cheque number.');

    await signInAs(1006, 'staff');
    const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
    const receipt = emptyVoucher('REC', yesterday, 'E001');
    receipt.header = { ...receipt.header, counterAccount: 'AC001', narration: 'Counter sales' };
    receipt.lines = [{ account: 'AC201', debit: 0, credit: 250, narration: '' }];
    const otherDay = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, { header: receipt.header, lines: receipt.lines, tracheck: 1 }),
    );
    expect(otherDay.message).toMatch(/^You are not permitted to work in other dates/);
    const journal = emptyVoucher('JOU', today, 'E001');
    const notAllowed = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, {
        header: { ...journal.header, narration: 'x' },
        lines: journal.lines,
        tracheck: 1,
      }),
    );
    expect(notAllowed.message).toBe('You are not authorised for this transaction');
  });

  it('refuses a date outside the open financial years beside the date, keeping what was entered', async () => {
    await signInAs(1010, 'admin');
    const later = emptyVoucher('REC', '2030-01-01', 'E001');
    later.header = { ...later.header, counterAccount: 'AC001', narration: 'Counter sales' };
    later.lines = [{ account: 'AC201', debit: 0, credit: 250, narration: '' }];
    const future = await refusal(
      dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, { header: later.header, lines: later.lines, tracheck: 1 }),
    );
    expect(future.fieldErrors?.['header.date']).toMatch(
      /^This financial year ends on 31-Mar-\d{4}: give a date up to then\.$/,
    );

    const { user } = renderApp(`${ROOT}/accreceipts`);
    await user.click(await screen.findByRole('button', { name: 'New receipt' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New receipt' });
    await user.clear(control('Voucher date'));
    await user.type(control('Voucher date'), '1900-01-01');
    await fillField(user, reference('Received into'), 'AC001');
    await fillField(user, reference('Account, line 1'), 'AC201');
    await fillField(user, money('Amount, line 1'), 250);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(control('Voucher date')).toHaveAccessibleDescription(
        /^The books begin on \d{2}-[A-Z][a-z]{2}-\d{4}: give a date from then on\.$/,
      ),
    );
    expect(control('Voucher date')).toHaveValue('1900-01-01');
    expect(screen.getByRole('heading', { name: 'New receipt' })).toBeVisible();
  });

  it('gives a clerk without the other-dates right today only, and no edit or cancel after saving', async () => {
    await signInAs(1006, 'staff');
    const { user } = renderApp(`${ROOT}/accreceipts`);
    await user.click(await screen.findByRole('button', { name: 'New receipt' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New receipt' });
    expect(control('Voucher date')).toHaveAttribute('readonly');
    expect(screen.getByText(/Vouchers are dated today/)).toBeVisible();
    await fillField(user, reference('Received into'), 'AC001');
    await fillField(user, reference('Account, line 1'), 'AC201');
    await fillField(user, money('Amount, line 1'), 640);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: `Receipt voucher REC-${compact}-E001-1` }, { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel voucher' })).not.toBeInTheDocument();
  });
});
