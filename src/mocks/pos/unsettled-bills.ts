import type { Bill } from '../../modules/pos/domain/billing-types';
import type { DemoSession } from '../core/sessions/auth';
import { outletScope } from './day-status';

/** getUnsettledBills: the bills of the user's outlets awaiting settlement, oldest first (date, time, number). */
export async function unsettledBills(session: DemoSession): Promise<Bill[]> {
  const { bills } = await outletScope(session);
  return bills
    .filter((bill) => bill.status === 'UNSETTLED')
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.time.localeCompare(b.time) || a.billNo - b.billNo);
}
