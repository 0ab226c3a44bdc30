import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { onHand, stockIndex } from '../../src/kits/stock/stock-balance';
import type { StockRequirements } from '../../src/modules/inventory/stock-transactions/stock-wire';
import { STOCK_ENDPOINTS } from '../../src/modules/inventory/stock-transactions/tra-types';
import { CREDIT_NOTE_ENDPOINTS } from '../../src/modules/procurement/credit-notes/credit-note-endpoints';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { PAYMENT_ENDPOINTS } from '../../src/modules/procurement/payments/payment-types';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1002;
const STORE = 'WH';
const ITEM = 'ITM-0001';
const SUPPLIER = 'SUP-002';
const today = format(new Date(), 'yyyy-MM-dd');

/** 'saved' or the refusal's text. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );

/** A direct goods receipt of `qty` of ITEM at `rat`, no taxes: its bill is qty x rat. */
async function receive(qty: number, rat: number): Promise<string> {
  const header = {
    recordId: null,
    seq: '',
    dat: today,
    purchaseType: 'LOCAL',
    invoiceno: 'INV-LEDGER',
    invoicedat: today,
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
    batchno: 'L1',
    manudate: '',
    expdate: '',
    qty,
    um: '',
    rat,
    mrp: 1,
    gin: '',
  };
  const saved = await dataProvider.write(RECEIPT_ENDPOINTS.save, { header, lines: [line], taxes: [], traCheck: 1 });
  return String(saved.seq);
}

describe('writes that read and change the same ledger run one at a time', () => {
  it('two issues sent at once, each of the whole stock: one is saved, the other refused, each with its own number', async () => {
    await signInAs(COMPANY, 'admin');
    const requirements = await dataProvider.report<StockRequirements>(STOCK_ENDPOINTS.requirements, { recordId: 103 });
    const department = requirements.trans[0]!.recordid;
    const stock = onHand(stockIndex([...(await stockLedger(COMPANY))]), ITEM, STORE);
    expect(stock).toBeGreaterThan(0);
    const issue = (descriptio: string) =>
      dataProvider.write(STOCK_ENDPOINTS.save, {
        header: { traType: 'Issues', dat: today, descriptio, department },
        lines: [{ sno: 1, itemId: ITEM, qtyin: 0, qtyout: stock, store: STORE }],
      });
    const results = await Promise.all([outcome(issue('first')), outcome(issue('second'))]);
    expect(results.filter((result) => result === 'saved')).toHaveLength(1);
    expect(onHand(stockIndex([...(await stockLedger(COMPANY))]), ITEM, STORE)).toBe(0);
    const listed = await dataProvider.report<Array<{ recordId: string; descriptio: string }>>(STOCK_ENDPOINTS.list, {
      frmDate: today,
      toDate: today,
      detail: 'Issues',
    });
    expect(
      listed.filter((document) => document.descriptio === 'first' || document.descriptio === 'second'),
    ).toHaveLength(1);
  });

  it('a payment and a credit note sent at once, each for all that is pending on a bill: one goes through, the balance never below zero', async () => {
    await signInAs(COMPANY, 'admin');
    const before = partyBalancePaise(await partyLedger(COMPANY), SUPPLIER);
    const bill = await receive(2, 50);
    const bills = await dataProvider.report<Array<{ billId: string; pending: number }>>(
      PAYMENT_ENDPOINTS.pendingBills,
      { detail: SUPPLIER },
    );
    expect(bills.find((row) => row.billId === bill)?.pending).toBe(100);
    const pay = dataProvider.write(PAYMENT_ENDPOINTS.save, {
      header: { dat: today, vendorid: SUPPLIER, amt: 100, paymentmode: 'CAS', accountId: 'AC001', remarks: '' },
      lines: [{ billId: bill, amt: 100 }],
    });
    const note = dataProvider.write(CREDIT_NOTE_ENDPOINTS.save, {
      note: { dat: today, transactionId: bill, transactionType: 'PCR', amt: 100, descriptio: '' },
    });
    const results = await Promise.all([outcome(pay), outcome(note)]);
    expect(results.filter((result) => result === 'saved')).toHaveLength(1);
    expect(partyBalancePaise(await partyLedger(COMPANY), SUPPLIER)).toBe(before);
  });
});

describe('generic document saves share the write queue', () => {
  it('two purchase orders sent at once take two numbers', async () => {
    await signInAs(COMPANY, 'admin');
    const stored = await dataProvider.get<{
      header: Record<string, unknown>;
      lines: unknown[];
      taxes: unknown[];
      terms: unknown[];
    }>('api/purPurchaseOrders/GetPurchaseOrder', '2');
    const body = {
      header: { ...stored!.header, recordId: null, seq: '', pos: 0, printCount: 0 },
      // The line amounts are the answer's (the server works them out): not sent.
      lines: stored!.lines.map((line) =>
        Object.fromEntries(Object.entries(line as object).filter(([name]) => name !== 'amount')),
      ),
      taxes: stored!.taxes,
      terms: stored!.terms,
      traCheck: 1,
    };
    const [first, second] = await Promise.all([
      dataProvider.write('api/purPurchaseOrders/SetPurchaseOrder', body),
      dataProvider.write('api/purPurchaseOrders/SetPurchaseOrder', body),
    ]);
    // GeneralInformation: the period and the TypeOfOrder ("PO").
    const orders = await dataProvider.report<Array<{ recordId: number; seq: string }>>(
      'api/purPurchaseOrders/GetPurchaseOrders',
      { frmDate: '01-Jan-2026', toDate: format(new Date(), 'dd-MMM-yyyy'), detail: 'PO' },
    );
    const made = orders.filter(
      (order) => order.recordId === Number(first.recordId) || order.recordId === Number(second.recordId),
    );
    expect(made).toHaveLength(2);
    expect(new Set(made.map((order) => order.seq)).size).toBe(2);
  });
});
