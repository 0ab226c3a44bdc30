import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { CREDIT_NOTE_ENDPOINTS as API } from '../../src/modules/procurement/credit-notes/credit-note-endpoints';
import type { CreditNoteRow, PendingBillRow } from '../../src/modules/procurement/credit-notes/credit-note-types';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
const COMPANY = 1002;
const SUPPLIER = 'SUP-002';

/** A direct goods receipt of 5 at 100 + 18% GST: a bill of 590. */
async function receive(): Promise<{ recordId: number; seq: string }> {
  const header = {
    recordId: null,
    seq: '',
    dat: '2026-11-21',
    purchaseType: 'LOCAL',
    invoiceno: 'INV-78',
    invoicedat: '2026-11-20',
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
  const line = {
    sno: 0,
    store: 'WH',
    itemId: 'ITM-0001',
    itemName: '',
    batchno: 'B8',
    manudate: '',
    expdate: '',
    qty: 5,
    um: '',
    rat: 100,
    mrp: 1,
    gin: '',
  };
  const taxes = [
    { sno: 1, taxcode: 'GST18-C', taxper: 0, taxvalue: 0 },
    { sno: 2, taxcode: 'GST18-S', taxper: 0, taxvalue: 0 },
  ];
  const answer = await dataProvider.write(RECEIPT_ENDPOINTS.save, { header, lines: [line], taxes, traCheck: 1 });
  return { recordId: Number(answer.recordId), seq: String(answer.seq) };
}
const note = (transactionId: number | string, amt: number) => ({
  note: {
    dat: '22-Nov-2026',
    transactionId,
    transactionType: 'PCR',
    amt,
    descriptio: 'Rate difference',
  },
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [error.message, ...Object.values(error.fieldErrors ?? {})].join(' | '),
  );
const balance = async () => partyBalancePaise(await partyLedger(COMPANY), SUPPLIER);
const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};

describe('credit notes on the demo backend (SetCreditNote)', () => {
  it('lowers the supplier’s balance by its amount, refuses more than the bill’s pending, and cancel restores it', async () => {
    await signInAs(COMPANY, 'admin');
    const receipt = await receive();
    const before = await balance();
    expect(await refusal(dataProvider.write(API.save, note(receipt.recordId, 590.01)))).toContain(
      `more than the 590.00 pending on bill ${receipt.seq}`,
    );
    const saved = await dataProvider.write(API.save, note(receipt.seq, 100));
    expect(saved).toMatchObject({ result: 'OK', seq: 'PCR26-11/0001' });
    expect(before - (await balance())).toBe(toPaise(100));
    expect(await balanced()).toBe(true);
    const bills = await dataProvider.report<PendingBillRow[]>(API.pendingBills, { detail: SUPPLIER });
    expect(bills.find((bill) => bill.seq === receipt.seq)).toMatchObject({ billAmt: 590, pending: 490 });
    const list = await dataProvider.report<CreditNoteRow[]>(API.list, {
      frmDate: '01-Nov-2026',
      toDate: '30-Nov-2026',
    });
    expect(list[0]).toMatchObject({
      seq: 'PCR26-11/0001',
      refmir: receipt.seq,
      refinvoice: 'INV-78',
      amt: 100,
      descriptio: 'Rate difference',
    });

    await dataProvider.write(API.remove, { recordId: saved.recordId });
    expect(await balance()).toBe(before);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === 'PCR26-11/0001')).toBe(false);
    expect(await balanced()).toBe(true);

    await signInAs(COMPANY, 'staff');
    expect(await refusal(dataProvider.write(API.save, note(receipt.recordId, 10)))).toBe(NOT_AUTHORISED);
  });
});

describe('credit notes: the screen', () => {
  it('shows the bill’s pending amount, marks more than pending beside the amount, and saves once', async () => {
    await signInAs(COMPANY, 'admin');
    const receipt = await receive();
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-credit-notes?from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: 'New credit note' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New credit note' }, { timeout: 8000 });
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-22');
    await user.selectOptions(screen.getByLabelText('Supplier'), SUPPLIER);
    await user.selectOptions(screen.getByLabelText('Goods receipt (bill)'), String(receipt.recordId));
    expect(screen.getByText(`Pending on bill ${receipt.seq}: 590.00 of 590.00`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Only 590.00 is pending on bill ${receipt.seq}.`)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'PCR26-11/0001' }, { timeout: 8000 })).toBeInTheDocument();
    const saves = requests.filter((request) => request.url.endsWith(`/${API.save}`));
    expect(saves).toHaveLength(1);
    expect(await saves[0]!.clone().json()).toMatchObject({
      note: { transactionId: String(receipt.recordId), amt: 50, transactionType: 'PCR' },
    });

    const table = screen.getByRole('table', { name: '1 credit note' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Date', 'Supplier', 'Goods receipt', 'Invoice', 'Amount', 'Description', 'Status', 'Actions']);
    expect(within(table).getByText('In force')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Cancel PCR26-11/0001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      `Cancel credit note PCR26-11/0001? The bill ${receipt.seq} and the books are restored; the note stays in the list, marked cancelled.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel note' }));
    expect(
      await screen.findByText('Credit note PCR26-11/0001 cancelled.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancelled', undefined, { timeout: 8000 })).toHaveClass('badge');
  });
});

describe('credit notes: print (7) and reprint (8), counted by the server', () => {
  it('prints once then reads Reprint; reprint needs its own right; a cancelled note is not printed', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const saved = await dataProvider.write(API.save, note((await receive()).recordId, 100));
    const seq = String(saved.seq);
    const count = async () =>
      (await dataProvider.report<CreditNoteRow[]>(API.list, { frmDate: '01-Nov-2026', toDate: '30-Nov-2026' })).find(
        (row) => row.seq === seq,
      )!.printCount;
    const { user, unmount } = renderApp(
      '/applayout-sidebar-large/procurement/pur-credit-notes?from=2026-11-01&to=2026-11-30',
    );
    await user.click(await screen.findByRole('button', { name: `Print ${seq}` }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: `Credit note ${seq}` }, { timeout: 8000 })).toBeInTheDocument();
    expect(await count()).toBe(1);
    expect(
      (await activities(COMPANY)).some(
        (row) => row.subject === 'Credit note' && row.action === 'Print' && row.reference === seq,
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: `Reprint ${seq}` }, { timeout: 8000 })).toBeInTheDocument();
    unmount();
    // Staff has neither 7 nor 8: the server itself refuses the second copy.
    await signInAs(COMPANY, 'staff');
    expect(await refusal(dataProvider.action(API.print, String(saved.recordId)))).toBe(NOT_AUTHORISED);
    await signInAs(COMPANY, 'admin');
    expect(await count()).toBe(1);
    await dataProvider.write(API.remove, { recordId: saved.recordId });
    expect(await refusal(dataProvider.action(API.print, String(saved.recordId)))).toBe(
      `Credit note ${seq} is cancelled.`,
    );
    expect(await count()).toBe(1);
  });
});
