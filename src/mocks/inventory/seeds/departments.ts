import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { person } from '../../core/seeds/contact-people';

/** [code, name, issuing store, monthly budget] by trade. */
type DepartmentRow = [string, string, string, number];

export const DEPARTMENT_ROWS: Record<TradeProfile, DepartmentRow[]> = {
  food: [
    ['KIT', 'Kitchen', 'KIT', 450000],
    ['BAR', 'Bar and beverages', 'BAR', 120000],
    ['SRV', 'Restaurant service', 'MAIN', 35000],
    ['HKP', 'Housekeeping', 'HKP', 40000],
    ['STW', 'Stewarding', 'HKP', 25000],
    ['BKY', 'Bakery', 'DRY', 60000],
    ['MNT', 'Maintenance', 'MAIN', 30000],
    ['FO', 'Front desk and cashier', 'MAIN', 8000],
    ['ADM', 'Administration', 'MAIN', 12000],
  ],
  industrial: [
    ['PRD', 'Production', 'RM', 1800000],
    ['MSH', 'Machine shop', 'TOOL', 350000],
    ['ASM', 'Assembly', 'BOP', 420000],
    ['MNT', 'Maintenance', 'CON', 150000],
    ['QC', 'Quality control', 'CON', 40000],
    ['STR', 'Stores and dispatch', 'FG', 25000],
    ['CAN', 'Canteen', 'CAN', 90000],
    ['ADM', 'Administration', 'CON', 20000],
  ],
  retail: [
    ['SAL', 'Sales floor', 'SHOP', 60000],
    ['WH', 'Warehouse', 'WH', 30000],
    ['ONL', 'Online orders', 'ONL', 45000],
    ['BIL', 'Billing counters', 'SHOP', 15000],
    ['CAF', 'Cafe', 'CAF', 70000],
    ['MNT', 'Maintenance', 'BACK', 20000],
    ['PKG', 'Packing and gifting', 'WH', 20000],
    ['ADM', 'Administration', 'BACK', 10000],
  ],
  office: [
    ['ACC', 'Accounts', 'STN', 12000],
    ['HR', 'Human resources', 'STN', 9000],
    ['IT', 'IT support', 'IT', 85000],
    ['HKP', 'Housekeeping', 'HKP', 30000],
    ['PAN', 'Pantry', 'PAN', 40000],
    ['MNT', 'Maintenance', 'MNT', 35000],
    ['OPS', 'Operations', 'MAIN', 25000],
    ['ADM', 'Administration', 'MAIN', 15000],
  ],
};

/** The departments of a company's trade, each drawing from one of its stores. */
export function departmentSeed(company: DemoCompany) {
  return DEPARTMENT_ROWS[tradeProfile(company.pCode)].map(([code, name, store, monthlyBudget], index) => ({
    code,
    name,
    head: person(company, index + 9),
    store,
    costCentre: `CC-${code}`,
    monthlyBudget,
    active: true,
  }));
}
