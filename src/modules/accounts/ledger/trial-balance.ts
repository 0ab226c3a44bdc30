import {
  creditPart,
  debitPart,
  periodFigures,
  periodStart,
  type AccountFigures,
} from '../../../kits/accounting/balances';
import { chartTree, compareCodes } from './chart-order';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { TrialBalance, TrialBalanceRow, TrialBalanceTotals } from './statements-types';

/** A period whose start may be left out: then it starts at the applicable opening set (or the first entry). */
export interface OpenPeriod {
  from?: string;
  to: string;
}

/** The period's real start and each account's opening, debits and credits in it. */
export function periodWithFigures(
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  period: OpenPeriod,
) {
  const from = period.from ?? periodStart(openings, entries, period.to);
  return { from, to: period.to, figures: periodFigures(openings, entries, from, period.to) };
}

const isZero = (figures: AccountFigures) => figures.opening === 0 && figures.debit === 0 && figures.credit === 0;

/**
 * Trial balance: per account its opening (signed), the period's debits and credits, and the closing
 * (signed), in chart-tree order; accounts with all four figures zero are left out. Accounts that
 * have postings but are not in the chart come last, by code, with nature null.
 */
export function trialBalance(
  chart: Chart,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  period: OpenPeriod,
): TrialBalance {
  const { from, to, figures } = periodWithFigures(openings, entries, period);
  const tree = chartTree(chart);
  const rows: TrialBalanceRow[] = [];
  const totals: TrialBalanceTotals = {
    openingDebit: 0,
    openingCredit: 0,
    debit: 0,
    credit: 0,
    closingDebit: 0,
    closingCredit: 0,
  };
  const add = (row: TrialBalanceRow) => {
    rows.push(row);
    totals.openingDebit += debitPart(row.opening);
    totals.openingCredit += creditPart(row.opening);
    totals.debit += row.debit;
    totals.credit += row.credit;
    totals.closingDebit += debitPart(row.closing);
    totals.closingCredit += creditPart(row.closing);
  };
  for (const account of tree.accounts) {
    const found = figures.get(account.code);
    if (!found || isZero(found)) continue;
    const node = tree.placeOf.get(account.code)!;
    const { opening, debit, credit } = found;
    add({
      account: account.code,
      name: account.name,
      group: node.group.code,
      groupName: node.group.name,
      nature: node.nature,
      opening,
      debit,
      credit,
      closing: opening + debit - credit,
    });
  }
  const strays = [...figures]
    .filter(([code, found]) => !tree.placeOf.has(code) && !isZero(found))
    .sort((a, b) => compareCodes(a[0], b[0]));
  for (const [code, { opening, debit, credit }] of strays) {
    add({
      account: code,
      name: code,
      group: '',
      groupName: '',
      nature: null,
      opening,
      debit,
      credit,
      closing: opening + debit - credit,
    });
  }
  return { from, to, rows, totals };
}
