import { configure, screen, within } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ReportResult } from '../../src/engine/report/report';
import { BULK_ORDER_ENDPOINTS } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import type { BulkRequirements } from '../../src/modules/procurement/bulk-orders/bulk-order-types';
import { ORDER_REPORT_ENDPOINTS as E } from '../../src/modules/procurement/order-reports/order-report-endpoints';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptHeader } from '../../src/kits/inward/receipt-types';
import { replacePartyRows } from '../../src/mocks/procurement/party-ledger-store';
import { orderOf } from '../../src/mocks/core/inward/receipt-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ALL = { frmDate: '2000-01-01', toDate: '2099-12-31' };
const OCTOBER = { frmDate: '2026-10-01', toDate: '2026-10-31' };
const report = (endpoint: string, body: Record<string, unknown>) => dataProvider.report<ReportResult>(endpoint, body);
/** A receipt's header as the client sends it, without what the server works out (advance, payable, printCount). */
type SentHeader = Omit<ReceiptHeader, 'advance' | 'payable' | 'printCount'>;
const header = (refPoid: number, vendorid: string): SentHeader => ({
  recordId: null,
  seq: '',
  dat: '2026-11-21',
  purchaseType: 'LOCAL',
  invoiceno: 'INV-12',
  invoicedat: '2026-11-20',
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
const advance = (transactionId: string, partyId: string, order: string, amount: number) =>
  replacePartyRows(COMPANY, transactionId, [
    {
      partyId,
      dat: '2026-11-05',
      transactionType: 'ADV',
      transactionId,
      transactionAmt: amount,
      pendingAmount: 0,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: order,
      descriptio: 'Advance',
    },
  ]);

describe('procurement order-management reports', () => {
  it('shows ordered, received and pending per order line after a partial receipt, and what the items still expect', async () => {
    await signInAs(COMPANY, 'admin');
    const order = (await orderOf(COMPANY, 1))!;
    const line = order.lines[0]!;
    const saved = await dataProvider.write(RECEIPT_ENDPOINTS.save, {
      header: header(1, order.vendorid),
      lines: [
        {
          sno: 0,
          store: 'WH',
          itemId: line.itemId,
          itemName: '',
          batchno: 'B1',
          manudate: '',
          expdate: '',
          qty: 2,
          um: '',
          rat: line.rat,
          mrp: 1,
          gin: '',
        },
      ],
      taxes: [],
      traCheck: 1,
    });
    expect(saved.result).toBe('OK');
    const { rows } = await report(E.pendingOrders, OCTOBER);
    expect(rows.filter((row) => row.seq === order.seq)).toEqual([
      expect.objectContaining({ ordered: line.qty, received: 2, pending: line.qty - 2 }),
    ]);
    const expected = await report(E.expectedMaterials, OCTOBER);
    const pendingOf = (item: string) =>
      rows.filter((row) => row.itemname === item).reduce((sum, row) => sum + Number(row.pending), 0);
    for (const item of expected.rows) expect(item.pending).toBeCloseTo(pendingOf(String(item.itemname)), 3);

    renderApp(
      `/applayout-sidebar-large/procurement/pur-rep-pending-orders?p.frmDate=${OCTOBER.frmDate}&p.toDate=${OCTOBER.toDate}`,
    );
    const table = await screen.findByRole('table', { name: 'Pending orders' }, { timeout: 8000 });
    const heads = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent);
    const shown = within(table)
      .getAllByRole('row')
      .find((row) => row.children[0]?.textContent === order.seq)!;
    const cell = (label: string) => shown.children[heads.indexOf(label)]!.textContent;
    expect([cell('Ordered'), cell('Received'), cell('Pending')]).toEqual([String(line.qty), '2', String(line.qty - 2)]);
  });

  it('lists pending, to-be-approved and expired requests, and ordering a part moves it from pending to ordered', async () => {
    await signInAs(COMPANY, 'admin');
    const before = await report(E.pendingRequests, ALL);
    const toApprove = await report(E.requestsToApprove, ALL);
    expect(toApprove.rows.map((row) => row.seq)).toHaveLength(6);
    const expired = await report(E.expiredRequests, ALL);
    expect(expired.rows.length).toBeGreaterThan(0);
    expect(expired.rows.every((row) => Number(row.daysOverdue) > 0)).toBe(true);

    const { requests } = await dataProvider.read<BulkRequirements>(BULK_ORDER_ENDPOINTS.requirements);
    const first = requests[0]!;
    const answer = await dataProvider.write(BULK_ORDER_ENDPOINTS.save, {
      details: [
        {
          supId: 'SUP-001',
          supplier: '',
          itemId: first.itemid,
          itemname: '',
          prrequest: first.recordId,
          qty: 1,
          rat: 10,
          um: '',
        },
      ],
      terms: [],
    });
    expect(answer.result).toBe('OK');
    const after = await report(E.pendingRequests, ALL);
    const row = after.rows.find(
      (candidate) =>
        candidate.seq === first.seq &&
        candidate.itemname === before.rows.find((old) => old.seq === first.seq)?.itemname,
    );
    expect(row).toMatchObject({ approvedQty: first.approvedQty, orderedQty: 1, pendingQty: first.pendingQty - 1 });
  });

  it('lists the advances no receipt has deducted yet, and refuses a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    const [one, two] = [(await orderOf(COMPANY, 1))!, (await orderOf(COMPANY, 2))!];
    await advance('ADVO2627_000001', one.vendorid, one.seq, 500);
    await advance('ADVO2627_000002', two.vendorid, two.seq, 250.5);
    expect((await report(E.pendingAdvances, ALL)).totals.amount).toBe(750.5);
    await dataProvider.write(RECEIPT_ENDPOINTS.save, {
      header: header(1, one.vendorid),
      lines: [
        {
          sno: 0,
          store: 'WH',
          itemId: one.lines[0]!.itemId,
          itemName: '',
          batchno: 'B1',
          manudate: '',
          expdate: '',
          qty: 1,
          um: '',
          rat: one.lines[0]!.rat,
          mrp: 1,
          gin: '',
        },
      ],
      taxes: [],
      traCheck: 1,
    });
    const pending = await report(E.pendingAdvances, ALL);
    expect(pending.rows).toEqual([
      expect.objectContaining({ transactionId: 'ADVO2627_000002', order: two.seq, amount: 250.5 }),
    ]);
    expect(pending.totals.amount).toBe(250.5);

    await signInAs(COMPANY, 'staff');
    const refused = await report(E.pendingOrders, ALL).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
