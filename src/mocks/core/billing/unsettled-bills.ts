import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { BillingSession } from './billing-book';
import { userOutlets } from './billing-masters';
import { billIndexOf } from './billing-store';

/** getUnsettledBills: the bills of the user's outlets awaiting settlement, oldest first (date, time, number). */
export async function unsettledBills(session: BillingSession): Promise<Bill[]> {
  const [outlets, index] = await Promise.all([userOutlets(session), billIndexOf(session.companyCode)]);
  const codes = new Set(outlets.map((outlet) => outlet.code));
  return [...index.unsettled.values()]
    .filter((bill) => codes.has(bill.outlet))
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.time.localeCompare(b.time) || a.billNo - b.billNo);
}
