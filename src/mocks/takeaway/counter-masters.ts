import type { CustomerOffer } from '../../modules/takeaway/domain/customer-offer-types';
import type { HappyHourRule } from '../../modules/takeaway/domain/happy-hour';
import { isActive } from '../core/billing/billing-masters';
import { rowsOf } from '../core/seeded-rows';

/** The active happy hours (validated by their master, so read as they are stored). */
export async function happyHoursOf(companyCode: number): Promise<HappyHourRule[]> {
  return (await rowsOf('takeaway.happy-hours', companyCode))
    .filter(isActive)
    .map((row) => row as unknown as HappyHourRule);
}

/**
 * Every customer offer as stored (the offer rules judge dates and the active flag themselves, and name them in a
 * refusal).
 */
export async function offersOf(companyCode: number): Promise<CustomerOffer[]> {
  return (await rowsOf('takeaway.customer-offers', companyCode)).map((row) => row as unknown as CustomerOffer);
}
