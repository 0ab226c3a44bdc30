import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { customerBalancePaise, customerCreditPaise } from '../../src/modules/pos/receipts/domain/customer-bills';
import { saveBooksState } from '../../src/mocks/core/accounting/books-state';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { customerLedger, replaceCustomerRows } from '../../src/mocks/core/accounting/party-postings';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests, server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const COMPANY = 1015;
const CUSTOMER = 'SC-0001';
const today = serverToday();
const SEQ = `REC${today.slice(0, 4)}-00001`;
const SCREEN = '/applayout-sidebar-large/pos/pos-credit-clearances';

const creditSale = (bill: string, dat: string, amount: number) =>
  replaceCustomerRows(COMPANY, bill, [
    {
      partyId: CUSTOMER,
      dat,
      transactionType: 'SAL',
      transactionId: bill,
      transactionAmt: amount,
      pendingAmount: amount,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: `Bill ${bill} on credit`,
      billType: 'SAL',
      settleMode: 'CREDIT',
    },
  ]);
const balance = async () => customerBalancePaise(await customerLedger(COMPANY), CUSTOMER);
async function agrees() {
  const figures = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
}
const saves = () => requests.filter((request) => request.url.endsWith('/api/CRMReceipts/SetPartyReceipt'));

async function openNew() {
  await signInAs(COMPANY, 'admin');
  await creditSale('DN26-000002', '2026-11-02', 500);
  await creditSale('DN26-000001', '2026-11-01', 300);
  const rendered = renderApp(`${SCREEN}?record=new`);
  await screen.findByRole('heading', { name: 'New receipt' }, { timeout: 8000 });
  await rendered.user.selectOptions(screen.getByLabelText('Customer'), CUSTOMER);
  await screen.findByText(/Pending bills, oldest first/);
  return rendered;
}
const settleBox = (bill: string) => screen.getByRole('textbox', { name: `Settle on ${bill}` });

describe('receipts (credit clearances) screen', () => {
  it('fills the bills oldest first from what is received plus TDS, rebate and others, saves once, prints, and lists it for reprint', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openNew();
    expect(screen.getByText(/^Owes 800\.00; credit limit/)).toBeInTheDocument();
    const table = screen.getByText(/Pending bills, oldest first/).closest('table')!;
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(['DN26-000001', 'DN26-000002']);
    await user.type(screen.getByLabelText('Amount received'), '380');
    await user.type(screen.getByLabelText('TDS deducted'), '10');
    await user.type(screen.getByLabelText('Rebate'), '5');
    await user.type(screen.getByLabelText('Other deductions'), '5');
    expect(settleBox('DN26-000001')).toHaveValue('300.00');
    expect(settleBox('DN26-000002')).toHaveValue('100.00');
    expect(
      screen.getByText('Settles 400.00 (received + TDS + rebate + others); allocated to bills 400.00.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Received by'), 'BAN');
    expect(screen.getByLabelText('Into account')).toHaveValue('AC002');
    await user.dblClick(screen.getByRole('button', { name: 'Save and print' }));

    expect(await screen.findByRole('heading', { name: `Receipt ${SEQ}` }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(`Receipt ${SEQ} saved.`)).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    const printed = screen.getByRole('table');
    expect(
      within(printed)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['DN26-000001', '01-Nov-2026', '300.00'],
      ['DN26-000002', '02-Nov-2026', '100.00'],
    ]);
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(await balance()).toBe(toPaise(400));
    expect(await agrees()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const row = (await screen.findByRole('rowheader', { name: new RegExp(SEQ) })).closest('tr')!;
    expect(within(row).getByText('380.00')).toBeInTheDocument();
    expect(within(row).getByText('400.00')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Reprint ${SEQ}` })).toBeInTheDocument();
  });

  it('edits a bill’s amount by hand, refuses one over the bill’s balance and totals that do not add up beside the bills, keeping every input', async () => {
    const { user } = await openNew();
    await user.type(screen.getByLabelText('Amount received'), '200');
    expect(settleBox('DN26-000001')).toHaveValue('200.00');
    await user.clear(settleBox('DN26-000001'));
    await user.type(settleBox('DN26-000001'), '350');
    await user.clear(settleBox('DN26-000002'));
    await user.type(settleBox('DN26-000002'), '50');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByText('350.00 is more than the 300.00 pending on bill DN26-000001')).toBeInTheDocument();
    await user.clear(settleBox('DN26-000001'));
    await user.type(settleBox('DN26-000001'), '100');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(
      await screen.findByText('The bills take 150.00; the receipt settles 200.00 (received + TDS + rebate + others)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount received')).toHaveValue('200');
    expect(settleBox('DN26-000002')).toHaveValue('50');
    // Typed amounts stay when the figures change; "allocate oldest first" fills them again.
    await user.click(screen.getByRole('button', { name: 'allocate oldest first' }));
    expect(settleBox('DN26-000001')).toHaveValue('200.00');
    expect(settleBox('DN26-000002')).toHaveValue('');
    expect(saves()).toHaveLength(0);
    expect(await balance()).toBe(toPaise(800));
  });

  it('shows the server’s refusal and keeps the input (closed books); nothing moves', async () => {
    const { user } = await openNew();
    await saveBooksState(COMPANY, { closedThrough: today, closedYears: [] });
    await user.type(screen.getByLabelText('Amount received'), '120');
    await user.type(screen.getByLabelText('Remarks'), 'Part payment');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The books are closed up to/);
    expect(screen.getByLabelText('Amount received')).toHaveValue('120');
    expect(screen.getByLabelText('Remarks')).toHaveValue('Part payment');
    expect(settleBox('DN26-000001')).toHaveValue('120.00');
    expect(await balance()).toBe(toPaise(800));
    expect(await agrees()).toBe(true);
  });

  it('keeps the input when the answer is lost, and the retry with the same Idempotency-Key saves once', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openNew();
    // The receipt is saved but its answer never arrives.
    server.use(
      http.post(
        '*/api/CRMReceipts/SetPartyReceipt',
        async ({ request }) => {
          await fetch(request.clone()).catch(() => undefined);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.type(screen.getByLabelText('Amount received'), '150');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByText('Network Error please check your connection')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save and print' })).toBeEnabled();
    expect(screen.getByLabelText('Amount received')).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByRole('heading', { name: `Receipt ${SEQ}` }, { timeout: 8000 })).toBeInTheDocument();
    await screen.findByText(`Receipt ${SEQ} saved.`);
    // The lost attempt, the save it made, and the retry: one key.
    expect(saves()).toHaveLength(3);
    expect(new Set(saves().map((request) => request.headers.get('Idempotency-Key')))).toHaveLength(1);
    expect(await balance()).toBe(toPaise(650));
  });

  it('cancels a receipt from the day’s list with a reason: its bills are pending again and the trial balance still agrees', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openNew();
    await user.type(screen.getByLabelText('Amount received'), '350');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    await screen.findByRole('heading', { name: `Receipt ${SEQ}` }, { timeout: 8000 });
    await screen.findByText(`Receipt ${SEQ} saved.`);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: `Cancel ${SEQ}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel receipt ${SEQ}` });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel receipt' });
    await user.click(confirm);
    // The reason is checked as the form submits, which may finish after the click has returned.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason.'),
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Cheque returned unpaid');
    await user.click(confirm);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByText(`Receipt ${SEQ} cancelled.`)).toBeInTheDocument();
    expect(screen.getByText('Cheque returned unpaid')).toBeInTheDocument();
    expect(await balance()).toBe(toPaise(800));
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === SEQ)).toBe(false);
    expect(await agrees()).toBe(true);
  });

  it('sets the customer’s credit on account (a return credited to no bill) against their bills with what is received', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await replaceCustomerRows(COMPANY, 'SRT2026-00001', [
      {
        partyId: CUSTOMER,
        dat: '2026-11-03',
        transactionType: 'SRT',
        transactionId: 'SRT2026-00001',
        transactionAmt: 100,
        pendingAmount: 0,
        returnAmount: 100,
        creditNote: 0,
        paymentAmount: 0,
        onTraId: '',
        descriptio: 'Sale return SRT2026-00001, credit on account',
        billType: 'SAL',
        settleMode: 'CREDIT',
      },
    ]);
    const { user } = await openNew();
    expect(screen.getByText(/^Owes 700\.00/)).toBeInTheDocument();
    expect(screen.getByText('Credit on account: 100.00.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount received'), '250');
    await user.type(screen.getByLabelText('Credit on account set off'), '100.01');
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(
      await screen.findByText(/100\.01 of credit cannot be set off: .* has only 100\.00 of credit on account/),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    await user.clear(screen.getByLabelText('Credit on account set off'));
    await user.type(screen.getByLabelText('Credit on account set off'), '100');
    expect(settleBox('DN26-000001')).toHaveValue('300.00');
    expect(settleBox('DN26-000002')).toHaveValue('50.00');
    expect(
      screen.getByText(
        'Settles 350.00 (received + TDS + rebate + others + credit set off); allocated to bills 350.00.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and print' }));
    expect(await screen.findByText(`Receipt ${SEQ} saved.`, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `Receipt ${SEQ}` })).toBeInTheDocument();
    expect(screen.getByText('Credit on account set off').nextSibling?.textContent).toBe('100.00');
    const rows = await customerLedger(COMPANY);
    expect(customerCreditPaise(rows, CUSTOMER)).toBe(0);
    expect(await balance()).toBe(toPaise(450));
    expect(
      (await ledgerEntries(COMPANY))
        .filter((entry) => entry.voucher === SEQ)
        .map((entry) => entry.credit)
        .filter((credit) => credit > 0),
    ).toEqual([toPaise(250)]);
    expect(await agrees()).toBe(true);
  });
});
