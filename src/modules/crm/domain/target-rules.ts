import { MONTH_NAMES } from '../../../lib/format/month-names';
/**
 * CRM targets (05-crm §7, `api/CRMTargetSettings/*`): the pure rules the targets screen and the demo backend share.
 * Years are calendar years; quarter 1 is January to March, half 1 January to June (ours: the contract does not say).
 * Money is integer paise here, rupees on the wire.
 */

/** targetType (crm_cyl): the period a target is set for. */
export const TARGET_TYPE = { month: 1, quarter: 2, half: 3, year: 4 } as const;
export type TargetType = (typeof TARGET_TYPE)[keyof typeof TARGET_TYPE];
/** brandType (crm_brd): what a target is set on. */
export const BRAND_TYPE = { product: 1, group: 2, total: 3 } as const;
export type BrandType = (typeof BRAND_TYPE)[keyof typeof BRAND_TYPE];

export const TARGET_TYPE_LABELS: Record<TargetType, string> = { 1: 'Month', 2: 'Quarter', 3: 'Half year', 4: 'Year' };
export const BRAND_TYPE_LABELS: Record<BrandType, string> = { 1: 'Item', 2: 'Item group', 3: 'Total sales' };

/** The periods of one type a year has (detail values), with their names. */
export function periodChoices(type: TargetType): Array<{ value: number; label: string }> {
  if (type === TARGET_TYPE.month) return MONTH_NAMES.map((label, index) => ({ value: index + 1, label }));
  if (type === TARGET_TYPE.quarter)
    return [1, 2, 3, 4].map((value) => ({
      value,
      label: `Quarter ${value} (${MONTH_NAMES[(value - 1) * 3]!.slice(0, 3)}–${MONTH_NAMES[value * 3 - 1]!.slice(0, 3)})`,
    }));
  if (type === TARGET_TYPE.half)
    return [
      { value: 1, label: 'First half (Jan–Jun)' },
      { value: 2, label: 'Second half (Jul–Dec)' },
    ];
  return [{ value: 1, label: 'The whole year' }];
}

/**
 * The months (1-12) a period covers: a month itself, a quarter's three, a half's six, the year's twelve; [] when out of
 * range.
 */
export function monthsOf(type: TargetType, detail: number): number[] {
  const span = { 1: 1, 2: 3, 3: 6, 4: 12 }[type];
  const count = 12 / span;
  const index = type === TARGET_TYPE.year ? 1 : detail;
  if (!Number.isInteger(index) || index < 1 || index > count) return [];
  return Array.from({ length: span }, (_, offset) => (index - 1) * span + offset + 1);
}

/** The period (detail) of a type that holds a month: e.g. quarter 4 for November. */
export const periodOfMonth = (type: TargetType, month: number) =>
  type === TARGET_TYPE.year ? 1 : Math.ceil(month / { 1: 1, 2: 3, 3: 6, 4: 12 }[type]);

/** First and last day (yyyy-MM-dd) of the months of a year. */
export function monthsRange(year: number, months: readonly number[]): { from: string; to: string } {
  const first = Math.min(...months);
  const last = Math.max(...months);
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay)}` };
}

/** An agent's targets are kept under `A:<code>` (ours), an employee's under the employee number. */
export const agentEmpno = (code: string) => `A:${code}`;
export const isAgentEmpno = (empno: string) => empno.startsWith('A:');

/**
 * A period's amount spread over its months in whole paise (or whole calls), the remainder on the first months:
 * ₹1,000.00 over 3 months is 333.34, 333.33, 333.33.
 */
export function spreadOver(total: number, months: number): number[] {
  if (months <= 0) return [];
  const base = Math.floor(total / months);
  const extra = total - base * months;
  return Array.from({ length: months }, (_, index) => base + (index < extra ? 1 : 0));
}

/** Achievement in percent with one decimal, or null when there is no target. */
export function achievementPercent(targetPaise: number, achievedPaise: number): number | null {
  if (targetPaise <= 0) return null;
  return Math.round((achievedPaise * 1000) / targetPaise) / 10;
}

/** One stored target (`CrmTargetSettings`): a person's target for one month on one category or item. */
export interface TargetSetting {
  empno: string;
  mont: number;
  yea: number;
  /** brandType 2: the item group; 1: the item's group; 3: ''. */
  categoryId: string;
  /** brandType 1: the item; else ''. */
  productId: string;
  /** Paise in the store; rupees on the wire. */
  tgt: number;
  calls: number;
}

/** What a setting is counted under for a basis: '' for the total, the group, or the item. */
export const settingKey = (setting: Pick<TargetSetting, 'categoryId' | 'productId'>, brand: BrandType) =>
  brand === BRAND_TYPE.total ? '' : brand === BRAND_TYPE.group ? setting.categoryId : setting.productId;

/** Why a target line cannot be saved, or null: targets and calls are whole, not negative. */
export function targetLineProblem(tgt: number, calls: number): string | null {
  if (!Number.isFinite(tgt) || tgt < 0) return 'The target cannot be negative.';
  if (Math.abs(Math.round(tgt * 100) - tgt * 100) > 1e-6) return 'The target has at most two decimals.';
  if (!Number.isInteger(calls) || calls < 0) return 'Calls are a whole number, 0 or more.';
  return null;
}
