import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import type { ReportResult } from '../../src/engine/report/report';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { supplierNames } from '../../src/mocks/core/inward/receipt-context';
import { orderOf } from '../../src/mocks/core/inward/receipt-store';
import { BULK_ORDER_ENDPOINTS } from '../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import type { BulkRequirements } from '../../src/modules/procurement/bulk-orders/bulk-order-types';
import { ENQUIRY_ENDPOINTS } from '../../src/modules/procurement/enquiries/enquiry-endpoints';
import type { EnquiryRequirements } from '../../src/modules/procurement/enquiries/enquiry-types';
import { ORDER_REPORT_ENDPOINTS as E } from '../../src/modules/procurement/order-reports/order-report-endpoints';
import { formatDate } from '../../src/lib/format/date-format';
import { PURCHASE_ORDERS } from '../../src/modules/procurement/resources/purchase-orders';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ROOT = '/applayout-sidebar-large/procurement';
const ALL = { frmDate: '2000-01-01', toDate: '2099-12-31' };
const daysAgo = (days: number) => format(subDays(new Date(), days), 'yyyy-MM-dd');
const report = (endpoint: string, body: Record<string, unknown>) => dataProvider.report<ReportResult>(endpoint, body);
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(`/${endpoint}`))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

/** The report as a person reads it: column headers, group headings, and the other rows' cells by their first cell. */
async function readReport(title: string) {
  const table = await screen.findByRole('table', { name: title }, { timeout: 8000 });
  const [, header, ...rows] = within(table).getAllByRole('row');
  const columns = within(header!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const headings = within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
  const lines = rows
    .filter((row) => within(row).queryAllByRole('rowheader').length === 0)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
  const cell = (first: string, column: string) => lines.find((cells) => cells[0] === first)?.[columns.indexOf(column)];
  return { columns, headings, lines, cell };
}

describe('procurement order lists', () => {
  it('lists the purchase orders of the period asked, and only those (GetPurchaseOrders frmDate, toDate)', async () => {
    await signInAs(COMPANY, 'admin');
    const list = (period: Record<string, string>) =>
      dataProvider.report<{ seq: string; dat: string }[]>(PURCHASE_ORDERS.endpoints.list, { ...period, detail: 'PO' });
    const all = await list(ALL);
    const dates = [...new Set(all.map((row) => row.dat))].sort();
    expect(dates.length).toBeGreaterThan(2);
    const [from, to] = [dates[1]!, dates[dates.length - 2]!];
    // The customer's client sends the dates as dd-MMM-yyyy.
    const inside = await list({ frmDate: formatDate(from), toDate: formatDate(to) });
    const expected = all.filter((row) => row.dat >= from && row.dat <= to).map((row) => row.seq);
    expect(inside.map((row) => row.seq).sort()).toEqual(expected.sort());
    expect(inside.length).toBeLessThan(all.length);
  });

  it('lists the enquiries with where each stands, and sends the Show choice as recordId', async () => {
    await signInAs(COMPANY, 'admin');
    const needs = await dataProvider.read<EnquiryRequirements>(ENQUIRY_ENDPOINTS.requirements);
    const supplier = needs.suppliers[3]!;
    const address = needs.addresses.find((row) => row.recordid === supplier.recordid)!;
    // Asked 20 days ago for a reply within 15: its reply-by day has passed with no quotation.
    const saved = await dataProvider.write(ENQUIRY_ENDPOINTS.save, {
      header: { recordId: 0, dat: daysAgo(20), validity: daysAgo(5) },
      supps: [{ supcode: supplier.recordid, addr: address.addressname }],
      lines: [{ itemId: needs.materials[0]!.itemid, itemDescription: '', qty: 4, uom: null }],
      notes: null,
      traCheck: 1,
    });
    expect(saved.result).toBe('OK');
    const period = { frmDate: daysAgo(30), toDate: daysAgo(0) };

    const { user } = renderApp(
      `${ROOT}/pur-rep-list-of-enquiries?p.frmDate=${period.frmDate}&p.toDate=${period.toDate}`,
    );
    const every = await readReport('List of enquiries');
    // The three starting enquiries (two quoted, one not yet) and ours, oldest first.
    expect(every.lines.slice(0, -1).map((cells) => cells[every.columns.indexOf('Reply')])).toEqual([
      'Expired',
      'Quoted',
      'Quoted',
      'Pending',
    ]);
    const ours = every.lines[0]![0]!;
    expect(every.cell(ours, 'Supplier')).toBe(supplier.supplier);
    expect(every.cell(ours, 'Quotation')).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: /^Show/ }), 'Expired');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(async () => expect((await readReport('List of enquiries')).lines).toHaveLength(2));
    const expired = await readReport('List of enquiries');
    expect(expired.lines[0]![0]).toBe(ours);
    expect(expired.cell('Total (1 row)', 'Reply')).toBe('');
    expect((await bodiesTo(E.enquiries)).map(({ usr, ...body }) => [body, typeof usr])).toEqual([
      [{ ...period, recordId: '1' }, 'object'],
      [{ ...period, recordId: '3' }, 'object'],
    ]);
  });

  it('lists the period’s orders, grouped by supplier with each one’s totals; one supplier when chosen', async () => {
    await signInAs(COMPANY, 'admin');
    const period = { frmDate: '2026-10-01', toDate: '2026-11-30' };
    // The starting orders 1-10 of October and November; order 3 is cancelled.
    const orders = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(async (id) => (await orderOf(COMPANY, id))!));
    const kept = orders.filter((order) => order.recordId !== 3);
    const names = await supplierNames(COMPANY);
    const totalOf = (of: typeof kept) => sumPaise(of.map((order) => toPaise(Number(order.totalAmt))));
    const list = await report(E.orders, period);
    expect(list.rows.map((row) => row.seq)).toEqual(kept.map((order) => order.seq));
    expect(toPaise(list.totals.totalAmt!)).toBe(totalOf(kept));

    const { user } = renderApp(
      `${ROOT}/pur-rep-supplierwise-orders?p.frmDate=${period.frmDate}&p.toDate=${period.toDate}`,
    );
    const grouped = await readReport('Supplier-wise orders');
    const second = names.get('SUP-002')!;
    const ofSecond = kept.filter((order) => order.vendorid === 'SUP-002');
    expect(ofSecond).toHaveLength(2);
    expect(grouped.headings).toContain(`Supplier: ${second} (2)`);
    expect(grouped.cell(`Subtotal, ${second}`, 'Total')).toBe(formatMoney(totalOf(ofSecond)));
    expect(grouped.cell(`Total (${kept.length} rows)`, 'Total')).toBe(formatMoney(totalOf(kept)));
    expect(grouped.lines.map((cells) => cells[0])).not.toContain(orders[2]!.seq);

    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'SUP-002');
    await user.click(await screen.findByRole('option', { name: `${second} (SUP-002)` }));
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(async () => expect((await readReport('Supplier-wise orders')).headings).toHaveLength(1));
    const one = await readReport('Supplier-wise orders');
    expect(one.lines.slice(0, 2).map((cells) => cells[0])).toEqual(ofSecond.map((order) => order.seq));
    expect(one.cell('Total (2 rows)', 'Total')).toBe(formatMoney(totalOf(ofSecond)));
    const sent = (await bodiesTo(E.supplierWiseOrders)).at(-1)!;
    expect(sent).toEqual({ ...period, detail: 'SUP-002', usr: expect.objectContaining({}) });
  });

  it('lists every request line with its standing, and the approved ones still to order item by item', async () => {
    await signInAs(COMPANY, 'admin');
    const listed = await report(E.requests, ALL);
    const toApprove = await report(E.requestsToApprove, ALL);
    expect(listed.rows.filter((row) => row.status === 'Pending approval')).toHaveLength(toApprove.count);
    const pending = await report(E.pendingRequests, ALL);
    const itemWise = await report(E.itemWisePendingRequests, ALL);
    const key = (row: (typeof pending.rows)[number]) => `${row.seq}|${row.itemname}|${row.pendingQty}`;
    expect(itemWise.rows.map(key).sort()).toEqual(pending.rows.map(key).sort());

    const { requests: open } = await dataProvider.read<BulkRequirements>(BULK_ORDER_ENDPOINTS.requirements);
    const first = open[0]!;
    const item = (rows: ReportResult) => rows.rows.filter((row) => row.seq === first.seq);
    const forItem = await report(E.itemWisePendingRequests, { ...ALL, recordId: first.itemid });
    const before = forItem.groups![0]!.totals.pendingQty!;
    expect(forItem.groups).toHaveLength(1);
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
    const after = await report(E.itemWisePendingRequests, { ...ALL, recordId: first.itemid });
    expect(after.groups![0]!.totals.pendingQty).toBeCloseTo(before - 1, 3);
    const line = item(await report(E.requests, ALL)).find((row) => row.itemname === item(forItem)[0]!.itemname)!;
    expect(line).toMatchObject({ orderedQty: 1, status: first.pendingQty > 1 ? 'Partly ordered' : 'Ordered' });
  });
});
