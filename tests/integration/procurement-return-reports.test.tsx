import { configure, screen } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ReportResult } from '../../src/engine/report/report';
import { COST_REPORT_ENDPOINTS as E } from '../../src/modules/procurement/cost-reports/cost-report-endpoints';
import { CREDIT_NOTE_ENDPOINTS } from '../../src/modules/procurement/credit-notes/credit-note-endpoints';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { RETURN_ENDPOINTS } from '../../src/modules/procurement/returns/return-endpoints';
import type { ReturnSource } from '../../src/modules/procurement/returns/return-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const SUPPLIER = 'SUP-002';
const ITEM = 'ITM-0001';
const PERIOD = { frmDate: '2026-11-01', toDate: '2026-11-30' };
const GST = [
  { sno: 1, taxcode: 'GST18-C', taxper: 0, taxvalue: 0 },
  { sno: 2, taxcode: 'GST18-S', taxper: 0, taxvalue: 0 },
];

/** A direct goods receipt of `qty` units of `conversion` at `rat` each: its record id and MIR number. */
async function receive(qty: number, conversion: number, rat: number, taxes: typeof GST) {
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
    store: 'WH',
    itemId: ITEM,
    itemName: '',
    batchno: 'B7',
    manudate: '',
    expdate: '',
    qty,
    um: conversion === 1 ? '' : 'BOX',
    rat,
    mrp: conversion,
    gin: '',
  };
  const answer = await dataProvider.write(RECEIPT_ENDPOINTS.save, { header, lines: [line], taxes, traCheck: 1 });
  return { recordId: Number(answer.recordId), seq: String(answer.seq) };
}

/** Returns `boxes` boxes of the receipt's only lot on 22 November. */
async function giveBack(recordId: number, boxes: number) {
  const lot = (await dataProvider.get<ReturnSource>(RETURN_ENDPOINTS.receipt, String(recordId)))!.lines[0]!;
  return dataProvider.write(RETURN_ENDPOINTS.save, {
    header: { dat: '2026-11-22', refMir: recordId, vendorid: SUPPLIER, baseamt: 0, taxes: 0, totalAmt: 0 },
    lines: [
      { itemId: ITEM, batchno: 'B7', manudate: '', expdate: '', qty: boxes, mrp: 2, rat: 100, branchId: lot.gin },
    ],
    taxes: [],
    traCheck: 1,
  });
}

/**
 * Purchases 689.99 (5 boxes of 2 at 100 + 18% GST = 590, and 3 at 33.33 = 99.99); a return of 2 boxes (200 + 36 GST =
 * 236) kept, one of 1 box cancelled, and a credit note of 50 on the first receipt.
 */
async function purchasesAndReturns() {
  const boxes = await receive(5, 2, 100, GST);
  await receive(3, 1, 33.33, []);
  const kept = await giveBack(boxes.recordId, 2);
  const cancelled = await giveBack(boxes.recordId, 1);
  await dataProvider.write(RETURN_ENDPOINTS.remove, { recordId: cancelled.recordId });
  await dataProvider.write(CREDIT_NOTE_ENDPOINTS.save, {
    note: {
      dat: '22-Nov-2026',
      transactionId: boxes.seq,
      transactionType: 'PCR',
      amt: 50,
      descriptio: 'Rate difference',
    },
  });
  return { receipt: boxes.seq, kept: String(kept.seq), cancelled: String(cancelled.seq) };
}
const report = (endpoint: string, body: Record<string, unknown>) => dataProvider.report<ReportResult>(endpoint, body);

describe('procurement return reports', () => {
  it('shows purchases beside returns with the exact percent, for the supplier sent as detail', async () => {
    await signInAs(COMPANY, 'admin');
    await purchasesAndReturns();
    renderApp(
      `/applayout-sidebar-large/procurement/pur-costrep-purchasestoreturns?p.frmDate=${PERIOD.frmDate}&p.toDate=${PERIOD.toDate}&p.detail=${SUPPLIER}`,
    );
    const table = await screen.findByRole('table', { name: 'Purchases to returns' }, { timeout: 8000 });
    const headings = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent);
    const cells = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(cells).toHaveLength(1);
    const cell = (label: string) => cells[0]![headings.indexOf(label)];
    expect(cell('Supplier id')).toBe(SUPPLIER);
    expect(Number(cell('Purchases')!.replace(/[^\d.]/g, ''))).toBe(689.99);
    expect(Number(cell('Returns')!.replace(/[^\d.]/g, ''))).toBe(236);
    // 23,600 / 68,999 paise = 34.2034...%, rounded once to two decimals.
    expect(cell('Returns to purchases')).toBe('34.2 %');
    const sent = requests.filter((request) => request.url.endsWith(`/${E.purchasesToReturns}`));
    expect(sent.length).toBeGreaterThan(0);
    expect(await sent[0]!.clone().json()).toMatchObject({ ...PERIOD, detail: SUPPLIER, usr: expect.any(Object) });
  });

  it('lists and consolidates the returns kept (stock units), by supplier, and the credit notes', async () => {
    await signInAs(COMPANY, 'admin');
    const { receipt, kept, cancelled } = await purchasesAndReturns();
    const list = await report(E.returns, PERIOD);
    expect(list.rows).toEqual([
      expect.objectContaining({
        seq: kept,
        refmir: receipt,
        refinvoice: 'INV-77',
        baseamt: 200,
        taxes: 36,
        totalAmt: 236,
      }),
    ]);
    expect(JSON.stringify(list.rows)).not.toContain(cancelled);
    expect(list.totals).toEqual({ baseamt: 200, taxes: 36, totalAmt: 236 });
    const items = await report(E.returnsConsolidated, PERIOD);
    expect(items.rows).toEqual([expect.objectContaining({ itemid: ITEM, qty: 4, amount: 200 })]);
    const bySupplier = await report(E.returnsSupplierWise, { ...PERIOD, detail: SUPPLIER });
    expect(bySupplier.rows).toEqual([expect.objectContaining({ vendorid: SUPPLIER, returns: 1, totalAmt: 236 })]);
    expect((await report(E.returnsSupplierWise, { ...PERIOD, detail: 'SUP-003' })).count).toBe(0);
    const notes = await report(E.creditNotes, PERIOD);
    expect(notes.rows).toEqual([
      expect.objectContaining({ refmir: receipt, amt: 50, descriptio: 'Rate difference', vendorid: SUPPLIER }),
    ]);
    expect((await report(E.creditNotes, { frmDate: '2026-12-01', toDate: '2026-12-31' })).count).toBe(0);
  });
});
