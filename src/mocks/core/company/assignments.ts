import type { ProductCode } from '../../../lib/editions';
import type { Assignment } from '../../../lib/session/session-types';
import type { DemoCompany } from './companies';

/** Editions that bill through restaurant / counter outlets. */
const OUTLET_EDITIONS: ReadonlySet<ProductCode> = new Set(['D-RES', 'D-TAK', 'D-EC1', 'D-POS']);

/** The user's assigned accounts (CAS cash, BAN bank, MOB wallet), outlets (RES) and branch (BRA). */
export function demoAssignments(company: DemoCompany): Assignment[] {
  const assg: Assignment[] = [
    { code: 'AC001', detail: 'Cash in hand', typ: 'CAS' },
    { code: 'AC002', detail: 'HDFC Bank current account', typ: 'BAN' },
    { code: 'AC003', detail: 'State Bank of India cash credit account', typ: 'BAN' },
    { code: 'AC004', detail: 'Paytm wallet', typ: 'MOB' },
  ];
  if (OUTLET_EDITIONS.has(company.pCode)) {
    const main = company.pCode === 'D-POS' ? 'Main billing counter' : 'Main dining hall';
    assg.push({ code: 'O001', detail: main, typ: 'RES' });
    assg.push({ code: 'O002', detail: company.pCode === 'D-RES' ? 'Rooftop garden' : 'Take-away counter', typ: 'RES' });
  }
  assg.push({ code: company.bCode, detail: company.addr.branchName, typ: 'BRA' });
  return assg;
}
