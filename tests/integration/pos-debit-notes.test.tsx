import { configure, screen, waitFor } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { sumPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import { DEBIT_NOTE_ENDPOINTS as API } from '../../src/modules/pos/returns/domain/returns-endpoints';
import type {
  DebitNoteAnswer,
  DebitNoteHeader,
  DebitNoteRequirements,
} from '../../src/modules/pos/returns/domain/debit-note-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import {
  customerLedger,
  customerOutstandingPaise,
  replaceCustomerRows,
} from '../../src/mocks/core/accounting/party-postings';
import { returnsHandlers } from '../../src/mocks/pos/returns/returns-handlers';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import type * as PosScreens from '../../src/modules/pos/screens';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

// Until the lead adds returnsScreens to the pos module's screen map and the handlers to src/mocks/handlers.ts, the test
// adds them.
vi.mock('../../src/modules/pos/screens', async (importOriginal) => {
  const original = await importOriginal<typeof PosScreens>();
  const { returnsScreens } = await import('../../src/modules/pos/returns/returns-screens');
  return { ...original, screens: { ...original.screens, ...returnsScreens } };
});
const { server, requests } = setupDemoServer();
beforeEach(() => server.use(...returnsHandlers));
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
beforeEach(() => vi.spyOn(window, 'print').mockImplementation(() => undefined));

const COMPANY = 1010;
const CUSTOMER = 'SC-0006';
const today = serverToday();
const firstNumber = `SDN${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;
const owes = async () => (await customerOutstandingPaise(COMPANY)).get(CUSTOMER) ?? 0;
const voucherOf = async (seq: string) => (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === seq);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [error.message, ...Object.values(error.fieldErrors ?? {})].join(' | '),
  );
const note = (header: Record<string, unknown>) => ({
  header: {
    customer: CUSTOMER,
    kind: 'PRICE',
    reason: 'Rate revised',
    billSeq: '',
    taxCode: 'GST18',
    baseAmt: 1000,
    ...header,
  },
  taxes: [],
  traCheck: 1,
});
async function agrees() {
  const balance = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return balance.totals.debit === balance.totals.credit && balance.totals.closingDebit === balance.totals.closingCredit;
}

describe('debit notes on the demo backend (api/CRMDebitNotes, ours)', () => {
  it('raises what the customer owes with a SAL row receipts can settle, posts Dr the customer, Cr the income and output tax; cancel restores it', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 501,
      lines: [['Chicken biryani', 1]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const before = await owes();
    const saved = await dataProvider.write(API.save, note({ billSeq: bill.seq, totalAmt: 1180 }), 'dn-1');
    expect(saved).toMatchObject({ result: 'OK', seq: firstNumber });
    expect(await owes()).toBe(before + 118000);
    expect((await customerLedger(COMPANY)).filter((row) => row.transactionId === firstNumber)).toEqual([
      expect.objectContaining({
        partyId: CUSTOMER,
        transactionType: 'SAL',
        pendingAmount: 1180,
        onTraId: '',
        descriptio: `Debit note ${firstNumber}: Price difference on bill ${bill.seq}`,
      }),
    ]);
    const voucher = await voucherOf(firstNumber);
    expect(voucher.find((entry) => entry.account === 'AC201')?.credit).toBe(100000); // sales: a price difference
    expect(voucher.find((entry) => entry.account === 'AC501')?.credit).toBe(9000);
    expect(voucher.find((entry) => entry.account === 'AC502')?.credit).toBe(9000);
    expect(voucher.find((entry) => entry.debit > 0)?.debit).toBe(118000);
    expect(await agrees()).toBe(true);

    const interest = await dataProvider.write(
      API.save,
      note({ kind: 'INTEREST', reason: '18% a year on overdue bills', taxCode: '', baseAmt: 45.5 }),
      'dn-2',
    );
    expect((await voucherOf(String(interest.seq))).find((entry) => entry.credit > 0)).toMatchObject({
      account: 'AC203',
      credit: 4550,
    }); // interest received
    const list = await dataProvider.report<DebitNoteHeader[]>(API.list, { frmDate: formatDate(today) });
    expect(list.map((row) => [row.seq, row.totalAmt])).toEqual([
      [interest.seq, 45.5],
      [firstNumber, 1180],
    ]);

    await dataProvider.write(API.remove, { recordId: saved.recordId }, 'dn-cancel');
    expect(await owes()).toBe(before + 4550);
    expect(await voucherOf(firstNumber)).toEqual([]);
    expect((await dataProvider.get<DebitNoteAnswer>(API.get, String(saved.recordId)))!.header.pos).toBe(9);
    expect(await agrees()).toBe(true);
  });

  it('refuses to cancel a note a receipt has settled, and shows every problem of a bad note at once', async () => {
    await signInAs(COMPANY, 'admin');
    const saved = await dataProvider.write(API.save, note({}), 'dn-3');
    // A receipt (the receipts screen's REC row) settles part of it.
    await replaceCustomerRows(COMPANY, 'REC2026-00001', [
      {
        partyId: CUSTOMER,
        dat: today,
        transactionType: 'REC',
        transactionId: 'REC2026-00001',
        transactionAmt: 500,
        pendingAmount: 0,
        returnAmount: 0,
        creditNote: 0,
        paymentAmount: 500,
        onTraId: String(saved.seq),
        descriptio: 'Payment against receipt',
        billType: 'SAL',
        settleMode: 'CREDIT',
      },
    ]);
    expect(await refusal(dataProvider.write(API.remove, { recordId: saved.recordId }, 'dn-3-cancel'))).toBe(
      `Debit note ${String(saved.seq)} is settled by REC2026-00001 (500.00): cancel that first.`,
    );
    expect((await dataProvider.get<DebitNoteAnswer>(API.get, String(saved.recordId)))!.settled).toBe(500);
    expect(
      await refusal(dataProvider.write(API.save, note({ customer: '', kind: 'X', reason: ' ', baseAmt: 0 }), 'dn-bad')),
    ).toBe(
      'Check the marked fields and save again. | Choose the customer. | Choose what the note is for. | Enter the reason the customer will read. | Enter the amount before tax, more than 0.00, with at most two decimals.',
    );
    expect(await refusal(dataProvider.write(API.save, note({ totalAmt: 1100 }), 'dn-stale'))).toBe(
      'The note now comes to 1,180.00, not 1,100.00: the tax rate has changed. Check it and save again.',
    );
  });
});

describe('debit notes: the screen', () => {
  it('raises a note against the customer’s bill with its tax, prints it, and the customer owes that much more', async () => {
    await signInAs(COMPANY, 'admin');
    const bill = await settledBill(COMPANY, {
      billNo: 502,
      lines: [['Chicken biryani', 1]],
      tenders: (total) => [{ mode: 'CREDIT', amount: total, customer: CUSTOMER }],
    });
    const before = await owes();
    const { name } = (await dataProvider.report<DebitNoteRequirements>(API.requirements, {})).customers.find(
      (row) => row.code === CUSTOMER,
    )!;
    const { user } = renderApp('/applayout-sidebar-large/pos/pos-debit-note');
    await user.click(await screen.findByRole('button', { name: 'New debit note' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New debit note' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Save the debit note' }));
    expect(await screen.findByText('Choose the customer.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Customer'), CUSTOMER);
    expect(await screen.findByText(/^Owes [\d,.]+ now/)).toHaveTextContent(`Owes ${formatMoney(before)} now`);
    await user.selectOptions(screen.getByLabelText('What the note is for'), 'CHARGE');
    await user.type(screen.getByLabelText('Reason the customer will read'), 'Corkage not billed');
    await screen.findByRole('option', { name: new RegExp(`^${bill.seq} of`) }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Against bill (optional)'), bill.seq);
    await user.type(screen.getByLabelText('Amount before tax'), '250');
    await user.selectOptions(screen.getByLabelText('Tax'), 'GST18');
    await waitFor(() => expect(screen.getByLabelText('Debit note total')).toHaveTextContent('Total295.00'));
    await user.dblClick(screen.getByRole('button', { name: 'Save the debit note' }));
    expect(
      await screen.findByRole('heading', { name: `Debit note ${firstNumber}`, level: 1 }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(`For: Short-billed charge on bill ${bill.seq}`)).toBeInTheDocument();
    expect(screen.getByText(`To: ${name} (${CUSTOMER})`)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith(`/${API.save}`))).toHaveLength(1);
    expect(await owes()).toBe(before + 29500);
    const entries = await ledgerEntries(COMPANY);
    expect(sumPaise(entries.map((entry) => entry.debit))).toBe(sumPaise(entries.map((entry) => entry.credit)));

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('rowheader', { name: firstNumber }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New debit note' }));
    await user.selectOptions(await screen.findByLabelText('Customer', undefined, { timeout: 8000 }), CUSTOMER);
    expect(await screen.findByText(/^Owes [\d,.]+ now/)).toHaveTextContent(`Owes ${formatMoney(before + 29500)} now`);
  });
});
