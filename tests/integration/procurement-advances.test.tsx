import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import {
  ADVANCE_ENDPOINTS,
  type AdvanceOrder,
  type TotAdvance,
} from '../../src/modules/procurement/advances/advance-types';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptInput, ReceiptHeader, ReceiptHeaderInput } from '../../src/kits/inward/receipt-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { activities } from '../../src/mocks/core/activity-log';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { orderOf } from '../../src/mocks/core/inward/receipt-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const COMPANY = 1002;
const DAT = '2026-11-21';

const receiptHeader = (refPoid: number, vendorid: string): ReceiptHeaderInput => ({
  recordId: null,
  seq: '',
  dat: DAT,
  purchaseType: 'LOCAL',
  invoiceno: 'INV-9',
  invoicedat: DAT,
  transporter: '',
  vendorid,
  vendorname: '',
  refPoid,
  qcCheck: 0,
  baseamt: 0,
  discount: 0,
  taxes: 0,
  others: 0,
  totalAmt: 0,
  pos: 0,
});
const advance = (transactionId: number, amt: number) => ({
  transactionId,
  dat: DAT,
  amt,
  paymentmode: 'CAS',
  accountId: 'AC001',
  remarks: 'Advance',
  bankdetails: '',
});
const saveAdvance = (body: Record<string, unknown>, tracheck: 1 | 3) =>
  dataProvider.write(ADVANCE_ENDPOINTS.save, { advance: body, tracheck });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};

describe('supplier advances on an order (SetTotalAdvanceDetails) and the goods receipt that deducts them', () => {
  it('pays an advance, posts Dr PUR_VOU Cr cash, and the receipt against the order owes total − advance', async () => {
    await signInAs(COMPANY, 'admin');
    const orders = await dataProvider.report<AdvanceOrder[]>(ADVANCE_ENDPOINTS.pendingOrders, { recordId: 1 });
    expect(orders.some((order) => order.recordId === 1)).toBe(true);
    const order = (await orderOf(COMPANY, 1))!;
    const balanceBefore = partyBalancePaise(await partyLedger(COMPANY), order.vendorid);

    const saved = await saveAdvance(advance(1, 50), 1);
    const paid = saved.advance as TotAdvance;
    expect(paid).toMatchObject({
      seq: 'ADVO2627_000001',
      tratype: 'PUR_VOU',
      partyId: order.vendorid,
      amt: 50,
      detail1: order.seq,
    });
    const voucher = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === paid.seq);
    expect(voucher.map((entry) => [entry.debit, entry.credit])).toEqual([
      [toPaise(50), 0],
      [0, toPaise(50)],
    ]);
    expect(voucher[1]!.account).toBe('AC001');
    expect(partyBalancePaise(await partyLedger(COMPANY), order.vendorid)).toBe(balanceBefore);
    expect(await balanced()).toBe(true);

    const line = order.lines[0]!;
    const receipt: ReceiptInput = {
      header: receiptHeader(1, order.vendorid),
      lines: [
        {
          sno: 0,
          store: 'WH',
          itemId: line.itemId,
          itemName: '',
          batchno: 'B1',
          manudate: '',
          expdate: '',
          qty: 1,
          um: '',
          rat: 200,
          mrp: 1,
          gin: '',
        },
      ],
      taxes: [],
    };
    const created = await dataProvider.write(RECEIPT_ENDPOINTS.save, { ...receipt, traCheck: 1 });
    const stored = await dataProvider.get<{ header: ReceiptHeader }>(RECEIPT_ENDPOINTS.get, String(created.recordId));
    expect(stored!.header).toMatchObject({ totalAmt: 200, advance: 50, payable: 150 });
    expect(partyBalancePaise(await partyLedger(COMPANY), order.vendorid) - balanceBefore).toBe(toPaise(150));
    expect(await balanced()).toBe(true);

    // Deducted: the advance cannot be cancelled while that receipt stands.
    expect(await refusal(saveAdvance({ recordId: paid.recordId }, 3))).toMatch(/has been deducted by a goods receipt/);
    // A second receipt of the same order deducts nothing more.
    const second = await dataProvider.write(RECEIPT_ENDPOINTS.save, { ...receipt, traCheck: 1 });
    expect(
      (await dataProvider.get<{ header: ReceiptHeader }>(RECEIPT_ENDPOINTS.get, String(second.recordId)))!.header
        .advance,
    ).toBe(0);
  });

  it('deducts an advance larger than a receipt up to its total, and the rest from the next receipt', async () => {
    await signInAs(COMPANY, 'admin');
    const order = (await orderOf(COMPANY, 4))!;
    await saveAdvance(advance(4, 300), 1);
    const line = order.lines[0]!;
    const receipt: ReceiptInput = {
      header: receiptHeader(4, order.vendorid),
      lines: [
        {
          sno: 0,
          store: 'WH',
          itemId: line.itemId,
          itemName: '',
          batchno: 'B1',
          manudate: '',
          expdate: '',
          qty: 1,
          um: '',
          rat: 200,
          mrp: 1,
          gin: '',
        },
      ],
      taxes: [],
    };
    const headerOf = async (recordId: unknown) =>
      (await dataProvider.get<{ header: ReceiptHeader }>(RECEIPT_ENDPOINTS.get, String(recordId)))!.header;
    const first = await dataProvider.write(RECEIPT_ENDPOINTS.save, { ...receipt, traCheck: 1 });
    expect(await headerOf(first.recordId)).toMatchObject({ totalAmt: 200, advance: 200, payable: 0 });
    const second = await dataProvider.write(RECEIPT_ENDPOINTS.save, { ...receipt, traCheck: 1 });
    expect(await headerOf(second.recordId)).toMatchObject({ totalAmt: 200, advance: 100, payable: 100 });
    expect(await balanced()).toBe(true);
  });

  it('cancels an advance not yet deducted (row and voucher taken back), and refuses a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    const order = (await orderOf(COMPANY, 2))!;
    const saved = (await saveAdvance(advance(2, 75.5), 1)).advance as TotAdvance;
    const cancelled = (await saveAdvance({ recordId: saved.recordId }, 3)).advance as TotAdvance;
    expect(cancelled.cancelled).toBe(true);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === saved.seq)).toBe(false);
    expect((await partyLedger(COMPANY)).some((row) => row.transactionId === saved.seq)).toBe(false);
    const listed = await dataProvider.report<TotAdvance[]>(ADVANCE_ENDPOINTS.list, {
      frmDate: '01-Nov-2026',
      toDate: '30-Nov-2026',
    });
    expect(listed.find((row) => row.seq === saved.seq)?.cancelled).toBe(true);
    expect(await refusal(saveAdvance(advance(2, 0), 1))).toMatch(/Check the marked fields/);
    expect(await balanced()).toBe(true);

    await signInAs(COMPANY, 'staff');
    expect(await refusal(saveAdvance(advance(order.recordId, 10), 1))).toBe(
      'You are not authorised for this transaction',
    );
  });

  it('refuses to cancel an order holding an advance (it could never be deducted), and cancels it once the advance is', async () => {
    await signInAs(COMPANY, 'admin');
    const order = (await orderOf(COMPANY, 2))!;
    const paid = (await saveAdvance(advance(2, 40), 1)).advance as TotAdvance;
    const cancelOrder = () =>
      dataProvider.write('api/purPurchaseOrders/SetPurchaseOrder', {
        header: { recordId: 2 },
        lines: [],
        taxes: [],
        terms: [],
        traCheck: 3,
      });
    expect(await refusal(cancelOrder())).toBe(
      `Advances have been paid on order ${order.seq} (${paid.seq}); cancel them first.`,
    );
    expect((await orderOf(COMPANY, 2))!.pos).toBe(order.pos);
    await saveAdvance({ recordId: paid.recordId }, 3);
    expect(await refusal(cancelOrder())).toBe('saved');
  });

  it('prints an advance (7) once, then each copy is a reprint (8), counted and logged', async () => {
    await signInAs(COMPANY, 'admin');
    const paid = (await saveAdvance(advance(2, 40), 1)).advance as TotAdvance;
    await dataProvider.action(ADVANCE_ENDPOINTS.print, String(paid.recordId));
    await dataProvider.action(ADVANCE_ENDPOINTS.print, String(paid.recordId));
    const logged = (await activities(COMPANY)).filter(
      (row) => row.subject === 'Supplier advance' && row.reference === paid.seq && /print/i.test(row.action),
    );
    expect(logged.map((row) => [row.action, row.detail]).sort()).toEqual([
      ['Print', 'Copy 1'],
      ['Reprint', 'Copy 2'],
    ]);
    const listed = await dataProvider.report<TotAdvance[]>(ADVANCE_ENDPOINTS.list, {
      frmDate: '01-Nov-2026',
      toDate: '30-Nov-2026',
    });
    expect(listed.find((row) => row.seq === paid.seq)?.printCount).toBe(2);
  });

  it('prints in the write queue: a print beside a cancel never writes the advance back uncancelled', async () => {
    await signInAs(COMPANY, 'admin');
    const paid = (await saveAdvance(advance(2, 30), 1)).advance as TotAdvance;
    const [cancelled, printed] = await Promise.all([
      refusal(saveAdvance({ recordId: paid.recordId }, 3)),
      refusal(dataProvider.action(ADVANCE_ENDPOINTS.print, String(paid.recordId))),
    ]);
    expect(cancelled).toBe('saved');
    const listed = (
      await dataProvider.report<TotAdvance[]>(ADVANCE_ENDPOINTS.list, { frmDate: '01-Nov-2026', toDate: '30-Nov-2026' })
    ).find((row) => row.seq === paid.seq)!;
    expect(listed.cancelled).toBe(true);
    // Either the print went first (its copy kept by the cancel) or after (refused).
    expect(printed === 'saved' ? listed.printCount : printed).toBe(
      printed === 'saved' ? 1 : `Advance ${paid.seq} is cancelled.`,
    );
    expect(await balanced()).toBe(true);
  });

  it('cancels an advance from the list with an Idempotency-Key, so a cancel sent again after no answer is answered as the first', async () => {
    await signInAs(COMPANY, 'admin');
    const paid = (await saveAdvance(advance(2, 40), 1)).advance as TotAdvance;
    const sent = requests.length;
    const { user } = renderApp('/applayout-sidebar-large/procurement/pur-stock-advances?from=2026-11-01&to=2026-11-30');
    await user.click(await screen.findByRole('button', { name: `Cancel ${paid.seq}` }, { timeout: 8000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel advance' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    const cancels = requests.slice(sent).filter((request) => request.url.endsWith(`/${ADVANCE_ENDPOINTS.save}`));
    expect(cancels).toHaveLength(1);
    const key = cancels[0]!.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(
      await refusal(
        dataProvider.write(ADVANCE_ENDPOINTS.save, { advance: { recordId: paid.recordId }, tracheck: 3 }, key!),
      ),
    ).toBe('saved');
  });

  it('pays an advance through the screen: validation beside the fields, then saved and listed', async () => {
    await signInAs(COMPANY, 'admin');
    const { user } = renderApp(
      `/applayout-sidebar-large/procurement/pur-stock-advances?record=new&from=2026-01-01&to=${format(new Date(), 'yyyy-MM-dd')}`,
    );
    await screen.findByRole('heading', { name: 'New supplier advance' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the order')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above zero')).toBeInTheDocument();
    const order = (await orderOf(COMPANY, 5))!;
    await user.selectOptions(screen.getByLabelText('Order'), '5');
    await user.type(screen.getByLabelText('Amount'), '120');
    await user.selectOptions(screen.getByLabelText('Account'), 'AC001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = (await screen.findByText(order.seq, undefined, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('120.00')).toBeInTheDocument();
  });
});
