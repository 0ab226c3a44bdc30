import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { onHand, stockIndex } from '../../src/kits/stock/stock-balance';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { RETURN_ENDPOINTS } from '../../src/modules/procurement/returns/return-endpoints';
import type { ReturnAnswer, ReturnSource } from '../../src/modules/procurement/returns/return-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
const COMPANY = 1002;
const STORE = 'WH';
const SUPPLIER = 'SUP-002';
const ITEM = 'ITM-0001';
const TAXES = [
  { sno: 1, taxcode: 'GST18-C', taxper: 0, taxvalue: 0 },
  { sno: 2, taxcode: 'GST18-S', taxper: 0, taxvalue: 0 },
];

/** A direct goods receipt of 5 boxes of 2 at 100 + 18% GST (total 590): its record id and MIR number. */
async function receive(): Promise<{ recordId: number; seq: string }> {
  const header = {
    recordId: null,
    seq: '',
    dat: '2026-11-21',
    purchaseType: 'LOCAL',
    invoiceno: 'INV-77',
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
    store: STORE,
    itemId: ITEM,
    itemName: '',
    batchno: 'B7',
    manudate: '',
    expdate: '',
    qty: 5,
    um: 'BOX',
    rat: 100,
    mrp: 2,
    gin: '',
  };
  const answer = await dataProvider.write(RECEIPT_ENDPOINTS.save, { header, lines: [line], taxes: TAXES, traCheck: 1 });
  return { recordId: Number(answer.recordId), seq: String(answer.seq) };
}
const source = async (recordId: number) =>
  (await dataProvider.get<ReturnSource>(RETURN_ENDPOINTS.receipt, String(recordId)))!;
const returnBody = (refMir: number, gin: string, qty: number) => ({
  header: { dat: '2026-11-22', refMir, vendorid: SUPPLIER, baseamt: 0, taxes: 0, totalAmt: 0 },
  lines: [{ itemId: ITEM, batchno: 'B7', manudate: '', expdate: '', qty, mrp: 2, rat: 100, branchId: gin }],
  taxes: [],
  traCheck: 1,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [error.message, ...Object.values(error.fieldErrors ?? {})].join(' | '),
  );
const stock = async () => onHand(stockIndex([...(await stockLedger(COMPANY))]), ITEM, STORE);
const balance = async () => partyBalancePaise(await partyLedger(COMPANY), SUPPLIER);
const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};

describe('purchase returns on the demo backend (SetPurchaseReturn)', () => {
  it('returns part of a lot: stock, supplier balance and books follow; more than is left is refused naming the lot; cancel restores all', async () => {
    await signInAs(COMPANY, 'admin');
    const receipt = await receive();
    const lot = (await source(receipt.recordId)).lines[0]!;
    expect(lot).toMatchObject({ itemid: ITEM, qty: 5, conversion: 2, available: 10, qtyout: 0 });
    const [stockBefore, balanceBefore] = [await stock(), await balance()];

    const over = await refusal(dataProvider.write(RETURN_ENDPOINTS.save, returnBody(receipt.recordId, lot.gin, 6)));
    expect(over).toContain(`Only 10 ${lot.stdum} is left of lot ${lot.gin}`.trim());
    expect(await stock()).toBe(stockBefore);

    const saved = await dataProvider.write(RETURN_ENDPOINTS.save, returnBody(receipt.recordId, lot.gin, 2));
    expect(saved).toMatchObject({ result: 'OK', seq: 'PRT26-11/0001' });
    expect(await stock()).toBe(stockBefore - 4);
    expect(balanceBefore - (await balance())).toBe(toPaise(236));
    expect((await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === 'PRT26-11/0001').length).toBeGreaterThan(
      1,
    );
    expect(await balanced()).toBe(true);
    const after = await source(receipt.recordId);
    expect(after.lines[0]).toMatchObject({ available: 6, qtyout: 4 });
    expect(after.prevPurchaseReturn.map((row) => row.seq)).toEqual(['PRT26-11/0001']);
    expect(after.header.pending).toBe(354);
    expect(
      (await activities(COMPANY)).some((row) => row.subject === 'Purchase return' && row.reference === 'PRT26-11/0001'),
    ).toBe(true);

    // Cancelling the return: the goods go back into the lot, the bill and the books are restored.
    await dataProvider.write(RETURN_ENDPOINTS.remove, { recordId: saved.recordId });
    expect(await stock()).toBe(stockBefore);
    expect(await balance()).toBe(balanceBefore);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === 'PRT26-11/0001')).toBe(false);
    expect(await balanced()).toBe(true);
    const list = await dataProvider.report<Array<{ seq: string; pos: number; branchId: string }>>(
      RETURN_ENDPOINTS.list,
      { frmDate: '01-Nov-2026', toDate: '30-Nov-2026' },
    );
    expect(list[0]).toMatchObject({ seq: 'PRT26-11/0001', pos: 9, branchId: receipt.seq });
  });

  it('refuses a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    const receipt = await receive();
    const lot = (await source(receipt.recordId)).lines[0]!;
    await signInAs(COMPANY, 'staff');
    expect(await refusal(dataProvider.write(RETURN_ENDPOINTS.save, returnBody(receipt.recordId, lot.gin, 1)))).toBe(
      NOT_AUTHORISED,
    );
  });
});

describe('purchase returns: the screen', () => {
  it('picks the supplier’s receipt, shows what is left of each lot, marks too much beside the line, saves once and cancels from the list', async () => {
    await signInAs(COMPANY, 'admin');
    const receipt = await receive();
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-returns?from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: 'New purchase return' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New purchase return' }, { timeout: 8000 });
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-22');
    await screen.findByRole('option', { name: new RegExp(`\\(${SUPPLIER}\\)$`) }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Supplier'), SUPPLIER);
    await user.selectOptions(screen.getByLabelText('Goods receipt'), String(receipt.recordId));
    const lines = await screen.findByRole('table', { name: /type what goes back/ }, { timeout: 8000 });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('5 BOX');
    const qty = screen.getByLabelText('Return quantity, line 1');
    await user.type(qty, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Only 5 BOX is left of lot \d+\.$/)).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '2');
    expect(screen.getByLabelText('Totals of the return')).toHaveTextContent('236.00');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'PRT26-11/0001' }, { timeout: 8000 })).toBeInTheDocument();
    const saves = requests.filter((request) => request.url.endsWith(`/${RETURN_ENDPOINTS.save}`));
    expect(saves).toHaveLength(1);
    expect(await saves[0]!.clone().json()).toMatchObject({
      traCheck: 1,
      header: { refMir: receipt.recordId, vendorid: SUPPLIER },
      lines: [{ qty: 2, mrp: 2, rat: 100 }],
    });

    const table = screen.getByRole('table', { name: '1 return' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Date', 'Supplier', 'Goods receipt', 'Invoice', 'Total', 'Status', 'Actions']);
    expect(within(table).getByText('In force')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel PRT26-11/0001' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Cancel purchase return PRT26-11/0001? The goods go back into their lots, and the supplier’s bill and the books are restored. The return stays in the list, marked cancelled.',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel return' }));
    expect(await screen.findByText('Cancelled', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect((await source(receipt.recordId)).lines[0]!.available).toBe(10);
  });
});

describe('purchase returns: print (7) and reprint (8), counted by the server', () => {
  it('prints once then reads Reprint; reprint needs its own right; a cancelled return is not printed', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const receipt = await receive();
    const saved = await dataProvider.write(
      RETURN_ENDPOINTS.save,
      returnBody(receipt.recordId, (await source(receipt.recordId)).lines[0]!.gin, 1),
    );
    const seq = String(saved.seq);
    const count = async () =>
      (await dataProvider.get<ReturnAnswer>(RETURN_ENDPOINTS.get, String(saved.recordId)))!.header.printCount;
    const { user, unmount } = renderApp(
      '/applayout-sidebar-large/procurement/pur-returns?from=2026-11-01&to=2026-11-30',
    );
    await user.click(await screen.findByRole('button', { name: `Print ${seq}` }, { timeout: 8000 }));
    expect(
      await screen.findByRole('heading', { name: `Purchase return ${seq}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await count()).toBe(1);
    expect(
      (await activities(COMPANY)).some(
        (row) => row.subject === 'Purchase return' && row.action === 'Print' && row.reference === seq,
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: `Reprint ${seq}` }, { timeout: 8000 })).toBeInTheDocument();
    unmount();
    // Staff has neither 7 nor 8: the server itself refuses the second copy.
    await signInAs(COMPANY, 'staff');
    expect(await refusal(dataProvider.action(RETURN_ENDPOINTS.print, String(saved.recordId)))).toBe(NOT_AUTHORISED);
    await signInAs(COMPANY, 'admin');
    expect(await count()).toBe(1);
    await dataProvider.write(RETURN_ENDPOINTS.remove, { recordId: saved.recordId });
    expect(await refusal(dataProvider.action(RETURN_ENDPOINTS.print, String(saved.recordId)))).toBe(
      `Purchase return ${seq} is cancelled.`,
    );
    await waitFor(() => expect(count()).resolves.toBe(1));
  });
});
