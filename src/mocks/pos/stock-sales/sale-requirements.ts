import { fromPaise, toPaise } from '../../../lib/money/money';
import { nextSaleNumber } from '../../../modules/pos/stock-sales/domain/sale-numbers';
import type { SaleRequirements } from '../../../modules/pos/stock-sales/domain/sale-requirements';
import { serverToday } from '../../core/server-dates';
import { findDemoCompany } from '../../core/company/companies';
import { gstinOfCompany } from '../../core/company/company-ids';
import { currentStock } from '../../core/stock/stock-store';
import { advancesWithLeft } from './sale-advance-store';
import { everyStoreLot, stockEverywhereMilli } from '../../core/sales/sale-lots';
import {
  saleAgents,
  saleCustomers,
  saleEmployees,
  saleItems,
  saleStores,
  saleTaxes,
  saleTypes,
} from '../../core/sales/sale-masters';
import { approvedSaleOrders, ORDERS_NOTE, pendingOrderLines } from '../../core/sales/sale-orders';
import { liveSalesOf, salesOf } from '../../core/sales/sale-store';

/**
 * GetSaleRequirements: the contract's `seq, dat, stores, countries, saltypes, customers, materials` (the
 * pending sale-order lines with their stock), and ours: the items with their list rate, every lot with
 * stock, the sale taxes, the agents, the employees and the customers' unadjusted advances.
 */
export async function saleRequirements(companyCode: number): Promise<SaleRequirements> {
  const dat = serverToday();
  const [sales, live, orders, { index }] = await Promise.all([
    salesOf(companyCode),
    liveSalesOf(companyCode),
    approvedSaleOrders(companyCode),
    currentStock(companyCode),
  ]);
  const [stores, saltypes, customers, items, lots, taxes, agents, employees, advances] = await Promise.all([
    saleStores(companyCode),
    saleTypes(companyCode),
    saleCustomers(companyCode),
    saleItems(companyCode),
    everyStoreLot(companyCode),
    saleTaxes(companyCode),
    saleAgents(companyCode),
    saleEmployees(companyCode),
    advancesWithLeft(companyCode),
  ]);
  return {
    seq: nextSaleNumber(
      dat,
      sales.map((sale) => sale.header.seq),
    ),
    dat,
    stores,
    countries: [],
    saltypes,
    customers,
    materials: pendingOrderLines(orders, live, (itemId) => stockEverywhereMilli(index, itemId)),
    items,
    lots,
    taxes,
    agents,
    employees,
    advances: advances
      .filter((row) => row.leftPaise > 0)
      .map(({ advance, leftPaise }) => ({
        recordId: advance.recordId,
        seq: advance.seq,
        dat: advance.dat,
        partyId: advance.partyId,
        amt: fromPaise(toPaise(advance.amt)),
        left: fromPaise(leftPaise),
      })),
    ordersNote: orders.length === 0 ? ORDERS_NOTE : '',
    gstin: gstinOfCompany(findDemoCompany(companyCode)),
  };
}
