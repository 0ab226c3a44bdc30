import { fromPaise } from '../../../lib/money/money';
import type { CreditCustomer, NamedCode } from '../../../kits/billing/domain/master-types';
import { inHouseStays } from '../room-folios';
import { isActive, num, str } from './billing-masters';
import { rowsOf } from '../seeded-rows';
import { customerOutstandingPaise } from '../accounting/party-postings';

/**
 * The credit customers (active, with a credit limit) and what each has not yet paid: their unsettled
 * credit bills in the restaurant's customer ledger. The billing requirements show the same figures.
 */
export async function creditCustomers(companyCode: number): Promise<CreditCustomer[]> {
  const [rows, outstanding] = await Promise.all([
    rowsOf('pos.customers', companyCode),
    customerOutstandingPaise(companyCode),
  ]);
  return rows
    .filter((row) => isActive(row) && num(row.creditAmount) > 0)
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      mobile: str(row.mobile),
      creditLimit: num(row.creditAmount),
      outstanding: fromPaise(outstanding.get(str(row.code)) ?? 0),
    }));
}

/**
 * The rooms a bill may be charged to: those whose guest is in house (front office stays IN_HOUSE; not a room whose
 * final bill is prepared), in any company that has such stays.
 */
export async function chargeableRooms(companyCode: number): Promise<NamedCode[]> {
  return (await inHouseStays(companyCode))
    .map((stay) => ({ code: stay.room, name: `Room ${stay.room} (${stay.guest.name || stay.stayNo})` }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}
