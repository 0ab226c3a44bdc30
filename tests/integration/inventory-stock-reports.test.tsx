import { act, configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { ReportResult, ReportRow } from '../../src/engine/report/report';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptHeader } from '../../src/kits/inward/receipt-types';
import { INVENTORY_STOCK_REPORTS } from '../../src/modules/inventory/stock-reports/stock-reports';
import { STOCK_REPORT_ENDPOINTS as E } from '../../src/modules/inventory/stock-reports/stock-report-endpoints';
import { STOCK_ENDPOINTS } from '../../src/modules/inventory/stock-transactions/tra-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/inventory';
const today = format(new Date(), 'yyyy-MM-dd');
const monthStart = `${today.slice(0, 8)}01`;
// Company 1002 (retail): ITM-0001 "Toor dal 1 kg" is opened in the central warehouse WH; WH is also a department.
const ITEM = 'ITM-0001';
const STORE = 'WH';

const report = (endpoint: string, parameters: Record<string, unknown>) =>
  dataProvider.report<ReportResult>(endpoint, parameters);
/** A receipt's header as the client sends it, without what the server works out (advance, payable, printCount). */
type SentHeader = Omit<ReceiptHeader, 'advance' | 'payable' | 'printCount'>;

/** A goods receipt (stock rows of type 1) of one line into WH today. */
function purchase(itemId: string, qty: number, rat: number) {
  const header: SentHeader = {
    recordId: null,
    seq: '',
    dat: today,
    purchaseType: 'LOCAL',
    invoiceno: `INV-${itemId}`,
    invoicedat: today,
    transporter: '',
    vendorid: 'SUP-002',
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
      store: STORE,
      itemId,
      itemName: '',
      batchno: 'B1',
      manudate: '',
      expdate: '',
      qty,
      um: '',
      rat,
      mrp: 1,
      gin: '',
    },
  ];
  return dataProvider.write(RECEIPT_ENDPOINTS.save, { header, lines, taxes: [], traCheck: 1 });
}
const last = (rows: readonly ReportRow[]): ReportRow => rows[rows.length - 1]!;

describe('inventory stock reports', () => {
  it('show an issue in the item-wise stock, the consolidations and the day book, agreeing with the closing stock', async () => {
    await signInAs(1002, 'admin');
    const period = { frmDate: monthStart, toDate: today, detail: STORE, recordId: ITEM };
    const before = await report(E.itemWise, period);
    expect(before.rows[0]).toMatchObject({ kind: 'Opening balance' });

    await dataProvider.write(STOCK_ENDPOINTS.save, {
      header: { traType: 'Issues', dat: today, department: STORE, descriptio: 'Report test' },
      lines: [{ sno: 1, itemId: ITEM, qtyin: 0, qtyout: 2, store: STORE }],
    });

    const after = await report(E.itemWise, period);
    const issue = after.rows.filter((row) => row.kind === 'Issue' && row.qtyout === 2).at(-1)!;
    expect(issue).toBeDefined();
    expect(last(after.rows)).toBe(issue);
    expect(Number(last(after.rows).balance)).toBeCloseTo(Number(last(before.rows).balance) - 2, 3);
    const previous = after.rows[after.rows.length - 2]!;
    expect(Number(issue.balance)).toBeCloseTo(Number(previous.balance) - 2, 3);

    const closing = await report(STOCK_ENDPOINTS.closingStock, { toDate: today, detail: STORE });
    const stock = closing.rows.find((row) => row.itemid === ITEM)!;
    const consolidations = await report(E.consolidations, period);
    expect(consolidations.rows).toHaveLength(1);
    expect(consolidations.rows[0]).toMatchObject({ itemid: ITEM, closingQty: stock.qty, closingValue: stock.value });
    expect(Number(consolidations.rows[0]!.closingQty)).toBeCloseTo(Number(issue.balance), 3);

    const dayBook = await report(E.dayBook, { frmDate: today, toDate: today });
    expect(
      dayBook.rows.some(
        (row) =>
          row.transactionId === issue.transactionId && row.itemid === ITEM && row.qtyout === 2 && row.dat === today,
      ),
    ).toBe(true);
    expect(dayBook.groups?.map((group) => group.key)).toContain(today);

    // The app shows the same report from the parameters in the URL.
    const app = renderApp(
      `${ROOT}/inv-rep-itemwise-stock?p.frmDate=${monthStart}&p.toDate=${today}&p.recordId=${ITEM}&p.detail=${STORE}`,
    );
    const cells = await screen.findAllByRole('cell', { name: String(issue.transactionId) }, { timeout: 8000 });
    expect(within(cells.at(-1)!.closest('tr')!).getByRole('cell', { name: 'Issue' })).toBeInTheDocument();
    await act(() => app.router.navigate(`${ROOT}/inv-rep-stock-day-book?p.frmDate=${today}&p.toDate=${today}`));
    expect(
      (await screen.findAllByRole('cell', { name: String(issue.transactionId) }, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
  });

  it('ranks the items purchased by value and lists the rest as never purchased', async () => {
    await signInAs(1002, 'admin');
    for (const [itemId, qty, rat] of [
      ['ITM-0001', 1, 10],
      ['ITM-0002', 3, 40],
      ['ITM-0003', 2, 25],
    ] as const)
      await purchase(itemId, qty, rat);
    const period = { frmDate: today, toDate: today };
    const top = await report(E.top, period);
    const least = await report(E.least, period);
    const values = (result: ReportResult) => result.rows.map((row) => Number(row.value));
    expect(top.rows.map((row) => [row.itemid, row.value])).toEqual([
      ['ITM-0002', 120],
      ['ITM-0003', 50],
      ['ITM-0001', 10],
    ]);
    expect(top.totals.value).toBe(180);
    expect(values(top)).toEqual([...values(top)].sort((a, b) => b - a));
    expect(values(least)).toEqual([...values(least)].sort((a, b) => a - b));
    expect(top.rows.map((row) => row.rank)).toEqual(top.rows.map((_, index) => index + 1));
    const never = await report(E.never, period);
    const purchased = new Set([...top.rows, ...least.rows].map((row) => row.itemid));
    expect(never.rows.some((row) => purchased.has(row.itemid))).toBe(false);
  });

  it('lists the masters and refuses a user without the report right', async () => {
    await signInAs(1002, 'admin');
    const groups = await report(E.itemGroups, {});
    const items = await report(E.items, {});
    expect(groups.rows.length).toBeGreaterThan(0);
    expect(items.rows.some((row) => row.itemid === ITEM)).toBe(true);
    expect(groups.totals.items).toBe(items.count);
    for (const declared of INVENTORY_STOCK_REPORTS) {
      const answer = await report(declared.endpoint, { frmDate: monthStart, toDate: today, recordId: ITEM });
      expect(answer.count, declared.title).toBe(answer.rows.length);
      for (const row of answer.rows)
        expect(Object.keys(row).sort(), declared.title).toEqual(
          expect.arrayContaining(declared.columns.map((column) => column.name).sort()),
        );
    }
    await signInAs(1002, 'staff');
    for (const endpoint of [E.itemWise, E.top, E.dayBook]) {
      const refused = await report(endpoint, { frmDate: monthStart, toDate: today, recordId: ITEM }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(403);
    }
  });
});
