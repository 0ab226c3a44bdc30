import { totalReport } from '../../engine/report/report-totals';
import { PROCUREMENT_ORDER_REPORTS } from '../../modules/procurement/order-reports/order-reports';
import type { OrderWithRequests, RequestLineBalance } from './bulk-order-pending';
import {
  enquiryListRows,
  itemWisePendingRows,
  orderListRows,
  requestListRows,
  supplierWiseOrderRows,
} from './order-report-list-rows';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', supplier: '' };

const line = (
  seq: string,
  dat: string,
  itemId: string,
  approvedQty: number,
  ordered: number,
  approved = true,
): RequestLineBalance => ({
  recordId: Number(seq.slice(-1)),
  seq,
  dat,
  sno: 1,
  itemId,
  itemName: itemId === 'ITM-1' ? 'Flour' : 'Sugar',
  itemDescription: '',
  department: 'Kitchen',
  employee: 'Ravi',
  purpose: '',
  um: 'KG',
  qty: approved ? approvedQty + 1 : 7,
  approvedQty: approved ? approvedQty : 0,
  ordered,
  pending: approved ? approvedQty - ordered : 0,
  approved,
  reqdBy: '2026-11-30',
});
const LINES = [
  line('PR2026-00004', '2026-11-09', 'ITM-2', 5, 0),
  line('PR2026-00002', '2026-11-03', 'ITM-1', 10, 4),
  line('PR2026-00003', '2026-11-05', 'ITM-1', 2.5, 0),
  line('PR2026-00005', '2026-11-12', 'ITM-1', 3, 3),
  line('PR2026-00006', '2026-11-14', 'ITM-2', 0, 0, false),
  line('PR2026-00001', '2026-10-30', 'ITM-1', 8, 0),
];

describe('the lists of requests', () => {
  it('lists every line of the period by date, with its requested, approved and ordered quantities', () => {
    const rows = requestListRows(LINES, NOVEMBER);
    expect(rows.map((row) => [row.seq, row.qty, row.approvedQty, row.orderedQty, row.status])).toEqual([
      ['PR2026-00002', 11, 10, 4, 'Partly ordered'],
      ['PR2026-00003', 3.5, 2.5, 0, 'Approved'],
      ['PR2026-00004', 6, 5, 0, 'Approved'],
      ['PR2026-00005', 4, 3, 3, 'Ordered'],
      ['PR2026-00006', 7, 0, 0, 'Pending approval'],
    ]);
    expect(rows[0]).toMatchObject({ employee: 'Ravi', department: 'Kitchen', itemname: 'Flour', reqdby: '2026-11-30' });
  });

  it('groups the approved lines still to order by item, with each item’s totals, and narrows to one item', () => {
    const report = PROCUREMENT_ORDER_REPORTS.find((candidate) => candidate.name.endsWith('itemwise-pending-requests'))!;
    const result = totalReport(report.columns, itemWisePendingRows(LINES, NOVEMBER, ''), report.groupBy);
    expect(result.rows.map((row) => [row.itemname, row.seq, row.pendingQty])).toEqual([
      ['Flour', 'PR2026-00002', 6],
      ['Flour', 'PR2026-00003', 2.5],
      ['Sugar', 'PR2026-00004', 5],
    ]);
    expect(result.groups?.map((group) => [group.label, group.totals])).toEqual([
      ['Flour', { approvedQty: 12.5, orderedQty: 4, pendingQty: 8.5 }],
      ['Sugar', { approvedQty: 5, orderedQty: 0, pendingQty: 5 }],
    ]);
    expect(itemWisePendingRows(LINES, NOVEMBER, 'ITM-2').map((row) => row.seq)).toEqual(['PR2026-00004']);
  });
});

const enquiry = (recordId: number, dat: string, validity: string | null, pos = 2) => ({
  header: { recordId, seq: `PE26-0000${recordId}`, dat, validity, vendorname: `Supplier ${recordId}`, pos },
  lines: [{ itemId: 'ITM-1', qty: 5 }],
});
const ENQUIRIES = [
  enquiry(1, '2026-11-02', '2026-11-10'),
  enquiry(2, '2026-11-03', '2026-11-10'),
  enquiry(3, '2026-11-04', '2026-11-20', 1),
  enquiry(4, '2026-11-05', null),
  enquiry(5, '2026-11-06', '2026-11-08', 9),
  enquiry(6, '2026-10-20', '2026-10-25'),
];
const QUOTATIONS = [
  { header: { seq: 'PQ26-00001', pos: 2, refQuotationId: 1 } },
  { header: { seq: 'PQ26-00002', pos: 9, refQuotationId: 2 } },
];

describe('the list of enquiries', () => {
  const shown = (show: number) =>
    enquiryListRows(ENQUIRIES, QUOTATIONS, NOVEMBER, show, '2026-11-15').map((row) => [row.seq, row.reply]);

  it('shows the period’s enquiries (not cancelled) with their quotation and where each stands', () => {
    expect(shown(1)).toEqual([
      ['PE26-00001', 'Quoted'],
      ['PE26-00002', 'Expired'],
      ['PE26-00003', 'Pending'],
      ['PE26-00004', 'Pending'],
    ]);
    expect(enquiryListRows(ENQUIRIES, QUOTATIONS, NOVEMBER, 1, '2026-11-15')[0]).toMatchObject({
      quotation: 'PQ26-00001',
      status: 'Approved',
      items: 1,
      validity: '2026-11-10',
    });
  });

  it('shows only the pending or only the expired ones as chosen', () => {
    expect(shown(2).map(([seq]) => seq)).toEqual(['PE26-00003', 'PE26-00004']);
    expect(shown(3).map(([seq]) => seq)).toEqual(['PE26-00002']);
  });
});

/** Discount 0.10 and taxes 0.20 on each order: its total (typed as the server saves it) is the base + 0.10. */
const order = (
  recordId: number,
  dat: string,
  vendorid: string,
  pos: number,
  base: number,
  total: number,
): OrderWithRequests => ({
  recordId,
  seq: `PO26-11/000${recordId}`,
  dat,
  pos,
  vendorid,
  lines: [],
  baseamt: base,
  discount: 0.1,
  taxes: 0.2,
  others: 0,
  totalAmt: total,
});
const ORDERS = [
  order(2, '2026-11-06', 'SUP-2', 2, 100.05, 100.15),
  order(1, '2026-11-02', 'SUP-1', 1, 200.1, 200.2),
  order(3, '2026-11-04', 'SUP-2', 5, 0.7, 0.8),
  order(4, '2026-11-05', 'SUP-1', 9, 999, 999.1),
  order(5, '2026-10-31', 'SUP-1', 2, 50, 50.1),
];
const names = (id: string) => ({ 'SUP-1': 'Zenith Traders', 'SUP-2': 'Acme Foods' })[id] ?? id;

describe('the lists of orders', () => {
  it('lists the period’s orders (not cancelled) by date, their amounts totalled in paise', () => {
    const report = PROCUREMENT_ORDER_REPORTS.find((candidate) => candidate.name.endsWith('.orders'))!;
    const result = totalReport(report.columns, orderListRows(ORDERS, NOVEMBER, names));
    expect(result.rows.map((row) => [row.seq, row.vendorname, row.status])).toEqual([
      ['PO26-11/0001', 'Zenith Traders', 'Pending approval'],
      ['PO26-11/0003', 'Acme Foods', 'Received'],
      ['PO26-11/0002', 'Acme Foods', 'Approved'],
    ]);
    expect(result.totals).toEqual({ baseamt: 300.85, discount: 0.3, taxes: 0.6, others: 0, totalAmt: 301.15 });
  });

  it('groups them by supplier with each supplier’s totals, and narrows to one supplier', () => {
    const report = PROCUREMENT_ORDER_REPORTS.find((candidate) => candidate.name.endsWith('supplierwise-orders'))!;
    const result = totalReport(report.columns, supplierWiseOrderRows(ORDERS, NOVEMBER, names), report.groupBy);
    expect(result.rows.map((row) => row.seq)).toEqual(['PO26-11/0003', 'PO26-11/0002', 'PO26-11/0001']);
    expect(result.groups?.map((group) => [group.label, group.count, group.totals.baseamt])).toEqual([
      ['Acme Foods', 2, 100.75],
      ['Zenith Traders', 1, 200.1],
    ]);
    const one = supplierWiseOrderRows(ORDERS, { ...NOVEMBER, supplier: 'SUP-2' }, names);
    expect(one.map((row) => row.seq)).toEqual(['PO26-11/0003', 'PO26-11/0002']);
  });
});
