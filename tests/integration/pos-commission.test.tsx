import { screen, within } from '@testing-library/react';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { commissionPaymentsOf } from '../../src/mocks/pos/receipts/commission-data';
import { replaceCustomerRows } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const COMPANY = 1015;
const today = serverToday();
const year = today.slice(0, 4);

const sale = (bill: string, partyId: string, amount: number, extra: Record<string, unknown> = {}) =>
  replaceCustomerRows(COMPANY, bill, [
    {
      partyId,
      dat: today,
      transactionType: 'SAL',
      transactionId: bill,
      transactionAmt: amount,
      pendingAmount: amount,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: `Invoice ${bill}`,
      billType: 'SAL',
      settleMode: 'CREDIT',
      ...extra,
    },
  ]);
async function agrees() {
  const figures = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
}
const rowOf = async (name: RegExp) =>
  (await screen.findByRole('rowheader', { name }, { timeout: 8000 })).closest('tr')!;

describe('agent and employee payments screens', () => {
  it('shows what each agent is due, pays part of it (more is refused beside the amount, input kept), prints, and cancels with a reason', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    await sale('SAL2627-00001', 'SC-0001', 9440, { taxableAmt: 8000, agent: 'SA-01', employee: '' });
    const { user } = renderApp('/applayout-sidebar-large/pos/pos-stock-agent-payments');
    await screen.findByRole('heading', { name: 'Agent payments' }, { timeout: 8000 });
    const row = await rowOf(/\(SA-01\)/);
    expect(within(row).getByText('2% of invoiced value')).toBeInTheDocument();
    expect(within(row).getAllByText('160.00')).toHaveLength(2); // earned and due
    await user.click(within(row).getByRole('button', { name: /^Pay / }));

    await screen.findByRole('heading', { name: 'Pay commission to an agent' });
    const documents = (await screen.findByText(/Earned 160\.00, paid 0\.00, due 160\.00\./)).closest('table')!;
    expect(within(documents).getByRole('rowheader', { name: 'SAL2627-00001' })).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount paid');
    expect(amount).toHaveValue('160.00');
    await user.clear(amount);
    await user.type(amount, '170');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByText(/^170\.00 is more than the 160\.00 due to /)).toBeInTheDocument();
    expect(amount).toHaveValue('170');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'BAN');
    expect(screen.getByLabelText('From account')).toHaveValue('AC002');
    await user.dblClick(screen.getByRole('button', { name: 'Save and print' }));
    expect(
      await screen.findByRole('heading', { name: `Commission payment AGP${year}-00001` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`Payment AGP${year}-00001 saved.`)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith('/SetLevelAgentPayment'))).toHaveLength(1);
    expect(await agrees()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const due = await rowOf(/\(SA-01\)/);
    expect(within(due).getByText('60.00')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Cancel AGP${year}-00001` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel payment AGP${year}-00001` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong amount');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByText(`Payment AGP${year}-00001 cancelled.`)).toBeInTheDocument();
    expect((await commissionPaymentsOf(COMPANY))[0]).toMatchObject({ cancelled: true, cancelReason: 'Wrong amount' });
    expect(await agrees()).toBe(true);
  });

  it('sets an employee’s commission rate on the screen, then shows and pays what they are due', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/pos/pos-stock-employee-payments');
    await screen.findByRole('heading', { name: 'Employee payments' }, { timeout: 8000 });
    expect(await screen.findByText('No employees earn commission yet: set their rates first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Commission rates' }));
    await screen.findByRole('heading', { name: 'Employees’ commission rates' });
    const first = (await screen.findAllByRole('rowheader'))[0]!;
    const code = /\(([^)]+)\)/.exec(first.textContent ?? '')![1]!;
    const name = first.firstChild!.textContent!.trim();
    await sale('SAL2627-00002', 'SC-0002', 2360, { taxableAmt: 2000, employee: code });
    const rate = screen.getByRole('textbox', { name: `Commission of ${name}` });
    await user.clear(rate);
    await user.type(rate, '250');
    await user.click(screen.getByRole('button', { name: 'Save the rates' }));
    expect(await screen.findByText('Enter a percent from 0 to 100 with at most two decimals')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save the rates' }));
    await screen.findByRole('heading', { name: 'Employee payments' });
    expect(await screen.findByText('The commission rates are saved.')).toBeInTheDocument();
    const row = await rowOf(new RegExp(`\\(${code}\\)`));
    expect(within(row).getByText('2.5% of invoiced value')).toBeInTheDocument();
    expect(within(row).getAllByText('50.00')).toHaveLength(2);
    await user.click(within(row).getByRole('button', { name: `Pay ${name}` }));
    expect(await screen.findByText(/Earned 50\.00, paid 0\.00, due 50\.00\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount paid')).toHaveValue('50.00');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(
      await screen.findByRole('heading', { name: `Commission payment EMP${year}-00001` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`Payment EMP${year}-00001 saved.`)).toBeInTheDocument();
    expect(await agrees()).toBe(true);
  });
});
