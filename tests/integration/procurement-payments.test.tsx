import { format } from 'date-fns';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptHeaderInput } from '../../src/kits/inward/receipt-types';
import {
  PAYMENT_ENDPOINTS,
  type PaymentBody,
  type PendingBillRow,
} from '../../src/modules/procurement/payments/payment-types';
import { saveBooksState } from '../../src/mocks/core/accounting/books-state';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests, server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const COMPANY = 1002;
const SUPPLIER = 'SUP-002';

const receiptOn = (dat: string, rat: number) => {
  const header: ReceiptHeaderInput = {
    recordId: null,
    seq: '',
    dat,
    purchaseType: 'LOCAL',
    invoiceno: `INV-${dat}`,
    invoicedat: dat,
    transporter: '',
    vendorid: SUPPLIER,
    vendorname: '',
    refPoid: null,
    qcCheck: 0,
    baseamt: 0,
    discount: 0,
    taxes: 0,
    others: 0,
    totalAmt: 0,
    pos: 0,
  };
  const lines = [
    {
      sno: 0,
      store: 'WH',
      itemId: 'ITM-0001',
      itemName: '',
      batchno: 'B1',
      manudate: '',
      expdate: '',
      qty: 1,
      um: '',
      rat,
      mrp: 1,
      gin: '',
    },
  ];
  return dataProvider
    .write(RECEIPT_ENDPOINTS.save, { header, lines, taxes: [], traCheck: 1 })
    .then((answer) => String(answer.seq));
};
const pay = (amt: number, lines: Array<{ billId: string; amt: number }> = []) =>
  dataProvider.write(PAYMENT_ENDPOINTS.save, {
    header: { dat: '2026-11-22', vendorid: SUPPLIER, amt, paymentmode: 'BAN', accountId: 'AC002', remarks: '' },
    lines,
  });
const pendingOf = async () =>
  dataProvider.report<PendingBillRow[]>(PAYMENT_ENDPOINTS.pendingBills, { detail: SUPPLIER });
const balance = async () => partyBalancePaise(await partyLedger(COMPANY), SUPPLIER);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};

describe('supplier payments (SetPartyPayment / DeletePartyPayment)', () => {
  it('pays part of the pending oldest first; over the pending is refused naming it; cancel restores', async () => {
    await signInAs(COMPANY, 'admin');
    const older = await receiptOn('2026-11-01', 100);
    const newer = await receiptOn('2026-11-02', 300);
    const before = await pendingOf();
    const pendingBefore = new Map(before.map((bill) => [bill.billId, bill.pending]));
    const total = sumPaise(before.map((bill) => toPaise(bill.pending)));
    const balanceBefore = await balance();
    expect(before.map((bill) => bill.dat)).toEqual([...before.map((bill) => bill.dat)].sort());

    const over = await refusal(pay(total / 100 + 1));
    expect(over).toContain('pending for this supplier');
    expect(over).toMatch(/more than the .+ pending/);

    // Pay everything before `older`, then 40 of older.
    const earlier = sumPaise(before.filter((bill) => bill.dat < '2026-11-01').map((bill) => toPaise(bill.pending)));
    const amount = (earlier + toPaise(40)) / 100;
    const saved = await pay(amount);
    expect(saved.seq).toBe('PPY26-11/0001');
    expect((await balance()) - balanceBefore).toBe(-toPaise(amount));
    const after = new Map((await pendingOf()).map((bill) => [bill.billId, bill.pending]));
    expect(after.get(older)).toBe(pendingBefore.get(older)! - 40);
    expect(after.get(newer)).toBe(pendingBefore.get(newer));
    const stored = await dataProvider.get<PaymentBody>(PAYMENT_ENDPOINTS.one, String(saved.recordId));
    expect(stored!.lines.at(-1)).toEqual({ billId: older, amt: 40 });
    const voucher = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === saved.seq);
    expect(voucher.find((entry) => entry.credit > 0)?.account).toBe('AC002');
    expect(await balanced()).toBe(true);

    // Chosen per bill: 10 on the newer bill only.
    const chosen = await pay(10, [{ billId: newer, amt: 10 }]);
    expect((await pendingOf()).find((bill) => bill.billId === newer)?.pending).toBe(pendingBefore.get(newer)! - 10);

    await dataProvider.write(PAYMENT_ENDPOINTS.cancel, { recordId: saved.recordId });
    await dataProvider.write(PAYMENT_ENDPOINTS.cancel, { recordId: chosen.recordId });
    expect(await balance()).toBe(balanceBefore);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === saved.seq)).toBe(false);
    const listed = await dataProvider.report<PaymentBody['header'][]>(PAYMENT_ENDPOINTS.list, {
      frmDate: '01-Nov-2026',
      toDate: '30-Nov-2026',
    });
    expect(
      listed
        .filter((row) => row.cancelled)
        .map((row) => row.seq)
        .sort(),
    ).toEqual(['PPY26-11/0001', 'PPY26-11/0002']);
    expect(await refusal(dataProvider.write(PAYMENT_ENDPOINTS.cancel, { recordId: saved.recordId }))).toMatch(
      /already cancelled/,
    );
    expect(await balanced()).toBe(true);
  });

  it('refuses, beside the line, an amount per bill that is not above zero or has more than two decimals (never paying the oldest bills instead)', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await receiptOn('2026-11-01', 100);
    const before = await balance();
    const refused = (lines: Array<{ billId: string; amt: number }>) =>
      pay(5, lines).then(
        () => ({}),
        (error: { fieldErrors?: Record<string, string> }) => error.fieldErrors ?? {},
      );
    expect(await refused([{ billId: bill, amt: 0 }])).toEqual({
      'lines.0.amt': 'Enter an amount above zero with at most two decimals',
    });
    expect(await refused([{ billId: bill, amt: 4.999 }])).toEqual({
      'lines.0.amt': 'Enter an amount above zero with at most two decimals',
    });
    expect(await balance()).toBe(before);
  });

  it('refuses closed books and a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    await saveBooksState(COMPANY, { closedThrough: '2026-11-30', closedYears: [] });
    expect(await refusal(pay(1))).toMatch(/^The books are closed up to 30-11-2026/);
    await signInAs(COMPANY, 'staff');
    expect(await refusal(pay(1))).toBe('You are not authorised for this transaction');
  });

  it('pays through the screen: the pending bills oldest first, over the pending marked, then saved and listed', async () => {
    await signInAs(COMPANY, 'admin');
    await receiptOn('2026-11-01', 100);
    const pending = await pendingOf();
    // The screen pays on today's date, so its number is this month's and the list runs to next year.
    const { user } = renderApp(
      `/applayout-sidebar-large/procurement/pur-stock-payments?record=new&from=2026-01-01&to=${new Date().getFullYear() + 1}-12-31`,
    );
    await screen.findByRole('heading', { name: 'New supplier payment' });
    await user.selectOptions(screen.getByLabelText('Supplier'), SUPPLIER);
    const table = (await screen.findByText(/Pending bills, oldest first/)).closest('table')!;
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent),
    ).toEqual(pending.map((bill) => bill.billId));
    const total = sumPaise(pending.map((bill) => toPaise(bill.pending)));
    await user.type(screen.getByLabelText('Amount'), String(total / 100 + 5));
    await user.selectOptions(screen.getByLabelText('Paid by'), 'BAN');
    await user.selectOptions(screen.getByLabelText('Account'), 'AC002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^More than the .+ pending for this supplier$/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = (
      await screen.findByRole('rowheader', { name: new RegExp(`PPY${format(new Date(), 'yy-MM')}/0001`) })
    ).closest('tr')!;
    expect(within(row).getByText('25.00')).toBeInTheDocument();
    expect(sumPaise((await pendingOf()).map((bill) => toPaise(bill.pending)))).toBe(total - toPaise(25));
  });

  it('keeps Save off until the supplier’s pending bills are read, so an amount is never checked against none', async () => {
    await signInAs(COMPANY, 'admin');
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the demo backend's own handler.
    server.use(
      http.post(`*/${PAYMENT_ENDPOINTS.pendingBills}`, async () => {
        await released;
      }),
    );
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-stock-payments?record=new');
    await screen.findByRole('heading', { name: 'New supplier payment' });
    await user.selectOptions(screen.getByLabelText('Supplier'), SUPPLIER);
    expect(await screen.findByText('Loading the pending bills…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await screen.findByText(/Pending bills, oldest first/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('prints a payment (7) once, then the list reads Reprint and the server counts and logs each copy as a reprint (8)', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    await receiptOn('2026-11-01', 100);
    const saved = await pay(20);
    const seq = String(saved.seq);
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-stock-payments?from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: `Print ${seq}` }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: `Payment ${seq}` }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: `Reprint ${seq}` }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: `Payment ${seq}` }, { timeout: 8000 })).toBeInTheDocument();
    const logged = (await activities(COMPANY)).filter(
      (row) => row.subject === 'Supplier payment' && row.reference === seq && /print/i.test(row.action),
    );
    expect(logged.map((row) => [row.action, row.detail]).sort()).toEqual([
      ['Print', 'Copy 1'],
      ['Reprint', 'Copy 2'],
    ]);
    expect(
      (await dataProvider.get<PaymentBody>(PAYMENT_ENDPOINTS.one, String(saved.recordId)))!.header.printCount,
    ).toBe(2);
  });

  it('cancels a payment from the list with an Idempotency-Key, so a cancel sent again after no answer is answered as the first', async () => {
    await signInAs(COMPANY, 'admin');
    await receiptOn('2026-11-01', 100);
    const saved = await pay(20);
    const seq = String(saved.seq);
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-stock-payments?from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: `Cancel ${seq}` }, { timeout: 8000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    const cancels = requests.filter((request) => request.url.endsWith(`/${PAYMENT_ENDPOINTS.cancel}`));
    expect(cancels).toHaveLength(1);
    const key = cancels[0]!.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    // The same cancel again with that key (the answer was lost): answered OK, nothing taken back twice.
    expect(await refusal(dataProvider.write(PAYMENT_ENDPOINTS.cancel, { recordId: saved.recordId }, key!))).toBe(
      'saved',
    );
  });
});
