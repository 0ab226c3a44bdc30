import type { DemoCompany } from '../../core/company/companies';
import { GROUPS, takeawayMenu } from './menu';

export function itemGroupSeed(company: DemoCompany) {
  return GROUPS[takeawayMenu(company)].map(([code, name, description, servedFrom, servedTo], index) => ({
    code,
    name,
    description,
    displayOrder: (index + 1) * 10,
    servedFrom,
    servedTo,
    active: true,
  }));
}
