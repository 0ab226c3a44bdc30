import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { DayModeTotal } from './day-close-types';
import type { Bill, SettleMode } from './bill-types';
import { SETTLE_MODES } from './bill-types';
import { fromPaise } from '../../../lib/money/money';

/** The day's settled money per mode (split tenders counted in each of their modes). */
export function modeTotals(bills: readonly Bill[]): DayModeTotal[] {
  const totals = new Map<SettleMode, { bills: number; amount: Paise }>();
  for (const bill of bills) {
    if (bill.status !== 'SETTLED') continue;
    for (const tender of bill.tenders) {
      const row = totals.get(tender.mode) ?? { bills: 0, amount: 0 };
      row.bills += 1;
      row.amount += toPaise(tender.amount);
      totals.set(tender.mode, row);
    }
  }
  return SETTLE_MODES.filter((mode) => totals.has(mode)).map((mode) => ({
    mode,
    bills: totals.get(mode)!.bills,
    amount: fromPaise(totals.get(mode)!.amount),
  }));
}

/** The cash the drawer should hold: what the bills took in cash less what returns paid back in cash (rupees). */
export function expectedCash(modes: readonly DayModeTotal[], cashRefunds = 0): Paise {
  return sumPaise(modes.filter((row) => row.mode === 'CASH').map((row) => toPaise(row.amount))) - toPaise(cashRefunds);
}

/** Counted cash less the cash expected (positive: excess, negative: short). */
export function cashDifference(modes: readonly DayModeTotal[], countedCash: number, cashRefunds = 0): Paise {
  return toPaise(countedCash) - expectedCash(modes, cashRefunds);
}

/**
 * Why the day cannot close yet (empty: it can): open tables and unsettled bills, unless the manager confirms.
 * `tableWord`: what the book bills ('table'; a counter's 'order').
 */
export function dayCloseProblems(
  openTables: number,
  unsettledBills: number,
  confirmOpen: boolean,
  tableWord = 'table',
): string[] {
  if (confirmOpen) return [];
  const problems: string[] = [];
  if (openTables > 0) problems.push(`${openTables} ${tableWord}${openTables === 1 ? ' is' : 's are'} still open.`);
  if (unsettledBills > 0) problems.push(`${unsettledBills} bill${unsettledBills === 1 ? ' is' : 's are'} not settled.`);
  return problems;
}
