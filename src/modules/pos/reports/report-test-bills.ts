import type {
  Bill,
  BillKind,
  BillStatus,
  DiscountInput,
  SettleMode,
  Tender,
} from '../../../kits/billing/domain/bill-types';
import type { KotTicket, OrderLine } from '../../../kits/billing/domain/order-types';
import type { PosOutlet, TaxRate } from '../../../kits/billing/domain/master-types';
import { pricedBill } from '../../../kits/billing/domain/priced-bill';

/** Test data (unit and integration tests): bills priced by the billing's own pricedBill, so their figures are real. */
export const TEST_GST5: TaxRate = {
  code: 'GST5',
  name: 'GST 5%',
  percent: 5,
  components: [
    { component: 'CGST', percent: 2.5 },
    { component: 'SGST', percent: 2.5 },
  ],
};

export interface TestBillSpec {
  billNo: number;
  outlet?: string;
  serviceCharge?: number;
  dat?: string;
  tableNo?: string;
  waiter?: string;
  covers?: number;
  /** [item id, item name, quantity, rate]. */
  lines: ReadonlyArray<readonly [string, string, number, number]>;
  discount?: DiscountInput;
  discountReason?: string;
  kind?: BillKind;
  status?: BillStatus;
  ncDepartment?: string;
  voidReason?: string;
  /** Settled in one mode (the whole total), or split as given. */
  settle?: SettleMode | ReadonlyArray<Pick<Tender, 'mode' | 'amount'>>;
  user?: string;
}

export function testBill(spec: TestBillSpec): Bill {
  const outlet: PosOutlet = {
    code: spec.outlet ?? 'DIN',
    name: spec.outlet ?? 'DIN',
    outletType: 'DINE',
    autoSettle: false,
    serviceCharge: spec.serviceCharge ?? 0,
    billPrefix: 'DN',
    billingGroup: 'FOOD',
  };
  const dat = spec.dat ?? '2026-11-20';
  const lines: OrderLine[] = spec.lines.map(([itemId, itemName, qty, rate], index) => ({
    lineId: `L${index + 1}`,
    itemId,
    itemName,
    kotGroup: '',
    qty,
    rate,
    notes: '',
  }));
  const items = new Map(spec.lines.map(([itemId]) => [itemId, { group: 'G', tax: TEST_GST5.code }]));
  const kind = spec.kind ?? 'NORMAL';
  const priced = pricedBill(
    lines,
    { outlet, date: dat, items, taxes: [TEST_GST5], assignments: [] },
    spec.discount,
    kind === 'NC',
  );
  const voided = kind === 'VOID' || spec.status === 'VOID';
  const tenders: Tender[] =
    !spec.settle || voided || kind === 'NC'
      ? []
      : typeof spec.settle === 'string'
        ? [{ mode: spec.settle, amount: priced.total }]
        : spec.settle.map((tender) => ({ ...tender }));
  return {
    ...priced,
    total: voided ? 0 : priced.total,
    billNo: spec.billNo,
    seq: `${outlet.billPrefix}26-${String(spec.billNo).padStart(6, '0')}`,
    billId: `bill-${spec.billNo}`,
    outlet: outlet.code,
    tableNo: spec.tableNo ?? 'T1',
    waiter: spec.waiter ?? 'W01',
    covers: spec.covers ?? 2,
    dat,
    time: `${dat}T13:00:00.000Z`,
    user: spec.user ?? 'admin',
    kind,
    status: spec.status ?? (voided ? 'VOID' : tenders.length ? 'SETTLED' : 'UNSETTLED'),
    ncDepartment: spec.ncDepartment ?? '',
    voidReason: spec.voidReason ?? '',
    discountReason: spec.discountReason ?? '',
    kotIds: [],
    tenders,
    settledAt: tenders.length ? `${dat}T14:00:00.000Z` : '',
    settleId: '',
    printCount: 1,
  };
}

export function testTicket(ticket: Partial<KotTicket> & Pick<KotTicket, 'kotNo' | 'lines'>): KotTicket {
  return {
    kotId: `kot-${ticket.kotNo}`,
    outlet: 'DIN',
    tableNo: 'T1',
    waiter: 'W01',
    covers: 2,
    kotGroup: 'KIT',
    kind: 'ORDER',
    dat: '2026-11-20',
    time: '2026-11-20T12:00:00.000Z',
    user: 'admin',
    printCount: 1,
    ...ticket,
  };
}
