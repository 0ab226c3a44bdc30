import type { Bill } from '../domain/bill-types';
import type { RunningTable } from '../domain/order-types';
import type { BillingRequirements, PosOutlet } from '../domain/master-types';
import { GST18, GST5 } from '../domain/tax-rates.fixture';

/**
 * A small restaurant for the dialogs' tests: a dining outlet with 5% service charge, food at GST 5%
 * (CGST 2.5 + SGST 2.5) and drinks assigned GST 18% (CGST 9 + SGST 9), one credit customer near his limit.
 */
export const DINING: PosOutlet = {
  code: 'DN',
  name: 'Dining hall',
  outletType: 'DINING',
  autoSettle: false,
  serviceCharge: 5,
  billPrefix: 'DN',
  billingGroup: 'FOOD',
};

export function requirementsFixture(overrides: Partial<BillingRequirements> = {}): BillingRequirements {
  return {
    today: '2026-11-22',
    outlets: [
      DINING,
      { ...DINING, code: 'HDL', name: 'Home delivery', outletType: 'DELIVERY', serviceCharge: 0, billPrefix: 'HD' },
    ],
    items: [
      {
        code: 'PNR',
        name: 'Paneer tikka',
        shortName: 'Paneer',
        group: 'STR',
        groupName: 'Starters',
        kotGroup: 'K1',
        rate: 280,
        tax: 'GST5',
        foodType: 'VEG',
        openRate: false,
      },
      {
        code: 'BIR',
        name: 'Chicken biryani',
        shortName: 'Biryani',
        group: 'MAIN',
        groupName: 'Mains',
        kotGroup: 'K1',
        rate: 320,
        tax: 'GST5',
        foodType: 'NONVEG',
        openRate: false,
      },
      {
        code: 'LIM',
        name: 'Lime soda',
        shortName: 'Lime',
        group: 'BEV',
        groupName: 'Beverages',
        kotGroup: 'K2',
        rate: 90,
        tax: 'GST5',
        foodType: 'VEG',
        openRate: false,
      },
    ],
    rates: {},
    taxes: [GST5, GST18],
    taxAssignments: [
      { itemGroup: 'BEV', outlet: '', tax: 'GST18', effectiveFrom: '2026-04-01', inForceUntil: '', active: true },
    ],
    tables: [{ code: 'T4', name: 'Table 4', outlet: 'DN', seats: 4, waiter: 'W1' }],
    waiters: [{ code: 'W1', name: 'Anil Kumar' }],
    ncDepartments: [{ code: 'MGMT', name: 'Management' }],
    customers: [{ code: 'C1', name: 'Ravi Menon', mobile: '9847000001', creditLimit: 2000, outstanding: 1500 }],
    rooms: [],
    discountLimit: 10,
    canApproveDiscount: false,
    upi: { vpa: 'spice@okaxis', payee: 'Spice Route' },
    gstin: '32ABCDE1234F1Z5',
    ...overrides,
  };
}

/** Table 4: 2 paneer (560), 1 biryani (320), 2 lime soda (180): 1,060.00 before tax. */
export const TABLE_T4: RunningTable = {
  outlet: 'DN',
  tableNo: 'T4',
  waiter: 'W1',
  covers: 3,
  openedAt: '2026-11-22T13:05:00.000Z',
  state: 'OPEN',
  amount: 1060,
  billNo: null,
  kotIds: ['kot-1'],
  lines: [
    { lineId: 'l1', itemId: 'PNR', itemName: 'Paneer tikka', kotGroup: 'K1', qty: 2, rate: 280, notes: '' },
    { lineId: 'l2', itemId: 'BIR', itemName: 'Chicken biryani', kotGroup: 'K1', qty: 1, rate: 320, notes: '' },
    { lineId: 'l3', itemId: 'LIM', itemName: 'Lime soda', kotGroup: 'K2', qty: 2, rate: 90, notes: 'less ice' },
  ],
};

/** A numbered, unsettled bill of 764.00 (for the settlement and print tests). */
export function billFixture(overrides: Partial<Bill> = {}): Bill {
  return {
    billNo: 12,
    seq: 'DN26-000012',
    billId: 'bill-12',
    outlet: 'DN',
    tableNo: 'T4',
    waiter: 'W1',
    covers: 2,
    dat: '2026-11-22',
    time: '2026-11-22T14:10:00.000Z',
    user: 'staff',
    kind: 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: '',
    voidReason: '',
    discountPercent: 0,
    discountReason: '',
    serviceChargePercent: 0,
    lines: [
      {
        lineId: 'l1',
        itemId: 'PNR',
        itemName: 'Paneer tikka',
        qty: 2,
        rate: 280,
        amount: 560,
        discount: 0,
        serviceCharge: 0,
        taxable: 560,
        taxCode: 'GST5',
        tax: 28,
      },
      {
        lineId: 'l4',
        itemId: 'JUI',
        itemName: 'Fresh juice',
        qty: 2,
        rate: 84,
        amount: 168,
        discount: 0,
        serviceCharge: 0,
        taxable: 168,
        taxCode: 'GST5',
        tax: 8.4,
      },
    ],
    subTotal: 728,
    discount: 0,
    serviceCharge: 0,
    taxes: [
      { component: 'CGST', percent: 2.5, taxable: 728, amount: 18.2 },
      { component: 'SGST', percent: 2.5, taxable: 728, amount: 18.2 },
    ],
    taxTotal: 36.4,
    roundOff: -0.4,
    total: 764,
    value: 764,
    kotIds: ['kot-1'],
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 1,
    ...overrides,
  };
}
