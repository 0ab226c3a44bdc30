import { creditPart, debitPart } from '../../../kits/accounting/balances';
import { chartTree, NATURE_LABELS, NATURES, type GroupNode } from './chart-order';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import type { ScheduleRow } from './statements-types';
import { periodWithFigures, type OpenPeriod } from './trial-balance';

/** A subtree's rows (group first) and its closing total; no rows when every account in it is zero. */
function groupRows(node: GroupNode, closingOf: (account: string) => Paise): { rows: ScheduleRow[]; total: Paise } {
  const { group, level, nature } = node;
  const rows: ScheduleRow[] = [];
  let total = 0;
  for (const account of node.accounts) {
    const closing = closingOf(account.code);
    if (closing === 0) continue;
    total += closing;
    rows.push({
      kind: 'account',
      level: level + 1,
      code: account.code,
      name: account.name,
      nature,
      debit: debitPart(closing),
      credit: creditPart(closing),
    });
  }
  for (const child of node.children) {
    const sub = groupRows(child, closingOf);
    total += sub.total;
    rows.push(...sub.rows);
  }
  if (rows.length === 0) return { rows, total };
  rows.unshift({
    kind: 'group',
    level,
    code: group.code,
    name: group.name,
    nature,
    debit: debitPart(total),
    credit: creditPart(total),
  });
  return { rows, total };
}

/**
 * The group-wise breakup of closing balances (as the trial balance's closing column), depth-first
 * under each nature in statement order: the nature's row (level 0, code = the nature), each group
 * with its whole subtree's total, its own non-zero accounts, then its sub-groups. Natures and groups
 * whose accounts are all zero are left out; accounts not in the chart are not shown.
 */
export function schedules(
  chart: Chart,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  period: OpenPeriod,
): ScheduleRow[] {
  const { figures } = periodWithFigures(openings, entries, period);
  const closingOf = (account: string) => {
    const found = figures.get(account);
    return found ? found.opening + found.debit - found.credit : 0;
  };
  const tree = chartTree(chart);
  const result: ScheduleRow[] = [];
  for (const nature of NATURES) {
    const rows: ScheduleRow[] = [];
    let total = 0;
    for (const root of tree.roots) {
      if (root.nature !== nature) continue;
      const sub = groupRows(root, closingOf);
      total += sub.total;
      rows.push(...sub.rows);
    }
    if (rows.length === 0) continue;
    result.push(
      {
        kind: 'nature',
        level: 0,
        code: nature,
        name: NATURE_LABELS[nature],
        nature,
        debit: debitPart(total),
        credit: creditPart(total),
      },
      ...rows,
    );
  }
  return result;
}
