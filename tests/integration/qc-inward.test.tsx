import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, subMonths } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { RECEIPT_ENDPOINTS } from '../../src/modules/procurement/receipts/receipt-endpoints';
import type { ReceiptBody, ReceiptHeader, ReceiptHeaderInput } from '../../src/kits/inward/receipt-types';
import { MIR_ROUTES, type MirRequirements } from '../../src/modules/qc/domain/mir-types';
import type { ReportResult } from '../../src/engine/report/report';
import { serverToday } from '../../src/mocks/core/server-dates';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { receiptItems, rowsOf } from '../../src/mocks/core/inward/receipt-context';
import { receiptOf } from '../../src/mocks/core/inward/receipt-store';
import { creditNotesOf, returnsOf } from '../../src/mocks/core/inward/return-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;
const today = serverToday();
const saves = () => requests.filter((request) => request.url.endsWith(`/${MIR_ROUTES.save}`));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [error.message, ...Object.values(error.fieldErrors ?? {})].join(' | '),
  );
const lastMonth = () => {
  const start = format(subMonths(new Date(`${today}T00:00:00`), 1), 'yyyy-MM');
  return { frmDate: `${start}-01`, toDate: today };
};

/** A stored header as SetPurchase takes it back: without what the server works out. */
const sentHeader = (stored: ReceiptHeader): ReceiptHeaderInput => {
  const header: Partial<ReceiptHeader> = { ...stored };
  delete header.advance;
  delete header.payable;
  delete header.printCount;
  return header as ReceiptHeaderInput;
};

async function receiveWithQc(vendorid: string): Promise<{ recordId: number; seq: string }> {
  const ids = new Map([...(await receiptItems(COMPANY))].map(([id, item]) => [item.name, id]));
  const line = (name: string, qty: number, rat: number) => ({
    sno: 0,
    store: 'RM',
    itemId: ids.get(name)!,
    itemName: '',
    batchno: 'H77',
    manudate: '',
    expdate: '',
    qty,
    um: '',
    rat,
    mrp: 1,
    gin: '',
  });
  const header: ReceiptHeaderInput = {
    recordId: null,
    seq: '',
    dat: today,
    purchaseType: 'LOCAL',
    invoiceno: 'QC-501',
    invoicedat: today,
    transporter: 'VRL',
    vendorid,
    vendorname: '',
    refPoid: null,
    qcCheck: 1,
    baseamt: 0,
    discount: 0,
    taxes: 0,
    others: 0,
    totalAmt: 0,
    pos: 0,
  };
  const answer = await dataProvider.write(RECEIPT_ENDPOINTS.save, {
    header,
    lines: [line('EN8 bright bar 32 mm', 60, 84), line('MS plate 6 mm', 50, 72)],
    taxes: [],
    traCheck: 1,
  });
  return { recordId: Number(answer.recordId), seq: String(answer.seq) };
}

describe('goods-receipt quality control (1003, Shakti Precision Engineering)', () => {
  it('tests a receipt lot by lot (over-checked refused, input kept), approves it: stock, purchase return, credit note, supplier rating', async () => {
    await signInAs(COMPANY, 'admin');
    // The seeds: last month's approved receipts rate two suppliers; one receipt waits for its test.
    const seeded = await dataProvider.read<MirRequirements>(MIR_ROUTES.requirements);
    const waiting = seeded.headers.find((header) => header.invoiceno === 'BB-1042' && header.tested === 0)!;
    expect(await refusal(dataProvider.action(MIR_ROUTES.approve, String(waiting.recordId)))).toBe(
      `Goods receipt ${waiting.seq} cannot be approved: lot 1 (Hex bolt M10 x 40), lot 2 (Ball bearing 6204) are not tested yet.`,
    );
    expect(
      (await dataProvider.report<ReportResult>(MIR_ROUTES.ratings, lastMonth())).rows.length,
    ).toBeGreaterThanOrEqual(2);

    const vendorid = String((await rowsOf('procurement.suppliers', COMPANY))[2]!.code);
    const { recordId, seq } = await receiveWithQc(vendorid);
    expect((await stockLedger(COMPANY)).some((row) => row.transactionId === seq)).toBe(false);

    const { user, unmount } = renderApp('/applayout-sidebar-large/qc/qcmirtest');
    await user.click(await screen.findByRole('button', { name: `Test ${seq}` }, { timeout: 20_000 }));
    await user.selectOptions(screen.getByLabelText('Test used'), 'Tensile strength');
    const lot1 = screen.getByRole('group', { name: /^Lot 1, EN8 bright bar 32 mm/ });
    const lot2 = screen.getByRole('group', { name: /^Lot 2, MS plate 6 mm/ });
    await user.type(within(lot1).getByLabelText('Checked'), '60');
    await user.type(within(lot1).getByLabelText('Rejected'), '5');
    await user.type(within(lot2).getByLabelText('Checked'), '50');
    await user.type(within(lot2).getByLabelText('Rejected'), '30');
    await user.type(within(lot2).getByLabelText('Rectified'), '25');
    await user.click(screen.getByRole('button', { name: 'Save the results' }));
    await waitFor(() =>
      expect(within(lot2).getByLabelText('Rejected')).toHaveAccessibleDescription(
        'Lot 2, MS plate 6 mm: 30 rejected + 25 rectified is more than the 50 checked.',
      ),
    );
    expect(within(lot2).getByLabelText('Rectified')).toHaveValue(25);
    expect(saves()).toHaveLength(0);
    // The server refuses it too, in the same words.
    const lines = [
      {
        transactionId: recordId,
        lotno: 2,
        lottype: 'MAT',
        checkedQty: 50,
        rejectedQty: 30,
        rectifiedQty: 25,
        rectificationCost: 0,
        comments: '',
      },
    ];
    expect(
      await refusal(dataProvider.write(MIR_ROUTES.save, { header: { testid: '1' }, lines, traCheck: 1 })),
    ).toContain('Lot 2, MS plate 6 mm: 30 rejected + 25 rectified is more than the 50 checked.');

    await user.clear(within(lot2).getByLabelText('Rejected'));
    await user.clear(within(lot2).getByLabelText('Rectified'));
    await user.type(within(lot2).getByLabelText('Rectified'), '10');
    await user.type(within(lot2).getByLabelText('Rectification cost (₹)'), '400');
    await user.dblClick(screen.getByRole('button', { name: 'Save the results' }));
    const row = (await screen.findByRole('rowheader', { name: seq })).closest('tr')!;
    expect(within(row).getByText('2 of 2')).toBeInTheDocument();
    expect(saves().length).toBeGreaterThanOrEqual(1);
    unmount();

    // The approval: one click, then the receipt leaves the queue.
    const approvals = renderApp('/applayout-sidebar-large/qc/qcmirapprovals');
    await approvals.user.click(await screen.findByRole('button', { name: `Approve ${seq}` }, { timeout: 20_000 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Approve ${seq}` })).not.toBeInTheDocument());

    const receipt = (await receiptOf(COMPANY, recordId))!;
    expect(receipt.header.qcCheck).toBe(-1);
    expect(receipt.lines.every((line) => /^\d{11}$/.test(line.gin))).toBe(true);
    const rows = (await stockLedger(COMPANY)).filter((stock) => stock.transactionId === seq);
    expect(rows.map((stock) => [stock.qtyin, stock.descr])).toEqual([
      [60, 'Added material after Quality verification'],
      [50, 'Added material after Quality verification'],
    ]);
    const back = (await returnsOf(COMPANY)).find((value) => value.header.branchId === seq)!;
    expect(back.lines.map((line) => [line.qty, line.branchId])).toEqual([[5, receipt.lines[0]!.gin]]);
    expect(back.header.baseamt).toBe(420);
    const note = (await creditNotesOf(COMPANY)).find((value) => value.refmir === seq)!;
    expect(note).toMatchObject({ amt: 400, descriptio: 'Rectification cost from Quality Department' });
    // Net stock of the rejected lot: received less rejected.
    expect(
      (await stockLedger(COMPANY))
        .filter((stock) => stock.gin === receipt.lines[0]!.gin)
        .reduce((sum, stock) => sum + stock.qtyin - stock.qtyout, 0),
    ).toBe(55);

    const ratings = await dataProvider.report<ReportResult>(MIR_ROUTES.ratings, { frmDate: today, toDate: today });
    // Tested 60 × 84 + 50 × 72 = 8,640; rejected 420, rectified 720: (7,500 + 360) / 8,640 = 91.0 → B.
    expect(ratings.rows[0]).toMatchObject({
      rank: 1,
      lots: 2,
      tested: 864_000,
      rejected: 42_000,
      rectified: 72_000,
      score: 91,
      grade: 'B',
    });

    expect(await refusal(dataProvider.action(MIR_ROUTES.approve, String(recordId)))).toMatch(
      new RegExp(
        `^Goods receipt ${seq.replace('/', '\\/')} was approved by quality control on \\d{2}-[A-Z][a-z]{2}-\\d{4}\\.$`,
      ),
    );
    const stored = (await dataProvider.get<{ header: ReceiptHeader; linedetails: ReceiptBody['lines'] }>(
      RECEIPT_ENDPOINTS.get,
      String(recordId),
    ))!;
    expect(
      await refusal(
        dataProvider.write(RECEIPT_ENDPOINTS.save, {
          header: sentHeader(stored.header),
          lines: stored.linedetails,
          taxes: [],
          traCheck: 3,
        }),
      ),
    ).toMatch(/was approved by quality control on/);
  });

  it('works with no goods receipts (1010, a restaurant): empty queues and reports', async () => {
    await signInAs(1010, 'admin');
    expect(await dataProvider.read<MirRequirements>(MIR_ROUTES.requirements)).toMatchObject({
      headers: [],
      lines: [],
    });
    expect((await dataProvider.report<ReportResult>(MIR_ROUTES.ratings, lastMonth())).rows).toEqual([]);
    expect((await dataProvider.report<ReportResult>(MIR_ROUTES.pending, {})).rows).toEqual([]);
    renderApp('/applayout-sidebar-large/qc/qcmirapprovals');
    expect(
      await screen.findByText('No goods receipts are waiting for quality control.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
