import { configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { FieldDeclaration } from '../../src/engine/resource';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { emptyVoucher } from '../../src/modules/accounts/ledger/voucher';
import { chartOf } from '../../src/mocks/core/accounting/ledger-store';
import { ACCOUNTS_STORE } from '../../src/mocks/core/accounting/store-names';
import { saveSetupEntries, setupEntries } from '../../src/mocks/core/company/settings-store';
import { writeRecord } from '../../src/mocks/core/record-store';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1010;
const today = format(new Date(), 'yyyy-MM-dd');
const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });
const money = (label: string): FieldDeclaration => ({ name: label, label, type: 'money' });
const saves = () => requests.filter((request) => request.url.endsWith(`/${ACCOUNTS_ENDPOINTS.saveVoucher}`)).length;

async function companyRefuses(): Promise<void> {
  const sets = (await setupEntries(COMPANY)).map((entry) =>
    entry.setupCode === 'acc_short' ? { ...entry, setupValue: 2 } : entry,
  );
  await saveSetupEntries(COMPANY, sets);
}

function payment(from: string, amount: number) {
  const voucher = emptyVoucher('PAY', today, 'E001');
  voucher.header = {
    ...voucher.header,
    mode: from === 'AC001' ? 'CASH' : 'ONLINE',
    reference: 'NEFT-1',
    counterAccount: from,
    narration: 'Supplier',
  };
  voucher.lines = [{ account: 'AC401', debit: amount, credit: 0, narration: '' }];
  return dataProvider.write(ACCOUNTS_ENDPOINTS.saveVoucher, {
    header: voucher.header,
    lines: voucher.lines,
    tracheck: 1,
  });
}

describe('cash below zero and banks beyond their overdraft', () => {
  it('warns as the amount is typed, asks before saving, and saves once the user says so', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/accounts/accpayments?record=new');
    await screen.findByRole('heading', { name: 'New payment' }, { timeout: 8000 });
    await fillField(user, reference('Paid from'), 'AC001');
    await fillField(user, reference('Account, line 1'), 'AC401');
    await fillField(user, money('Amount, line 1'), 50_00_000);
    await user.type(control('Narration'), 'Advance for the new kitchen');
    const warning = await screen.findByRole('status', { name: 'Money accounts beyond their limit' });
    expect(warning).toHaveTextContent(
      /^Cash in hand goes from [\d,]+\.\d\d to -[\d,]+\.\d\d: below zero\.Saving asks you to confirm\.$/,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const asking = await screen.findByRole('dialog', { name: 'Save with money beyond its limit?' });
    expect(asking).toHaveTextContent(/Cash in hand goes from .* Save the payment anyway\?/);
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(saves()).toBe(0);
    expect(control('Narration')).toHaveValue('Advance for the new kitchen');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save with money beyond its limit?' })).getByRole('button', {
        name: 'Save anyway',
      }),
    );
    await screen.findByRole('heading', { name: /^Payment voucher PAY-/ }, { timeout: 8000 });
    expect(saves()).toBe(1);
  });

  it('refuses, when the company says so, beside the warning; a bank may use its overdraft and no more', async () => {
    await signInAs(COMPANY, 'admin');
    await companyRefuses();
    await expect(payment('AC001', 50_00_000)).rejects.toThrow(
      /^Not saved: Cash in hand goes from [\d,]+\.\d\d to -[\d,]+\.\d\d: below zero\. The company does not allow it\.$/,
    );

    const bank = (await chartOf(COMPANY)).accounts.find((account) => account.type === 'BAN')!;
    const held = (
      await dataProvider.report<{ accounts: Array<{ code: string; balance: number }> }>(
        ACCOUNTS_ENDPOINTS.moneyBalances,
        { detail: 'PAY', frmDate: today },
      )
    ).accounts.find((row) => row.code === bank.code)!.balance;
    await writeRecord(ACCOUNTS_STORE.accounts, COMPANY, bank.code, { ...bank, overdraftLimit: 1000 });
    await expect(payment(bank.code, fromPaise(toPaise(held) + 1000_01))).rejects.toThrow(
      `beyond its overdraft limit of 1,000.00. The company does not allow it.`,
    );
    await expect(payment(bank.code, fromPaise(toPaise(held) + 1000_00))).resolves.toMatchObject({ result: 'OK' });

    const { user } = renderApp('/applayout-sidebar-large/accounts/accpayments?record=new');
    await screen.findByRole('heading', { name: 'New payment' }, { timeout: 8000 });
    await fillField(user, reference('Paid from'), 'AC001');
    await fillField(user, reference('Account, line 1'), 'AC401');
    await fillField(user, money('Amount, line 1'), 50_00_000);
    expect(await screen.findByRole('status', { name: 'Money accounts beyond their limit' })).toHaveTextContent(
      'The company does not allow this: the voucher will be refused.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: Cash in hand goes from/);
    await waitFor(() => expect(saves()).toBe(4));
  });
});
