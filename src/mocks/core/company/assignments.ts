import type { ProductCode } from '../../../lib/editions';
import type { Assignment } from '../../../lib/session/session-types';
import type { DemoCompany } from './companies';

/**
 * The outlets a demo user bills in (typ RES), by edition: codes of the outlets the point-of-sale seeds give
 * that edition's trade (src/mocks/pos/seeds/outlets.ts), so the billing screen offers the user's own outlets.
 */
const OUTLETS: Partial<Record<ProductCode, ReadonlyArray<[string, string]>>> = {
  'D-RES': [
    ['DIN', 'Main dining hall'],
    ['FAM', 'AC family hall'],
    ['TKW', 'Take-away counter'],
    ['HDL', 'Home delivery'],
  ],
  'D-MIN': [
    ['MCR', 'Multi-cuisine restaurant'],
    ['CSH', 'Lake view coffee shop'],
  ],
  // The take-away's own outlets (src/mocks/takeaway/seeds/outlets.ts), which its billing and menus use.
  'D-TAK': [
    ['MAIN', 'Main counter'],
    ['CK1', 'Cloud kitchen 1'],
  ],
  'D-EC1': [
    ['C01', 'Billing counter 1'],
    ['HDL', 'Home delivery'],
  ],
  'D-POS': [
    ['C01', 'Billing counter 1'],
    ['C02', 'Billing counter 2'],
  ],
};

/** The user's assigned accounts (CAS cash, BAN bank, MOB wallet), outlets (RES) and branch (BRA). */
export function demoAssignments(company: DemoCompany): Assignment[] {
  const assg: Assignment[] = [
    { code: 'AC001', detail: 'Cash in hand', typ: 'CAS' },
    { code: 'AC002', detail: 'HDFC Bank current account', typ: 'BAN' },
    { code: 'AC003', detail: 'State Bank of India cash credit account', typ: 'BAN' },
    { code: 'AC004', detail: 'Paytm wallet', typ: 'MOB' },
  ];
  for (const [code, detail] of OUTLETS[company.pCode] ?? []) assg.push({ code, detail, typ: 'RES' });
  assg.push({ code: company.bCode, detail: company.addr.branchName, typ: 'BRA' });
  return assg;
}
