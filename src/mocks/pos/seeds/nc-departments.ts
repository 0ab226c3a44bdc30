import type { DemoCompany } from '../../core/company/companies';
import { personName } from '../../core/seeds/people';

/** [code, name, in charge's role, monthly limit, approval per bill, remarks] */
const ROWS: Array<[string, string, string, number | null, boolean, string]> = [
  ['MGMT', 'Management', 'General manager', null, false, 'Directors and their guests'],
  ['STAFF', 'Staff welfare', 'HR manager', 25000, false, 'Meals for staff on double shifts'],
  ['GUEST', 'Guest hospitality', 'Front office manager', 15000, true, 'Complimentary items for regular guests'],
  ['MKT', 'Marketing and tastings', 'Marketing manager', 20000, true, 'Food bloggers, tastings and promotions'],
  ['QA', 'Quality check', 'Head chef', 5000, false, 'Tasting samples from each batch'],
  ['TRN', 'Training', 'Training manager', 8000, true, 'Trainee practice orders'],
  ['OWNR', "Owners' account", 'Managing partner', null, false, 'Family of the owners'],
];

export function ncDepartmentSeed(company: DemoCompany) {
  return ROWS.map(([code, name, role, monthlyLimit, approvalRequired, remarks], index) => ({
    code,
    name,
    inCharge: `${personName(company, index, 19)} (${role})`,
    monthlyLimit,
    approvalRequired,
    remarks,
    active: true,
  }));
}
