import { useCallback, useMemo } from 'react';
import type { MakeBillExtras } from '../../../kits/billing/billing-dialog-props';
import { outletRateOf } from '../../../kits/billing/domain/item-tax';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import type { BillingRequirements, PosMenuItem } from '../../../kits/billing/domain/master-types';
import { bestOffer } from '../domain/bill-offer';
import type { CounterCustomer, CounterExtras } from '../domain/counter-types';
import { takeawayLinePrice } from '../domain/line-price';

const NO_EXTRAS: CounterExtras = { happyHours: [], happyHourRates: {}, offers: [] };

/** New lines priced as the backend prices them: the outlet's counter rate, or the happy hour the order started in. */
export function useLinePricer(
  requirements: BillingRequirements,
  outlet: string,
  startedAt: string,
  extras: CounterExtras | undefined,
) {
  const { happyHours, happyHourRates } = extras ?? NO_EXTRAS;
  return useCallback(
    (item: PosMenuItem) =>
      takeawayLinePrice(item, outletRateOf(item, outlet, requirements.rates), {
        outlet,
        startedAt,
        happyHours,
        happyHourRates,
      }),
    [requirements.rates, outlet, startedAt, happyHours, happyHourRates],
  );
}

/**
 * What the counter adds to the make-bill dialog: the order's head, and the best customer offer for this customer
 * on these lines (free lines or an amount off), which the bill names and the backend judges again.
 */
export function useBillExtras(
  requirements: BillingRequirements,
  outlet: string,
  head: OrderHead,
  title: string,
  customer: CounterCustomer | null | undefined,
  extras: CounterExtras | undefined,
): MakeBillExtras {
  const offers = extras?.offers;
  return useMemo(() => {
    const setting = {
      offers: offers ?? [],
      customer: customer
        ? { code: customer.code, ordersBefore: customer.ordersBefore, usedOffers: customer.usedOffers }
        : null,
      outlet,
      date: requirements.today,
    };
    return { title, order: head, adjust: (lines) => bestOffer(lines, setting) };
  }, [offers, customer, outlet, requirements.today, head, title]);
}
