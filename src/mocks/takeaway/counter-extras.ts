import type { CounterExtras } from '../../modules/takeaway/domain/counter-types';
import { serverToday } from '../core/server-dates';
import type { BillingSession } from '../core/billing/billing-book';
import { userOutlets } from '../core/billing/billing-masters';
import { happyHoursOf, offersOf } from './counter-masters';
import { happyHourListRates } from './takeaway-catalogue';

/**
 * GetCounterExtras: what the counter prices and offers with besides the engine's requirements: the active
 * happy hours with their price lists' rates at the user's outlets, and the active offers not yet expired.
 */
export async function counterExtras(session: BillingSession): Promise<CounterExtras> {
  const { companyCode } = session;
  const today = serverToday();
  const [happyHours, offers, outlets] = await Promise.all([
    happyHoursOf(companyCode),
    offersOf(companyCode),
    userOutlets(session),
  ]);
  const lists = [...new Set(happyHours.filter((rule) => rule.kind === 'PRICE_LIST').map((rule) => rule.priceList))];
  const happyHourRates =
    lists.length > 0
      ? await happyHourListRates(
          companyCode,
          lists,
          outlets.map((outlet) => outlet.code),
          today,
        )
      : {};
  return {
    happyHours,
    happyHourRates,
    offers: offers.filter((offer) => offer.active && (offer.validUntil === '' || offer.validUntil >= today)),
  };
}
