import type { Chart, ChartAccount, ChartGroup, Nature } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import type { StatementSection } from './statements-types';

/** The natures in statement order. */
export const NATURES: readonly Nature[] = ['ASSETS', 'LIABILITIES', 'CAPITAL', 'INCOME', 'EXPENSES'];

export const NATURE_LABELS: Readonly<Record<Nature, string>> = {
  ASSETS: 'Assets',
  LIABILITIES: 'Liabilities',
  CAPITAL: 'Capital',
  INCOME: 'Income',
  EXPENSES: 'Expenses',
};

/**
 * A group in the tree: its depth (1 for a root), the nature it falls under, its accounts by code and sub-groups in
 * order.
 */
export interface GroupNode {
  group: ChartGroup;
  level: number;
  /** The root group's nature: a whole subtree falls under one nature. */
  nature: Nature;
  accounts: ChartAccount[];
  children: GroupNode[];
}

/** The chart as a tree: roots in statement order, and each account's group node. */
export interface ChartTree {
  roots: GroupNode[];
  /** Every account of a reachable group, in tree order. */
  accounts: ChartAccount[];
  nodeOf: Map<string, GroupNode>;
  /** Account code to its group's node. */
  placeOf: Map<string, GroupNode>;
}

/** Plain code-point order (codes, dates, ids): fast and the same everywhere. */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const sequenceOf = (group: ChartGroup) => group.sequence ?? Number.POSITIVE_INFINITY;
const byGroupOrder = (a: GroupNode, b: GroupNode) =>
  NATURES.indexOf(a.nature) - NATURES.indexOf(b.nature) ||
  sequenceOf(a.group) - sequenceOf(b.group) ||
  compareCodes(a.group.code, b.group.code);

/**
 * The group tree: roots by nature (statement order), then `sequence` (groups without one last),
 * then code; sub-groups likewise; a group's accounts by code. A group whose parent is not in the
 * chart counts as a root; groups caught in a parent cycle are unreachable and left out.
 */
export function chartTree(chart: Chart): ChartTree {
  const nodeOf = new Map<string, GroupNode>();
  for (const group of chart.groups) {
    if (!nodeOf.has(group.code))
      nodeOf.set(group.code, { group, level: 1, nature: group.nature, accounts: [], children: [] });
  }
  const roots: GroupNode[] = [];
  for (const node of nodeOf.values()) {
    const parent = node.group.parent ? nodeOf.get(node.group.parent) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  for (const account of chart.accounts) nodeOf.get(account.group)?.accounts.push(account);
  const accounts: ChartAccount[] = [];
  const placeOf = new Map<string, GroupNode>();
  const reached = new Map<string, GroupNode>();
  const visit = (node: GroupNode, level: number, nature: Nature) => {
    node.level = level;
    node.nature = nature;
    reached.set(node.group.code, node);
    node.accounts.sort((a, b) => compareCodes(a.code, b.code));
    for (const account of node.accounts) {
      accounts.push(account);
      placeOf.set(account.code, node);
    }
    node.children.sort(byGroupOrder);
    for (const child of node.children) visit(child, level + 1, nature);
  };
  roots.sort(byGroupOrder);
  for (const root of roots) visit(root, 1, root.group.nature);
  return { roots, accounts, nodeOf: reached, placeOf };
}

/** Every account of a group's subtree, in tree order. */
export function subtreeAccounts(node: GroupNode, into: ChartAccount[] = []): ChartAccount[] {
  into.push(...node.accounts);
  for (const child of node.children) subtreeAccounts(child, into);
  return into;
}

/**
 * One section per root group of a nature, in tree order, with its subtree's accounts whose amount
 * is not zero; sections without such accounts are left out.
 */
export function rootSections(
  tree: ChartTree,
  nature: Nature,
  amountOf: (account: string) => Paise,
): StatementSection[] {
  const sections: StatementSection[] = [];
  for (const root of tree.roots) {
    if (root.nature !== nature) continue;
    const accounts = subtreeAccounts(root)
      .map((account) => ({ account: account.code, name: account.name, amount: amountOf(account.code) }))
      .filter((line) => line.amount !== 0);
    if (accounts.length === 0) continue;
    let amount = 0;
    for (const line of accounts) amount += line.amount;
    sections.push({ group: root.group.code, name: root.group.name, amount, accounts });
  }
  return sections;
}
