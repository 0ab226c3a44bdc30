import { configure, screen } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import type { ReportResult } from '../../src/engine/report/report';
import { COST_REPORT_ENDPOINTS as E } from '../../src/modules/procurement/cost-reports/cost-report-endpoints';
import { partyBalancePaise } from '../../src/kits/accounting/party-ledger';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptBody, ReceiptHeader } from '../../src/kits/inward/receipt-types';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import { PROCUREMENT_DASHBOARDS } from '../../src/modules/procurement/procurement-dashboards';
import { partyLedger } from '../../src/mocks/procurement/party-ledger-store';
import type { StoredOrder } from '../../src/mocks/core/inward/receipt-store';
import { listRecords } from '../../src/mocks/core/record-store';
import { OPEN_ORDER_STATUSES } from '../../src/modules/procurement/cost-reports/dashboard-figures';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const SUPPLIER = 'SUP-002';
const PERIOD = { frmDate: '2026-11-01', toDate: '2026-11-30' };
/** A receipt's header as the client sends it, without what the server works out (advance, payable, printCount). */
type SentHeader = Omit<ReceiptHeader, 'advance' | 'payable' | 'printCount'>;
const header = (vendorid: string): SentHeader => ({
  recordId: null,
  seq: '',
  dat: '2026-11-21',
  purchaseType: 'LOCAL',
  invoiceno: 'INV-7',
  invoicedat: '2026-11-20',
  transporter: '',
  vendorid,
  vendorname: '',
  refPoid: null,
  qcCheck: 0,
  baseamt: 0,
  discount: 0,
  taxes: 0,
  others: 0,
  totalAmt: 0,
  pos: 0,
});
const line = (qty: number, rat: number) => ({
  sno: 0,
  store: 'WH',
  itemId: 'ITM-0001',
  itemName: '',
  batchno: 'B1',
  manudate: '',
  expdate: '',
  qty,
  um: '',
  rat,
  mrp: 1,
  gin: '',
});
const receive = (vendorid: string, qty: number, rat: number) =>
  dataProvider.write(RECEIPT_ENDPOINTS.save, {
    header: header(vendorid),
    lines: [line(qty, rat)],
    taxes: [],
    traCheck: 1,
  });
const report = (endpoint: string, body: Record<string, unknown>) => dataProvider.report<ReportResult>(endpoint, body);
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Two receipts from one supplier (201.00 and 30.75), and a third from another supplier, cancelled. */
async function threeReceipts() {
  const first = await receive(SUPPLIER, 2, 100.5);
  const second = await receive(SUPPLIER, 3, 10.25);
  const cancelled = await receive('SUP-003', 1, 999);
  const stored = await dataProvider.get<{ header: ReceiptHeader; linedetails: ReceiptBody['lines'] }>(
    RECEIPT_ENDPOINTS.get,
    String(cancelled.recordId),
  );
  const sent: Partial<ReceiptHeader> = { ...stored!.header };
  for (const computed of ['advance', 'payable', 'printCount'] as const) delete sent[computed];
  await dataProvider.write(RECEIPT_ENDPOINTS.save, {
    header: sent,
    lines: stored!.linedetails,
    taxes: [],
    traCheck: 3,
  });
  return [first.seq, second.seq, stored!.header.seq];
}

describe('procurement cost reports', () => {
  it('lists the purchases of the period with their totals and a grand total, leaving the cancelled receipt out', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await signInAs(COMPANY, 'admin');
    const [first, second, cancelled] = await threeReceipts();
    const { user } = renderApp(
      `/applayout-sidebar-large/procurement/pur-costrep-listofpurchases?p.frmDate=${PERIOD.frmDate}&p.toDate=${PERIOD.toDate}`,
    );
    const table = await screen.findByRole('table', { name: 'List of purchases' }, { timeout: 8000 });
    const total = [...table.querySelectorAll('thead tr:last-child th')].findIndex(
      (cell) => cell.textContent === 'Total',
    );
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [
      row.children[0]!.textContent,
      rupees(row.children[total]!.textContent),
    ]);
    expect(rows).toEqual([
      [first, 201],
      [second, 30.75],
    ]);
    expect(table.textContent).not.toContain(cancelled);
    expect(rupees(table.querySelector('tr.report-total')!.children[total]!.textContent)).toBe(231.75);
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('consolidates by supplier and item, details the lines, and balances the snapshot as the ledger does', async () => {
    await signInAs(COMPANY, 'admin');
    await threeReceipts();
    const bySupplier = await report(E.supplierConsolidated, PERIOD);
    expect(bySupplier.rows).toEqual([
      expect.objectContaining({ vendorid: SUPPLIER, receipts: 2, baseamt: 231.75, totalAmt: 231.75, payable: 231.75 }),
    ]);
    expect(bySupplier.totals).toMatchObject({ receipts: 2, totalAmt: 231.75 });
    const supplierWise = await report(E.supplierWise, { ...PERIOD, detail: SUPPLIER });
    expect(supplierWise.groups).toEqual([
      expect.objectContaining({ count: 2, totals: expect.objectContaining({ totalAmt: 231.75 }) }),
    ]);
    expect((await report(E.supplierWise, { ...PERIOD, detail: 'SUP-003' })).count).toBe(0);
    const items = await report(E.consolidated, PERIOD);
    expect(items.rows).toEqual([expect.objectContaining({ itemid: 'ITM-0001', qty: 5, amount: 231.75 })]);
    expect((await report(E.detailed, PERIOD)).totals).toEqual({ amount: 231.75 });

    const ledger = await partyLedger(COMPANY);
    const snapshot = await report(E.snapshot, { toDate: '2099-12-31', detail: SUPPLIER });
    expect(snapshot.rows).toEqual([
      expect.objectContaining({ partyid: SUPPLIER, balance: fromPaise(partyBalancePaise(ledger, SUPPLIER)) }),
    ]);
    const all = await report(E.snapshot, { toDate: '2099-12-31' });
    const suppliers = [...new Set(ledger.map((row) => row.partyId))];
    expect(all.totals.balance).toBe(fromPaise(sumPaise(suppliers.map((id) => partyBalancePaise(ledger, id)))));
    const dayBook = await report(E.dayBook, PERIOD);
    expect(dayBook.totals.bills).toBe(231.75);
    expect(dayBook.rows.map((row) => row.kind)).toEqual(['Purchase', 'Purchase']);
    expect(toPaise(dayBook.totals.balance)).toBe(toPaise(231.75));
  });

  it('answers the advances reports (empty without advances) and refuses a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    expect(await report(E.advances, PERIOD)).toMatchObject({ count: 0, totals: { amount: 0 } });
    expect(await report(E.advancesLiable, { toDate: PERIOD.toDate })).toMatchObject({ count: 0 });
    await signInAs(COMPANY, 'staff');
    const refused = await report(E.purchases, PERIOD).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });

  it("puts the dashboard together from the orders, this month's receipts and the supplier ledger", async () => {
    await signInAs(COMPANY, 'admin');
    const month = new Date().toISOString().slice(0, 7);
    const before = await dataProvider.report<DashboardData>(PROCUREMENT_DASHBOARDS[0]!.endpoint, {});
    await dataProvider.write(RECEIPT_ENDPOINTS.save, {
      header: { ...header(SUPPLIER), dat: `${month}-01` },
      lines: [line(4, 25)],
      taxes: [],
      traCheck: 1,
    });
    const after = await dataProvider.report<DashboardData>(PROCUREMENT_DASHBOARDS[0]!.endpoint, {});
    expect(toPaise(after.cards.monthPurchases!) - toPaise(before.cards.monthPurchases!)).toBe(toPaise(100));
    const ledger = await partyLedger(COMPANY);
    const suppliers = [...new Set(ledger.map((row) => row.partyId))];
    expect(after.cards.payable).toBe(fromPaise(sumPaise(suppliers.map((id) => partyBalancePaise(ledger, id)))));
    const open = (await listRecords<StoredOrder>('procurement.purchase-orders', COMPANY)).filter((order) =>
      OPEN_ORDER_STATUSES.includes(order.pos),
    );
    expect(after.cards).toMatchObject({
      openOrders: open.length,
      openOrdersValue: fromPaise(sumPaise(open.map((order) => toPaise(Number(order.totalAmt))))),
    });
    expect(after.charts.topSuppliers).toEqual([expect.objectContaining({ value: 100 })]);
  });
});
