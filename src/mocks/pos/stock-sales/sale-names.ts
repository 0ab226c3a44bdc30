import type { SaleNames } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { findDemoCompany } from '../../core/company/companies';
import { gstinOfCompany } from '../../core/company/company-ids';
import { saleAgents, saleEmployees, saleTypes } from '../../core/sales/sale-masters';
import type { StoredSale } from '../../core/sales/sale-store';

/** What GetSale adds (ours): the names of the invoice's sale type, agent and sales person, and the seller's GSTIN. */
export async function saleNames(companyCode: number, { header }: StoredSale): Promise<SaleNames> {
  const [types, agents, employees] = await Promise.all([
    saleTypes(companyCode),
    saleAgents(companyCode),
    saleEmployees(companyCode),
  ]);
  const name = (rows: ReadonlyArray<{ code: string; name: string }>, code: string) =>
    code ? (rows.find((row) => row.code === code)?.name ?? code) : '';
  return {
    saleType: name(types, header.saleType),
    agent: name(agents, header.agent),
    employee: name(employees, header.employee),
    sellerGstin: gstinOfCompany(findDemoCompany(companyCode)),
  };
}
