import { chartTree, compareCodes, type GroupNode } from '../ledger/chart-order';
import type { Chart } from '../../../kits/accounting/ledger-types';

/** One account row of the openings table. */
export interface OpeningRow {
  code: string;
  name: string;
}

/** The accounts directly under one group, headed by the group's path (e.g. "Current assets › Bank accounts"). */
export interface OpeningSection {
  key: string;
  title: string;
  accounts: OpeningRow[];
}

const OUTSIDE = 'Accounts outside the group tree';
const UNKNOWN = 'No longer in the chart of accounts';

/**
 * Every account of the chart in the chart's order (groups by nature, sequence, code; accounts by
 * code), one section per group that has accounts of its own; then accounts whose group is missing,
 * then accounts of the set that the chart no longer has (so their figures can still be cleared).
 */
export function openingSections(chart: Chart, setAccounts: Iterable<string>): OpeningSection[] {
  const tree = chartTree(chart);
  const sections: OpeningSection[] = [];
  const visit = (node: GroupNode, path: string) => {
    const title = path ? `${path} › ${node.group.name}` : node.group.name;
    if (node.accounts.length > 0)
      sections.push({ key: node.group.code, title, accounts: node.accounts.map(({ code, name }) => ({ code, name })) });
    for (const child of node.children) visit(child, title);
  };
  for (const root of tree.roots) visit(root, '');
  const outside = chart.accounts
    .filter((account) => !tree.placeOf.has(account.code))
    .sort((a, b) => compareCodes(a.code, b.code));
  if (outside.length > 0)
    sections.push({ key: '#outside', title: OUTSIDE, accounts: outside.map(({ code, name }) => ({ code, name })) });
  const known = new Set(chart.accounts.map((account) => account.code));
  const unknown = [...new Set(setAccounts)].filter((code) => !known.has(code)).sort(compareCodes);
  if (unknown.length > 0)
    sections.push({ key: '#unknown', title: UNKNOWN, accounts: unknown.map((code) => ({ code, name: code })) });
  return sections;
}

/** The sections narrowed to accounts whose code or name (or whose group's path) contains the search, ignoring case. */
export function searchSections(sections: readonly OpeningSection[], search: string): OpeningSection[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...sections];
  const out: OpeningSection[] = [];
  for (const section of sections) {
    if (section.title.toLowerCase().includes(wanted)) {
      out.push(section);
      continue;
    }
    const accounts = section.accounts.filter(
      (account) => account.code.toLowerCase().includes(wanted) || account.name.toLowerCase().includes(wanted),
    );
    if (accounts.length > 0) out.push({ ...section, accounts });
  }
  return out;
}
