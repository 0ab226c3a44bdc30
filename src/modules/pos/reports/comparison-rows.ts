import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { divideByQuantity } from '../../../lib/money/money-arithmetic';
import { divideRounded } from '../../../lib/money/money-decimal';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { NamedCode } from '../../../kits/billing/domain/master-types';
import { billsIn, byKeys, isSale } from './sales-query';

export interface PriceListRow {
  code: string;
  outlet: string; // '' = every outlet
  validFrom: string;
  validTo: string;
  active: boolean;
  lines: ReadonlyArray<{ item: string; rate: number }>;
}

export interface ComparedItem {
  code: string;
  name: string;
  groupName: string;
  rate: number;
}

/** A change as a percent of the base with two decimals (null when the base is nothing). */
export const percentChange = (base: Paise, now: Paise): number | null =>
  base === 0 ? null : Number(divideRounded(BigInt(now - base) * 10_000n, BigInt(base))) / 100;

/**
 * The rate an item sells at in an outlet on a date and the list it comes from, as billing prices it: the outlet's
 * own active list in force (latest valid-from wins), else the list for every outlet, else the item master's rate.
 */
export function outletRate(
  lists: readonly PriceListRow[],
  outlet: string,
  item: ComparedItem,
  date: string,
): { rate: number; list: string } {
  const inForce = lists
    .filter((list) => list.active && list.validFrom <= date && (!list.validTo || date <= list.validTo))
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom));
  const own = inForce.find((list) => list.outlet === outlet && list.lines.some((line) => line.item === item.code));
  const common = inForce.find((list) => list.outlet === '' && list.lines.some((line) => line.item === item.code));
  const found = own ?? common;
  const line = found?.lines.find((candidate) => candidate.item === item.code);
  return found && line ? { rate: line.rate, list: found.code } : { rate: item.rate, list: '' };
}

/** Price comparison: each item's rate in each outlet (or the one asked for) against its master rate. */
export function priceComparisonRows(
  items: readonly ComparedItem[],
  outlets: readonly NamedCode[],
  lists: readonly PriceListRow[],
  date: string,
  outlet: string,
): ReportRow[] {
  const shown = outlets.filter((candidate) => outlet === '' || candidate.code === outlet);
  return [...items]
    .sort(
      byKeys(
        (item) => item.name,
        (item) => item.code,
      ),
    )
    .flatMap((item) =>
      shown.map((place) => {
        const { rate, list } = outletRate(lists, place.code, item, date);
        const master = toPaise(item.rate);
        return {
          itemId: item.code,
          itemName: item.name,
          groupName: item.groupName,
          outlet: place.name,
          priceList: list || 'Item master',
          masterRate: fromPaise(master),
          outletRate: fromPaise(toPaise(rate)),
          difference: fromPaise(toPaise(rate) - master),
          differencePercent: percentChange(master, toPaise(rate)),
        };
      }),
    );
}

export interface TwoPeriods {
  first: { from: string; to: string };
  second: { from: string; to: string };
}

const periodFigures = (bills: readonly Bill[]) => {
  const sales = sumPaise(bills.map((bill) => toPaise(bill.total)));
  return { bills: bills.length, sales, average: bills.length ? divideByQuantity(sales, bills.length) : 0 };
};

/**
 * Period comparison: per outlet, the sale bills, sales and average bill of two periods side by side, and the change in
 * sales.
 */
export function periodComparisonRows(
  bills: readonly Bill[],
  outlets: readonly NamedCode[],
  periods: TwoPeriods,
  outlet: string,
): ReportRow[] {
  const first = billsIn(bills, { ...periods.first, outlet }).filter(isSale);
  const second = billsIn(bills, { ...periods.second, outlet }).filter(isSale);
  const codes = [...new Set([...first, ...second].map((bill) => bill.outlet))];
  const name = (code: string) => outlets.find((candidate) => candidate.code === code)?.name ?? code;
  return codes.sort(byKeys(name)).map((code) => {
    const a = periodFigures(first.filter((bill) => bill.outlet === code));
    const b = periodFigures(second.filter((bill) => bill.outlet === code));
    return {
      outlet: name(code),
      bills1: a.bills,
      sales1: fromPaise(a.sales),
      average1: fromPaise(a.average),
      bills2: b.bills,
      sales2: fromPaise(b.sales),
      average2: fromPaise(b.average),
      change: fromPaise(b.sales - a.sales),
      changePercent: percentChange(a.sales, b.sales),
    };
  });
}
