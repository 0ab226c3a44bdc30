import type { Bill } from '../../../src/kits/billing/domain/bill-types';
import { testBill } from '../../../src/modules/pos/reports/report-test-bills';

// What the restaurant report tests (pos-reports-*.test.tsx) share: the company, the period and its bills.
export const COMPANY = 1010;
export const PERIOD = { frmDate: '2026-11-20', toDate: '2026-11-21' };
const TIKKA = ['PI-0004', 'Paneer tikka', 280] as const;
const NAAN = ['PI-0025', 'Butter naan', 70] as const;
const CHICKEN = ['PI-0021', 'Butter chicken', 340] as const;
const line = ([id, name, rate]: readonly [string, string, number], qty: number) => [id, name, qty, rate] as const;

/**
 * Bills of the 1010 outlets, priced by the billing's pricedBill (figures in report-rows.test.ts): sales 662 + 337 +
 * 221, an NC worth 294, a void worth 74.
 */
export function fiveBills(dat = '2026-11-20', next = '2026-11-21'): Bill[] {
  return [
    testBill({ billNo: 1, dat, lines: [line(TIKKA, 2), line(NAAN, 1)], settle: 'CASH' }),
    testBill({
      billNo: 2,
      dat,
      outlet: 'FAM',
      serviceCharge: 5,
      tableNo: 'F1',
      waiter: 'W05',
      lines: [line(CHICKEN, 1)],
      discount: { kind: 'PERCENT', percent: 10 },
      discountReason: 'Regular guest',
      settle: [
        { mode: 'CASH', amount: 200 },
        { mode: 'UPI', amount: 137 },
      ],
    }),
    testBill({ billNo: 3, dat, kind: 'NC', ncDepartment: 'MGMT', lines: [line(TIKKA, 1)] }),
    testBill({ billNo: 4, dat, kind: 'VOID', voidReason: 'Wrong table', lines: [line(NAAN, 1)] }),
    testBill({ billNo: 5, dat: next, tableNo: 'T2', waiter: 'W02', lines: [line(NAAN, 3)] }),
  ];
}
