import { configure, screen } from '@testing-library/react';
import { endOfMonth, format, startOfMonth, subMonths } from 'date-fns';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { ReceiptBody, ReceiptHeader } from '../../src/kits/inward/receipt-types';
import { receiptItems } from '../../src/mocks/core/inward/receipt-context';
import { ANALYSIS_ENDPOINTS } from '../../src/modules/procurement/analysis/analysis-endpoints';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1002;
const ENDPOINT = ANALYSIS_ENDPOINTS.priceComparison;
const PERIODS = { fromdate: '2026-10-01', todate: '2026-10-31', fromdate2: '2026-11-01', todate2: '2026-11-30' };
const PAGE = '/applayout-sidebar-large/procurement/pur-rep-price-comparison';

type SentHeader = Omit<ReceiptHeader, 'advance' | 'payable' | 'printCount'>;
const header = (dat: string): SentHeader => ({
  recordId: null,
  seq: '',
  dat,
  purchaseType: 'LOCAL',
  invoiceno: 'INV-9',
  invoicedat: dat,
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
});
const line = (itemId: string, qty: number, rat: number, mrp = 1) => ({
  sno: 0,
  store: 'WH',
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
const receive = (dat: string, lines: ReturnType<typeof line>[]) =>
  dataProvider.write(RECEIPT_ENDPOINTS.save, { header: header(dat), lines, taxes: [], traCheck: 1 });

async function cancel(recordId: unknown) {
  const stored = await dataProvider.get<{ header: ReceiptHeader; linedetails: ReceiptBody['lines'] }>(
    RECEIPT_ENDPOINTS.get,
    String(recordId),
  );
  const sent: Partial<ReceiptHeader> = { ...stored!.header };
  for (const computed of ['advance', 'payable', 'printCount'] as const) delete sent[computed];
  await dataProvider.write(RECEIPT_ENDPOINTS.save, {
    header: sent,
    lines: stored!.linedetails,
    taxes: [],
    traCheck: 3,
  });
}

/** October: 5 of ITM-0001 for 231.75 and 4 of ITM-0002 for 100; November: a box of 12 ITM-0001 for 600. */
async function receipts() {
  await receive('2026-10-10', [line('ITM-0001', 2, 100.5), line('ITM-0002', 4, 25)]);
  await receive('2026-10-25', [line('ITM-0001', 3, 10.25)]);
  await receive('2026-11-05', [line('ITM-0001', 1, 600, 12)]);
  await cancel((await receive('2026-11-06', [line('ITM-0001', 5, 999)])).recordId);
  await receive('2026-09-30', [line('ITM-0002', 1, 1)]);
}

const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const bodies = () =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith(`/${ENDPOINT}`))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

describe('purchase price comparison', () => {
  it('shows each item’s quantity, average rate and value in both periods, and how the rate changed', async () => {
    await signInAs(COMPANY, 'admin');
    await receipts();
    const items = await receiptItems(COMPANY);
    const query = new URLSearchParams(Object.entries(PERIODS).map(([name, value]) => [`p.${name}`, value]));
    renderApp(`${PAGE}?${query.toString()}`);
    const table = await screen.findByRole('table', { name: 'Purchase price comparison' }, { timeout: 8000 });
    const labels = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent);
    const cell = (row: Element, label: string) => row.children[labels.indexOf(label)]!.textContent;
    const rowOf = (itemId: string) =>
      [...table.querySelectorAll('tbody tr')].find((row) => cell(row, 'Item') === items.get(itemId)!.name)!;
    const figures = (itemId: string) =>
      [
        'Quantity, first period',
        'Average rate, first period',
        'Value, first period',
        'Quantity, second period',
        'Average rate, second period',
        'Value, second period',
        'Rate difference',
      ].map((label) => cell(rowOf(itemId), label));

    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    // 231.75 for 5 is 46.35; 600 for 12 (one box of 12) is 50.00; 3.65 of 46.35 is 7.87 %.
    expect(figures('ITM-0001').map(rupees)).toEqual([5, 46.35, 231.75, 12, 50, 600, 3.65]);
    expect(cell(rowOf('ITM-0001'), 'Change')).toBe('7.87 %');
    expect(cell(rowOf('ITM-0001'), 'Unit')).toBe(items.get('ITM-0001')!.unit);
    // Bought in the first period only (the September receipt is in neither): the second period stays empty.
    expect(figures('ITM-0002')).toEqual([
      '4',
      expect.stringContaining('25.00'),
      expect.stringContaining('100.00'),
      '',
      '',
      '',
      '',
    ]);
    const total = table.querySelector('tr.report-total')!;
    expect(rupees(cell(total, 'Value, first period'))).toBe(331.75);
    expect(rupees(cell(total, 'Value, second period'))).toBe(600);

    const [body] = await bodies();
    expect(Object.keys(body!).sort()).toEqual(['fromdate', 'fromdate2', 'todate', 'todate2', 'usr']);
    expect(body).toMatchObject(PERIODS);
  });

  it('refuses a period that ends before it starts and a user without the right', async () => {
    await signInAs(COMPANY, 'admin');
    const refused = await dataProvider
      .report(ENDPOINT, { ...PERIODS, fromdate2: '2026-12-01' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('The second period ends before it starts.');
    await signInAs(COMPANY, 'staff');
    const forbidden = await dataProvider.report(ENDPOINT, PERIODS).catch((error: unknown) => error);
    expect((forbidden as ApiError).status).toBe(403);
  });

  it('starts with last month against this month so far', async () => {
    await signInAs(COMPANY, 'admin');
    renderApp(PAGE);
    await screen.findByText(/Nothing to report|Total \(/, undefined, { timeout: 8000 });
    const today = new Date();
    const lastMonth = subMonths(today, 1);
    const day = (date: Date) => format(date, 'yyyy-MM-dd');
    expect((await bodies())[0]).toMatchObject({
      fromdate: day(startOfMonth(lastMonth)),
      todate: day(endOfMonth(lastMonth)),
      fromdate2: day(startOfMonth(today)),
      todate2: day(today),
    });
  });
});
