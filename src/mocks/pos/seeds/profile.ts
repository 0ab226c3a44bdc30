import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';

/**
 * What a company's point of sale looks like: a restaurant, a hotel's food and beverage outlets, a take-away
 * kitchen, a supermarket's counters (with a food court), or (offices, schools, factories) a staff canteen.
 */
export type PosProfile = 'restaurant' | 'hotel' | 'takeaway' | 'store' | 'canteen';
/** The menu follows from it: dishes, shop goods, or canteen fare. */
export type MenuProfile = 'restaurant' | 'store' | 'canteen';

export function posProfile(company: DemoCompany): PosProfile {
  if (company.pCode === 'D-MIN') return 'hotel';
  if (company.pCode === 'D-TAK') return 'takeaway';
  const trade = tradeProfile(company.pCode);
  return trade === 'food' ? 'restaurant' : trade === 'retail' ? 'store' : 'canteen';
}

export function menuProfile(company: DemoCompany): MenuProfile {
  const profile = posProfile(company);
  return profile === 'store' || profile === 'canteen' ? profile : 'restaurant';
}

/** Menu rates end in 0 or 5. */
export const round5 = (value: number) => Math.round(value / 5) * 5;
