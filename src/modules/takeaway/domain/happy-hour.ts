import { toPaise, type Paise } from '../../../lib/money/money';
import { applyPercent } from '../../../lib/money/money-arithmetic';

/** How a happy hour prices a line: from its own price list, or a percent or an amount off the usual rate. */
export type HappyHourKind = 'PRICE_LIST' | 'PERCENT' | 'AMOUNT';

/** The weekday fields of a happy hour, indexed as `Date.getUTCDay()` counts (Sunday 0). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A happy hour as the master stores it (money in rupees, times HH:mm, dates yyyy-MM-dd, '' = none). */
export type HappyHourRule = Readonly<Record<Weekday, boolean>> & {
  readonly code: string;
  readonly name: string;
  /** '' = every outlet; an outlet's own rule goes before an every-outlet one. */
  readonly outlet: string;
  /** Start (inclusive) and end (exclusive); an end at or before the start runs past midnight. */
  readonly fromTime: string;
  readonly toTime: string;
  readonly kind: HappyHourKind;
  readonly priceList: string;
  readonly percentOff: number | null;
  readonly amountOff: number | null;
  /** No lines = every item group. */
  readonly itemGroups: ReadonlyArray<{ readonly itemGroup: string }>;
  readonly validFrom: string;
  readonly validUntil: string;
  readonly active: boolean;
};

export interface HappyHourQuery {
  outlet: string;
  itemGroup: string;
  /** When the BILL STARTED, as the outlet's clock reads it: `yyyy-MM-ddTHH:mm[:ss...]` (a zone suffix is ignored). */
  at: string;
}

const DAY = 24 * 60;

/** Minutes after midnight of `HH:mm`, or null when it is not a time. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The calendar day `offset` days from `date` (yyyy-MM-dd), counted in UTC so no zone shifts it. */
function dayFrom(date: string, offset: number): { date: string; weekday: Weekday } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + offset));
  return { date: moved.toISOString().slice(0, 10), weekday: WEEKDAYS[moved.getUTCDay()]! };
}

/**
 * When the rule's window holding `at` started, in minutes from the bill's midnight (negative: it
 * started the day before), or null when `at` is outside every window of the rule. A window that
 * crosses midnight (22:00-02:00) belongs to the day it started: at 01:00 it applies when the
 * previous day is one of its weekdays and inside its valid dates.
 */
function windowStart(rule: HappyHourRule, date: string, minute: number): number | null {
  const from = minutesOf(rule.fromTime);
  const to = minutesOf(rule.toTime);
  if (from === null || to === null || from === to) return null;
  const candidates =
    from < to
      ? [{ offset: 0, inside: minute >= from && minute < to }]
      : [
          { offset: 0, inside: minute >= from },
          { offset: -1, inside: minute < to },
        ];
  for (const { offset, inside } of candidates) {
    if (!inside) continue;
    const started = dayFrom(date, offset);
    const inDates = started.date >= rule.validFrom && (rule.validUntil === '' || started.date <= rule.validUntil);
    if (rule[started.weekday] && inDates) return offset * DAY + from;
  }
  return null;
}

const covers = (rule: HappyHourRule, itemGroup: string) =>
  rule.itemGroups.length === 0 || rule.itemGroups.some((line) => line.itemGroup === itemGroup);

/**
 * The happy hour that prices an item of `itemGroup` on a bill at `outlet`, or null. The bill's START
 * time decides, never the time a line is added: a bill started at 18:59 in a 17:00-19:00 happy hour
 * keeps it for every line, even those added at 19:20. Among the rules that apply, the outlet's own
 * goes before an every-outlet one, then the window that started latest wins (ties: the smaller code).
 */
export function happyHourFor(rules: readonly HappyHourRule[], query: HappyHourQuery): HappyHourRule | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(query.at);
  const minute = match ? minutesOf(match[2]!) : null;
  if (!match || minute === null) return null;
  let best: { rule: HappyHourRule; own: boolean; start: number } | null = null;
  for (const rule of rules) {
    if (!rule.active || (rule.outlet !== '' && rule.outlet !== query.outlet) || !covers(rule, query.itemGroup))
      continue;
    const start = windowStart(rule, match[1]!, minute);
    if (start === null) continue;
    const candidate = { rule, own: rule.outlet !== '', start };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best?.rule ?? null;
}

function better(
  a: { rule: HappyHourRule; own: boolean; start: number },
  b: { rule: HappyHourRule; own: boolean; start: number },
): boolean {
  if (a.own !== b.own) return a.own;
  if (a.start !== b.start) return a.start > b.start;
  return a.rule.code < b.rule.code;
}

/**
 * The rate of one piece under the rule, in paise: the happy-hour price list's rate (the usual rate
 * when the item is not on that list), or the percent off (applyPercent, rounded to the paisa), or
 * the amount off, never below zero. No rule: the usual rate.
 */
export function happyHourRate(rate: Paise, rule: HappyHourRule | null, priceListRate?: Paise | null): Paise {
  if (!rule) return rate;
  switch (rule.kind) {
    case 'PRICE_LIST':
      return priceListRate ?? rate;
    case 'PERCENT':
      return rate - applyPercent(rate, rule.percentOff ?? 0);
    case 'AMOUNT':
      return Math.max(0, rate - toPaise(rule.amountOff));
  }
}
