import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { onHand, stockIndex } from '../../src/kits/stock/stock-balance';
import { RECEIVED } from '../../src/modules/procurement/domain/approval-status';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { CREDIT_NOTE_ENDPOINTS } from '../../src/modules/procurement/credit-notes/credit-note-endpoints';
import { PAYMENT_ENDPOINTS } from '../../src/modules/procurement/payments/payment-types';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type {
  PendingOrderLine,
  ReceiptHeader,
  ReceiptHeaderInput,
  ReceiptInput,
} from '../../src/kits/inward/receipt-types';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import {
  replaceAccountAssignments,
  purchaseAccountAssignments,
} from '../../src/mocks/procurement/account-assign-store';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { orderOf } from '../../src/mocks/core/inward/receipt-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1002;
/** 1002 trades retail goods: its central warehouse. */
const STORE = 'WH';

const header = (refPoid: number | null, vendorid: string): ReceiptHeaderInput => ({
  recordId: null,
  seq: '',
  dat: '2026-11-21',
  purchaseType: 'LOCAL',
  invoiceno: 'INV-881',
  invoicedat: '2026-11-20',
  transporter: 'VRL',
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
const line = (itemId: string, qty: number, rat: number, mrp = 1) => ({
  sno: 0,
  store: STORE,
  itemId,
  itemName: '',
  batchno: 'B1',
  manudate: '',
  expdate: '',
  qty,
  um: '',
  rat,
  mrp,
  gin: '',
});
/** A stored header as the client sends it back: the advance, payable and prints are the server's to work out. */
const asInput = (header: Partial<ReceiptHeader>) =>
  Object.fromEntries(Object.entries(header).filter(([name]) => !['advance', 'payable', 'printCount'].includes(name)));
const save = (body: ReceiptInput, traCheck: 1 | 2 | 3) =>
  dataProvider.write(RECEIPT_ENDPOINTS.save, { ...body, header: asInput(body.header), traCheck });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [
        error.message,
        ...Object.entries(error.fieldErrors ?? {}).map(([field, message]) => `${field}: ${message}`),
      ].join(' | '),
  );
const stockOf = async (item: string) => onHand(stockIndex([...(await stockLedger(COMPANY))]), item, STORE);
const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};

describe('goods receipts on the demo backend (SetPurchase)', () => {
  it('receives part of an approved order, then the rest; stock, supplier ledger and the voucher follow; cancel takes it all back', async () => {
    await signInAs(COMPANY, 'admin');
    const order = (await orderOf(COMPANY, 1))!;
    const first = order.lines[0]!;
    const pending = await dataProvider.report<PendingOrderLine[]>(RECEIPT_ENDPOINTS.pendingOrderLines, { recordId: 1 });
    expect(pending[0]).toMatchObject({ itemId: first.itemId, ordered: first.qty, received: 0, pending: first.qty });
    const before = await stockOf(first.itemId);
    const balanceBefore = partyBalancePaise(await partyLedger(COMPANY), order.vendorid);

    // Over the pending quantity: refused on the line, nothing written.
    const over = await refusal(
      save({ header: header(1, order.vendorid), lines: [line(first.itemId, first.qty + 1, first.rat)], taxes: [] }, 1),
    );
    expect(over).toMatch(
      /^Check the marked fields and save again\. \| lines\.0\.qty: Only \d+ of .+ is still pending on order PO26-10\/0001; this receipt takes \d+$/,
    );
    expect(await stockOf(first.itemId)).toBe(before);

    // Part of it, in boxes of 2 (conversion 2): stock rises by qty x 2 in the stock unit.
    const part = await save(
      {
        header: header(1, order.vendorid),
        lines: [line(first.itemId, 2, 100, 2)],
        taxes: [
          { sno: 1, taxcode: 'GST18-C', taxper: 0, taxvalue: 0 },
          { sno: 2, taxcode: 'GST18-S', taxper: 0, taxvalue: 0 },
        ],
      },
      1,
    );
    expect(part).toMatchObject({ result: 'OK', seq: 'MIR26-11/0001' });
    expect(await stockOf(first.itemId)).toBe(before + 4);
    const stored = await dataProvider.get<{ header: ReceiptHeader; linedetails: ReceiptInput['lines'] }>(
      RECEIPT_ENDPOINTS.get,
      String(part.recordId),
    );
    expect(stored!.header).toMatchObject({
      baseamt: 200,
      taxes: 36,
      totalAmt: 236,
      payable: 236,
      vendorid: order.vendorid,
    });
    expect(stored!.linedetails[0]!.gin).toMatch(/^26112100001$/);
    expect(partyBalancePaise(await partyLedger(COMPANY), order.vendorid) - balanceBefore).toBe(toPaise(236));
    const voucher = (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === 'MIR26-11/0001');
    expect(fromPaise(sumPaise(voucher.map((entry) => entry.debit)))).toBe(236);
    expect(voucher.find((entry) => entry.account === 'AC950')?.credit).toBe(toPaise(236));
    expect(await balanced()).toBe(true);
    expect((await orderOf(COMPANY, 1))!.pos).toBe(order.pos);

    // The rest of every line: the order is received in full.
    const rest = (
      await dataProvider.report<PendingOrderLine[]>(RECEIPT_ENDPOINTS.pendingOrderLines, { recordId: 1 })
    ).map((row) => line(row.itemId, row.pending, row.rat));
    await save({ header: header(1, order.vendorid), lines: rest, taxes: [] }, 1);
    expect((await orderOf(COMPANY, 1))!.pos).toBe(RECEIVED);
    const again = await refusal(
      save({ header: header(1, order.vendorid), lines: [line(first.itemId, 1, 1)], taxes: [] }, 1),
    );
    expect(again).toContain('refPoid: Order PO26-10/0001 has been received in full.');

    // The order cannot be cancelled while goods are received against it.
    const orderCancel = await refusal(
      dataProvider.write('api/purPurchaseOrders/SetPurchaseOrder', {
        header: { recordId: 1 },
        lines: [],
        taxes: [],
        terms: [],
        traCheck: 3,
      }),
    );
    expect(orderCancel).toMatch(
      /^Goods have been received against order PO26-10\/0001 \(goods receipt MIR26-11\/000\d\); cancel the receipt first\.$/,
    );

    // Cancelling the first receipt: its stock, bill and voucher go, the order reopens.
    await save({ header: stored!.header, lines: stored!.linedetails, taxes: [] }, 3);
    expect(await stockOf(first.itemId)).toBe(before + first.qty - 2);
    expect((await ledgerEntries(COMPANY)).some((entry) => entry.voucher === 'MIR26-11/0001')).toBe(false);
    expect((await orderOf(COMPANY, 1))!.pos).toBe(order.pos);
    expect(await balanced()).toBe(true);
  });

  it('saves a receipt once when its save is sent again with the same Idempotency-Key (a retry after the network dropped)', async () => {
    await signInAs(COMPANY, 'admin');
    const body = { header: header(null, 'SUP-002'), lines: [line('ITM-0001', 3, 10)], taxes: [], traCheck: 1 };
    const first = await dataProvider.write(RECEIPT_ENDPOINTS.save, body, 'retry-key-1');
    const again = await dataProvider.write(RECEIPT_ENDPOINTS.save, body, 'retry-key-1');
    expect(again).toEqual(first);
    const receipts = await dataProvider.report<ReceiptHeader[]>(RECEIPT_ENDPOINTS.list, {
      frmDate: '01-Nov-2026',
      toDate: '30-Nov-2026',
    });
    expect(receipts.filter((receipt) => receipt.invoiceno === 'INV-881')).toHaveLength(1);
  });

  it('keeps a receipt whose bill a payment or credit note settled: cancel, another supplier and a total below what was settled are refused, the balance untouched', async () => {
    await signInAs(COMPANY, 'admin');
    const saved = await save({ header: header(null, 'SUP-002'), lines: [line('ITM-0001', 4, 25)], taxes: [] }, 1);
    const seq = String(saved.seq);
    await dataProvider.write(PAYMENT_ENDPOINTS.save, {
      header: { dat: '2026-11-21', vendorid: 'SUP-002', amt: 60, paymentmode: 'CAS', accountId: 'AC001', remarks: '' },
      lines: [{ billId: seq, amt: 60 }],
    });
    await dataProvider.write(CREDIT_NOTE_ENDPOINTS.save, {
      note: {
        dat: '2026-11-21',
        transactionId: seq,
        transactionType: 'PCR',
        amt: 10,
        descriptio: '',
      },
    });
    const balance = partyBalancePaise(await partyLedger(COMPANY), 'SUP-002');
    const stored = (await dataProvider.get<{ header: ReceiptHeader; linedetails: ReceiptInput['lines'] }>(
      RECEIPT_ENDPOINTS.get,
      String(saved.recordId),
    ))!;

    const cancel = await refusal(save({ header: stored.header, lines: stored.linedetails, taxes: [] }, 3));
    expect(cancel).toMatch(
      /^Goods receipt MIR26-11\/0001 cannot be cancelled: its bill has been settled by (PPY26-11\/0001, PCR26-11\/0001|PCR26-11\/0001, PPY26-11\/0001) \(70\.00\); cancel them first\.$/,
    );
    const moved = await refusal(
      save({ header: { ...stored.header, vendorid: 'SUP-001' }, lines: stored.linedetails, taxes: [] }, 2),
    );
    expect(moved).toContain('cannot move to another supplier');
    const lower = await refusal(
      save({ header: stored.header, lines: [{ ...stored.linedetails[0]!, qty: 2 }], taxes: [] }, 2),
    );
    expect(lower).toContain('would owe 50.00, less than the');
    expect(partyBalancePaise(await partyLedger(COMPANY), 'SUP-002')).toBe(balance);
    expect(await balanced()).toBe(true);

    // Still allowed: a change that leaves the bill above what was settled.
    expect(
      await refusal(
        save(
          {
            header: { ...stored.header, invoiceno: 'INV-882' },
            lines: [{ ...stored.linedetails[0]!, qty: 3 }],
            taxes: [],
          },
          2,
        ),
      ),
    ).toBe('saved');
    expect(partyBalancePaise(await partyLedger(COMPANY), 'SUP-002')).toBe(balance - toPaise(25));
  });

  it('refuses an order waiting for approval, another supplier, and unmapped accounts (naming the codes)', async () => {
    await signInAs(COMPANY, 'admin');
    const pendingOrder = (await orderOf(COMPANY, 8))!;
    const answer = await dataProvider
      .write(RECEIPT_ENDPOINTS.save, {
        header: header(8, pendingOrder.vendorid),
        lines: [line(pendingOrder.lines[0]!.itemId, 1, 10)],
        taxes: [],
        traCheck: 1,
      })
      .catch((error: { fieldErrors?: Record<string, string> }) => error.fieldErrors);
    expect(answer).toMatchObject({ refPoid: expect.stringContaining('is waiting for approval') });
    const mapped = await purchaseAccountAssignments(COMPANY);
    await replaceAccountAssignments(
      COMPANY,
      'PUR',
      mapped.filter((row) => row.transcode !== 'PUR_CRP'),
    );
    const unmapped = await refusal(
      save({ header: header(null, 'SUP-002'), lines: [line('ITM-0001', 1, 10)], taxes: [] }, 1),
    );
    expect(unmapped).toContain('not mapped for PUR_CRP');
  });
});
