import { format } from 'date-fns';
import type { LinePrice } from '../../../kits/billing/domain/order-types';
import type { PosMenuItem } from '../../../kits/billing/domain/master-types';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { happyHourFor, happyHourRate, type HappyHourRule } from './happy-hour';

export interface LinePriceRules {
  outlet: string;
  /** When the order started (ISO): every line of it is priced by this moment, whenever it is added. */
  startedAt: string;
  happyHours: readonly HappyHourRule[];
  /** Happy-hour price lists' rates: list → outlet → item → rupees before tax. */
  happyHourRates: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>>;
}

/** The order's start as the outlet's clock reads it (yyyy-MM-ddTHH:mm, local time), as happyHourFor wants it. */
export const outletClock = (iso: string): string => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/**
 * A take-away line's price: the item's usual rate at the outlet, or the happy hour's that the ORDER started in
 * (happyHourFor by outlet, weekday and time of day; a happy hour the order started before the end of keeps
 * pricing its lines after the end). The line names the happy hour and keeps the usual rate, so the bill and the
 * reports show what it took off. Combos (their own price) and add-ons are never happy-hour priced; a price-list
 * happy hour leaves an item not on its list at the usual rate (and does not name itself on it).
 */
export function takeawayLinePrice(
  item: Pick<PosMenuItem, 'code' | 'group' | 'kind'>,
  usualRate: number,
  rules: LinePriceRules,
): LinePrice {
  if (item.kind) return { rate: usualRate };
  const rule = happyHourFor(rules.happyHours, {
    outlet: rules.outlet,
    itemGroup: item.group,
    at: outletClock(rules.startedAt),
  });
  if (!rule) return { rate: usualRate };
  const listed =
    rule.kind === 'PRICE_LIST' ? rules.happyHourRates[rule.priceList]?.[rules.outlet]?.[item.code] : undefined;
  if (rule.kind === 'PRICE_LIST' && listed === undefined) return { rate: usualRate };
  const rate = fromPaise(happyHourRate(toPaise(usualRate), rule, listed === undefined ? null : toPaise(listed)));
  return { rate, happyHour: rule.code, usualRate };
}
