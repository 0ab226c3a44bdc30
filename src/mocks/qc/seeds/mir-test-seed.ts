import { format, subMonths } from 'date-fns';
import type { ReceiptBody, ReceiptLine } from '../../../kits/inward/receipt-types';
import { serverToday } from '../../core/server-dates';
import { seedOnce } from '../../core/record-store';
import { oneAtATime } from '../../core/write-queue';
import { receiptItems, rowsOf } from '../../core/inward/receipt-context';
import { purchaseDocuments } from '../../core/inward/purchase-documents';
import { approveMir } from '../inward/mir-approval';
import { saveMirTest } from '../inward/mir-test-save';

/**
 * Shakti Precision Engineering (D-USI) gets goods-receipt QC: two receipts tested and approved last month, one waiting.
 */
const SEEDED = new Set([1003]);

type Lot = [item: string, qty: number, checked: number, rejected: number, rectified: number, cost: number];

async function receive(
  companyCode: number,
  dat: string,
  vendorid: string,
  invoiceno: string,
  lots: readonly Lot[],
  items: Map<string, { name: string }>,
): Promise<number | null> {
  const byName = new Map([...items].map(([id, item]) => [item.name, id]));
  const lines: ReceiptLine[] = lots.flatMap(([name, qty]) => {
    const itemId = byName.get(name);
    return itemId
      ? [
          {
            sno: 0,
            store: 'RM',
            itemId,
            itemName: '',
            batchno: `H${invoiceno.slice(-3)}`,
            manudate: '',
            expdate: '',
            qty,
            um: '',
            rat: 0,
            mrp: 1,
            gin: '',
          },
        ]
      : [];
  });
  if (lines.length !== lots.length) return null;
  const rates: Record<string, number> = {
    'EN8 bright bar 32 mm': 84,
    'MS plate 6 mm': 72,
    'Ball bearing 6204': 145,
    'Hex bolt M10 x 40': 4.5,
  };
  const body: ReceiptBody = {
    header: {
      recordId: null,
      seq: '',
      dat,
      purchaseType: 'LOCAL',
      invoiceno,
      invoicedat: dat,
      transporter: 'Own vehicle',
      vendorid,
      vendorname: '',
      refPoid: null,
      qcCheck: 1,
      baseamt: 0,
      discount: 0,
      taxes: 0,
      others: 0,
      totalAmt: 0,
      advance: 0,
      payable: 0,
      pos: 0,
      printCount: 0,
    },
    lines: lines.map((line, index) => ({ ...line, rat: rates[lots[index]![0]] ?? 100 })),
    taxes: [],
  };
  const answer = (await (await purchaseDocuments().saveReceipt(companyCode, body)).json()) as {
    result?: string;
    recordId?: number;
  };
  return answer.result === 'OK' ? Number(answer.recordId) : null;
}

async function test(companyCode: number, recordId: number, lots: readonly Lot[], dat: string, comments: string) {
  const lines = lots.map(([, , checked, rejected, rectified, cost], index) => ({
    transactionId: recordId,
    lotno: index + 1,
    lottype: 'MAT' as const,
    checkedQty: checked,
    rejectedQty: rejected,
    rectifiedQty: rectified,
    rectificationCost: cost,
    comments,
  }));
  await saveMirTest(companyCode, { header: { testid: '1' }, lines, traCheck: 1 }, 'admin', dat);
}

async function seed(companyCode: number): Promise<void> {
  const items = await receiptItems(companyCode);
  const suppliers = (await rowsOf('procurement.suppliers', companyCode)).map((row) => String(row.code));
  if (suppliers.length < 2) return;
  const today = serverToday();
  const lastMonth = format(subMonths(new Date(`${today}T00:00:00`), 1), 'yyyy-MM');
  const steel: Lot[] = [
    ['EN8 bright bar 32 mm', 60, 60, 5, 0, 0],
    ['MS plate 6 mm', 120, 120, 0, 10, 400],
  ];
  const first = await receive(companyCode, `${lastMonth}-08`, suppliers[0]!, 'SI-2231', steel, items);
  if (first !== null) {
    await test(companyCode, first, steel, `${lastMonth}-09`, 'Heat numbers checked against the mill certificate');
    await approveMir(companyCode, first, 'admin', `${lastMonth}-10`);
  }
  const bearings: Lot[] = [['Ball bearing 6204', 40, 40, 0, 0, 0]];
  const second = await receive(companyCode, `${lastMonth}-14`, suppliers[1]!, 'BB-0977', bearings, items);
  if (second !== null) {
    await test(companyCode, second, bearings, `${lastMonth}-15`, 'Clearance within limits');
    await approveMir(companyCode, second, 'admin', `${lastMonth}-15`);
  }
  await receive(
    companyCode,
    today,
    suppliers[1]!,
    'BB-1042',
    [
      ['Hex bolt M10 x 40', 500, 0, 0, 0, 0],
      ['Ball bearing 6204', 20, 0, 0, 0, 0],
    ],
    items,
  );
}

/**
 * Seeds the company's goods-receipt QC the first time it is read (through the procurement saves, so bills and vouchers
 * agree).
 */
export async function ensureMirSeeded(companyCode: number): Promise<void> {
  if (!SEEDED.has(companyCode)) return;
  await oneAtATime(companyCode, () =>
    seedOnce('qc.mir-seed', companyCode, async () => {
      await seed(companyCode);
      return [];
    }),
  );
}
