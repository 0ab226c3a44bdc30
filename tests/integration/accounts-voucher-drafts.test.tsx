import { configure, screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import type { FieldDeclaration } from '../../src/engine/resource';
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

const PAYMENTS = '/applayout-sidebar-large/accounts/accpayments';
const today = format(new Date(), 'yyyy-MM-dd');
const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });
const money = (label: string): FieldDeclaration => ({ name: label, label, type: 'money' });

async function openNewPayment() {
  const app = renderApp(PAYMENTS);
  await app.user.click(await screen.findByRole('button', { name: 'New payment' }, { timeout: 8000 }));
  await screen.findByRole('heading', { name: 'New payment' });
  return app;
}

describe('a voucher draft', () => {
  it('survives a reload, says so, and the save clears it', async () => {
    await signInAs(1010, 'admin');
    const first = await openNewPayment();
    await fillField(first.user, reference('Paid from'), 'AC001');
    await fillField(first.user, reference('Account, line 1'), 'AC401');
    await fillField(first.user, money('Amount, line 1'), 750);
    await first.user.type(control('Narration'), 'Rent for the month');
    first.unmount();

    const { user } = await openNewPayment();
    expect(await screen.findByText(/^Draft restored from /)).toBeVisible();
    expect(control('Narration')).toHaveValue('Rent for the month');
    await waitFor(() => expect(screen.getByText('Voucher total').nextElementSibling).toHaveTextContent('750.00'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: /^Payment voucher PAY-/ }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'New payment' }));
    await screen.findByRole('heading', { name: 'New payment' });
    expect(control('Narration')).toHaveValue('');
    expect(screen.queryByText(/^Draft restored from /)).toBeNull();
  });
});

describe('the demo backend and a voucher retried with the same Idempotency-Key', () => {
  it('answers with the first voucher and saves no second one', async () => {
    await signInAs(1010, 'admin');
    const payment = emptyVoucher('PAY', today, 'E001');
    payment.header = { ...payment.header, counterAccount: 'AC001', narration: 'Retried rent' };
    payment.lines = [{ account: 'AC401', debit: 300, credit: 0, narration: '' }];
    const body = { header: payment.header, lines: payment.lines, tracheck: 1 };
    const first = await dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, body, 'voucher-key-1');
    const again = await dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, body, 'voucher-key-1');
    expect(again.recordId).toBe(first.recordId);
    const other = await dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, body, 'voucher-key-2');
    expect(other.recordId).not.toBe(first.recordId);
  });
});
