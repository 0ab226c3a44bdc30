import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../engine/resource-schema';
import { customerOfferProblems } from '../../../modules/takeaway/domain/customer-offer-rules';
import { CUSTOMER_OFFERS } from '../../../modules/takeaway/resources/customer-offers';
import { DEMO_COMPANIES } from '../../core/company/companies';
import { customerOfferSeed } from './customer-offers';
import { takeawayItems } from './menu';
import { outletSeed } from './outlets';

// The generic seeds test checks the field rules and references once the offers are registered; this checks
// the offers' own cross-field rules too, for every company.
describe('customer offer seeds', () => {
  it.each(DEMO_COMPANIES.map((company) => [company.code, company] as const))(
    'company %i: sound offers of every kind on its own menu and outlets',
    (_code, company) => {
      const rows = customerOfferSeed(company);
      const items = new Set(takeawayItems(company).map((item) => item.code));
      const outlets = new Set(outletSeed(company).map((outlet) => outlet.code));
      expect(new Set(rows.map((row) => row.kind))).toEqual(
        new Set(['BUY_X_GET_Y', 'PERCENT_ABOVE', 'AMOUNT_ABOVE', 'FIRST_ORDER']),
      );
      for (const row of rows) {
        const parsed = resourceSchema(CUSTOMER_OFFERS).safeParse(row);
        expect(
          parsed.success
            ? []
            : parsed.error.issues.map((issue) => `${row.code} ${issue.path.join('.')}: ${issue.message}`),
        ).toEqual([]);
        expect(customerOfferProblems(row), row.code).toEqual({});
        for (const item of [row.buyItem, row.getItem].filter(Boolean))
          expect(items.has(item), `${row.code} ${item}`).toBe(true);
        for (const { outlet } of row.outlets) expect(outlets.has(outlet), `${row.code} ${outlet}`).toBe(true);
      }
    },
  );
});
