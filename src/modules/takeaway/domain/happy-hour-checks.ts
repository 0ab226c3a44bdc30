import { minutesOf, WEEKDAYS, type HappyHourRule } from './happy-hour';

/** Problems by field name, as the demo backend's validation answer and the form show them. */
export type FieldProblems = Record<string, string[]>;

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/**
 * The rules across one happy hour's fields that field-by-field validation cannot see, each next to
 * its field: at least one weekday, a window of some length (an end before the start runs past
 * midnight, so only equal times are refused), what its kind needs, dates in order, no group twice.
 */
export function happyHourProblems(rule: HappyHourRule): FieldProblems {
  const problems: FieldProblems = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (!WEEKDAYS.some((day) => rule[day])) add('monday', 'Tick at least one weekday');
  if (rule.fromTime !== '' && rule.fromTime === rule.toTime)
    add('toTime', 'To time must differ from the from time (an earlier to time runs past midnight)');
  if (rule.kind === 'PRICE_LIST' && !rule.priceList) add('priceList', 'Choose the happy hour’s price list');
  if (rule.kind === 'PERCENT' && !rule.percentOff) add('percentOff', 'Enter the percent off (more than 0)');
  if (rule.kind === 'AMOUNT' && !rule.amountOff) add('amountOff', 'Enter the amount off (more than 0)');
  if (rule.validUntil !== '' && rule.validFrom !== '' && rule.validUntil < rule.validFrom)
    add('validUntil', 'Valid until must be on or after valid from');
  const seen = new Set<string>();
  for (const { itemGroup } of rule.itemGroups) {
    if (seen.has(itemGroup)) add('itemGroups', `Item group ${itemGroup} is listed twice`);
    seen.add(itemGroup);
  }
  return problems;
}

/** The rule's windows as minutes of the week (Sunday 00:00 = 0); a window past midnight runs into the next day. */
function weekWindows(rule: HappyHourRule): Array<[number, number]> {
  const from = minutesOf(rule.fromTime);
  const to = minutesOf(rule.toTime);
  if (from === null || to === null || from === to) return [];
  const length = (to - from + DAY) % DAY;
  return WEEKDAYS.flatMap((day, index) =>
    rule[day] ? [[index * DAY + from, index * DAY + from + length] as [number, number]] : [],
  );
}

function windowsMeet(a: HappyHourRule, b: HappyHourRule): boolean {
  const other = weekWindows(b);
  // Saturday night's window runs into Sunday morning: compare across the week's wrap too.
  return weekWindows(a).some(([start, end]) =>
    other.some(([s, e]) => [-WEEK, 0, WEEK].some((shift) => start < e + shift && s + shift < end)),
  );
}

const datesMeet = (a: HappyHourRule, b: HappyHourRule) =>
  (a.validUntil === '' || b.validFrom <= a.validUntil) && (b.validUntil === '' || a.validFrom <= b.validUntil);

function groupsMeet(a: HappyHourRule, b: HappyHourRule): boolean {
  if (a.itemGroups.length === 0 || b.itemGroups.length === 0) return true;
  const groups = new Set(a.itemGroups.map((line) => line.itemGroup));
  return b.itemGroups.some((line) => groups.has(line.itemGroup));
}

/**
 * The other active happy hour that would price the same line at the same outlet and time as this
 * one (two rules for one outlet and time would leave the price to happyHourFor's tie-break, not the manager), or null.
 * An outlet's own rule over an every-outlet one is no clash: the outlet's own wins (happyHourFor).
 */
export function overlappingHappyHour(rule: HappyHourRule, others: readonly HappyHourRule[]): HappyHourRule | null {
  if (!rule.active) return null;
  return (
    others.find(
      (other) =>
        other.code !== rule.code &&
        other.active &&
        other.outlet === rule.outlet &&
        datesMeet(rule, other) &&
        groupsMeet(rule, other) &&
        windowsMeet(rule, other),
    ) ?? null
  );
}

/** The overlap as a problem next to the from time, for the save's validation answer. */
export function overlapProblems(rule: HappyHourRule, others: readonly HappyHourRule[]): FieldProblems {
  const other = overlappingHappyHour(rule, others);
  return other
    ? {
        fromTime: [`Overlaps happy hour ${other.code} (${other.name}) at the same outlet, days, times and item groups`],
      }
    : {};
}
