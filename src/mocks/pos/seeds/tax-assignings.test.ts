import { taxCodeOf } from '../../../kits/billing/domain/item-tax';
import { DEMO_COMPANIES } from '../../core/company/companies';
import { itemRows } from './items';
import { taxAssigningSeed } from './tax-assignings';

describe('the seeded tax assignments', () => {
  it.each(DEMO_COMPANIES.map((company) => [company.code, company] as const))(
    '%s: bill every item at the tax its item master shows, but at the outlets charged apart',
    (_code, company) => {
      const assignments = taxAssigningSeed(company);
      const differing = itemRows(company)
        .filter((item) => taxCodeOf(item, 'ANY-OUTLET', '2026-11-26', assignments) !== item.tax)
        .map((item) => `${item.name}: ${item.tax} in the master`);
      expect(differing).toEqual([]);
    },
  );
});
