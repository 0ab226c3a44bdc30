// The restaurant benchmark's data: a menu of 2,000 items, 100 tables, and 30 days of 5,000 bills a
// day (150,000 bills), priced by the same function the demo backend prices with.
import type { Bill } from '../src/kits/billing/domain/bill-types';
import type { OrderLine } from '../src/kits/billing/domain/order-types';
import type { PosOutlet, TaxRate } from '../src/kits/billing/domain/master-types';
import { pricedBill } from '../src/kits/billing/domain/priced-bill';

export const BENCH_ITEMS = 2_000;
export const BENCH_TABLES = 100;
export const DAYS = 30;
export const BILLS_A_DAY = 5_000;
export const OUTLET = 'DIN';
const GROUPS = ['SOUP', 'SVEG', 'SNV', 'SEA', 'MVEG', 'MNV', 'BRD', 'RICE', 'DES', 'BEV'];
const KOT_GROUPS = ['KIT', 'KIT', 'KIT', 'GRL', 'KIT', 'KIT', 'TAN', 'KIT', 'DES', 'BEV'];
const MODES = ['CASH', 'CARD', 'UPI'] as const;

export const itemCode = (n: number) => `BP-${String(n + 1).padStart(4, '0')}`;
export const tableCode = (n: number) => `BT${n + 1}`;

export function benchMenu() {
  return Array.from({ length: BENCH_ITEMS }, (_, n) => ({
    code: itemCode(n),
    name: `Bench dish ${n + 1} ${['masala', 'fry', 'curry', 'roast', 'tikka'][n % 5]}`,
    shortName: `DISH ${n + 1}`,
    group: GROUPS[n % GROUPS.length]!,
    kotGroup: KOT_GROUPS[n % KOT_GROUPS.length]!,
    rate: 50 + (n % 40) * 10,
    tax: 'GST5',
    foodType: 'VEG',
    openRate: false,
    active: true,
    picture: '',
  }));
}

export function benchTables() {
  return Array.from({ length: BENCH_TABLES }, (_, n) => ({
    code: tableCode(n),
    name: `Bench table ${n + 1}`,
    outlet: OUTLET,
    seats: 4,
    area: 'INDOOR',
    waiter: 'W01',
    active: true,
  }));
}

const GST5: TaxRate = {
  code: 'GST5',
  name: 'GST 5%',
  percent: 5,
  components: [
    { component: 'CGST', percent: 2.5 },
    { component: 'SGST', percent: 2.5 },
  ],
};
const outlet: PosOutlet = {
  code: OUTLET,
  name: 'Main dining hall',
  outletType: 'DINE',
  autoSettle: false,
  serviceCharge: 0,
  billPrefix: 'DN',
  billingGroup: 'FOOD',
};

/** Fifty priced bill shapes (1 to 6 lines each), reused with their own numbers, dates and settlements. */
function templates() {
  const menu = benchMenu();
  const items = new Map(menu.map((item) => [item.code, item]));
  return Array.from({ length: 50 }, (_, t) => {
    const lines: OrderLine[] = Array.from({ length: 1 + (t % 6) }, (_, l) => {
      const item = menu[(t * 37 + l * 101) % BENCH_ITEMS]!;
      return {
        lineId: `L${l}`,
        itemId: item.code,
        itemName: item.name,
        kotGroup: item.kotGroup,
        qty: 1 + ((t + l) % 3),
        rate: item.rate,
        notes: '',
      };
    });
    return pricedBill(
      lines,
      { outlet, date: '2026-01-01', items, taxes: [GST5], assignments: [] },
      t % 10 === 0 ? { kind: 'PERCENT', percent: 5 } : undefined,
    );
  });
}

/** The 150,000 settled bills of the 30 days before `lastDay`, numbered in one series. */
export function benchBills(lastDay: string): Bill[] {
  const shapes = templates();
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  const bills: Bill[] = [];
  for (let day = 0; day < DAYS; day++) {
    const dat = new Date(last - (DAYS - 1 - day) * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; n < BILLS_A_DAY; n++) {
      const billNo = day * BILLS_A_DAY + n + 1;
      const shape = shapes[billNo % shapes.length]!;
      bills.push({
        ...shape,
        billNo,
        seq: `DN26-${String(billNo).padStart(6, '0')}`,
        billId: `bench-${billNo}`,
        outlet: OUTLET,
        tableNo: tableCode(n % BENCH_TABLES),
        waiter: 'W01',
        covers: 2,
        dat,
        time: `${dat}T13:00:00.000Z`,
        user: 'ADMIN',
        kind: 'NORMAL',
        status: 'SETTLED',
        ncDepartment: '',
        voidReason: '',
        discountReason: shape.discount ? 'Regular guest' : '',
        kotIds: [`bench-kot-${billNo}`],
        tenders: [{ mode: MODES[billNo % 3]!, amount: shape.total }],
        settledAt: `${dat}T13:30:00.000Z`,
        settleId: `bench-settle-${billNo}`,
        printCount: 1,
      });
    }
  }
  return bills;
}
