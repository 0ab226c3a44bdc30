import type { CounterCustomer, CounterRequirements } from '../../../modules/pos/counter/domain/counter-types';
import { COUNTER_DISCOUNT_LIMIT } from '../../../modules/pos/counter/domain/counter-rights';
import { serverToday } from '../../core/server-dates';
import { findDemoCompany } from '../../core/company/companies';
import type { DemoSession } from '../../core/sessions/auth';
import { isAdmin } from '../../core/billing/billing-access';
import {
  assignmentsOf,
  isActive,
  itemsOf,
  outletRates,
  str,
  taxesOf,
  withoutActive,
} from '../../core/billing/billing-masters';
import { rowsOf } from '../../core/seeded-rows';
import { gstinOfCompany, upiOf } from '../../core/company/company-ids';
import { creditCustomers } from '../../core/billing/settle-context';
import { counterOutlets, mayCounter } from './counter-access';
import { counterCodes, counterStock } from './counter-shelf';

/** Every active POS customer a sale may name. */
export async function counterBuyers(companyCode: number): Promise<CounterCustomer[]> {
  return (await rowsOf('pos.customers', companyCode))
    .filter(isActive)
    .map((row) => ({ code: str(row.code), name: str(row.name), mobile: str(row.mobile) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What the counter screens need: the engine's billing requirements for the user's counters (their items,
 * the outlets' price lists as rates, taxes and assignments, the credit customers with what they owe, the
 * discount limit, UPI payee and GSTIN; no tables, waiters, NC departments or rooms), the items' barcodes,
 * the goods' stock, and every customer a sale may name.
 */
export async function counterRequirements(session: DemoSession): Promise<CounterRequirements> {
  const { companyCode } = session;
  const company = findDemoCompany(companyCode);
  const today = serverToday();
  const outlets = await counterOutlets(session);
  const [items, rates, taxes, taxAssignments, customers, buyers] = await Promise.all([
    itemsOf(companyCode),
    outletRates(companyCode, outlets, today),
    taxesOf(companyCode, today),
    assignmentsOf(companyCode),
    creditCustomers(companyCode),
    counterBuyers(companyCode),
  ]);
  const menu = [...items.values()].filter((item) => item.active).map(withoutActive);
  const [codes, stock] = await Promise.all([counterCodes(companyCode, menu), counterStock(companyCode, menu)]);
  return {
    today,
    outlets,
    items: menu,
    rates,
    taxes,
    taxAssignments: taxAssignments.filter((row) => row.active),
    tables: [],
    waiters: [],
    ncDepartments: [],
    customers,
    rooms: [],
    discountLimit: isAdmin(session) ? 100 : COUNTER_DISCOUNT_LIMIT,
    canApproveDiscount: mayCounter(session, 'approve'),
    upi: upiOf(company),
    gstin: gstinOfCompany(company),
    codes,
    stock,
    buyers,
  };
}
