import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Chart, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';

/** Which parties to age: debtors (debit balances) or creditors (credit balances). */
export type AgeingSide = 'receivable' | 'payable';

/** One party's outstanding split by age; `advance` is the size (positive paise) of a balance on the other side. */
export interface AgeingRow {
  account: string;
  name: string;
  buckets: Paise[];
  total: Paise;
  advance: Paise;
}

/** An ageing statement: one row per party with a non-zero balance, sorted by name. */
export interface Ageing {
  asOn: string;
  side: AgeingSide;
  labels: string[];
  rows: AgeingRow[];
  totals: { buckets: Paise[]; total: Paise; advance: Paise };
}

/** The usual buckets: 0-30, 31-60, 61-90 and over 90 days. */
export const DEFAULT_AGEING_EDGES: readonly number[] = [30, 60, 90];

interface Charge {
  date: string;
  amount: Paise;
}

/** Bucket labels for ascending edges, e.g. [30, 60, 90] gives 0-30, 31-60, 61-90, Over 90. */
export function ageingLabels(edges: readonly number[]): string[] {
  const ok =
    edges.length > 0 &&
    edges.every((edge, index) => Number.isInteger(edge) && edge > 0 && (index === 0 || edge > edges[index - 1]!));
  if (!ok) throw new RangeError(`Ageing edges must be ascending positive whole days, not [${edges.join(', ')}].`);
  const ranges = edges.map((edge, index) => `${index === 0 ? 0 : edges[index - 1]! + 1}-${edge}`);
  return [...ranges, `Over ${edges[edges.length - 1]}`];
}

function latestOpeningSet(openings: readonly OpeningSet[], date: string): OpeningSet | undefined {
  let latest: OpeningSet | undefined;
  for (const set of openings) if (set.from <= date && (!latest || set.from > latest.from)) latest = set;
  return latest;
}

/** The party's balance (signed: + debit) and its charges (opening included) as on the day. */
function partyPosition(
  account: string,
  set: OpeningSet | undefined,
  entries: readonly LedgerEntry[],
  asOn: string,
  side: AgeingSide,
) {
  const start = set?.from ?? '';
  const charges: Charge[] = [];
  let opening = 0;
  for (const line of set?.balances ?? []) if (line.account === account) opening += line.debit - line.credit;
  const chargeSign = side === 'receivable' ? 1 : -1;
  if (opening * chargeSign > 0) charges.push({ date: start, amount: opening * chargeSign });
  let balance = opening;
  for (const entry of entries) {
    if (entry.date < start || entry.date > asOn) continue;
    balance += entry.debit - entry.credit;
    const charged = side === 'receivable' ? entry.debit : entry.credit;
    if (charged > 0) charges.push({ date: entry.date, amount: charged });
  }
  return { balance, charges };
}

/** First-in first-out: the outstanding is made of the newest charges; each part lands in its age's bucket. */
function allocate(outstanding: Paise, charges: Charge[], asOn: string, edges: readonly number[]): Paise[] {
  const buckets: Paise[] = Array.from({ length: edges.length + 1 }, () => 0);
  const newestFirst = [...charges].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  let left = outstanding;
  for (const charge of newestFirst) {
    if (left <= 0) break;
    const part = Math.min(charge.amount, left);
    const age = differenceInCalendarDays(parseISO(asOn), parseISO(charge.date));
    const index = edges.findIndex((edge) => age <= edge);
    buckets[index < 0 ? edges.length : index]! += part;
    left -= part;
  }
  if (left > 0) buckets[edges.length]! += left;
  return buckets;
}

/**
 * Receivables or payables ageing as on a day. Parties are PAR accounts whose group's nature is
 * ASSETS (receivable) or LIABILITIES (payable). A balance on the other side is shown as `advance`
 * (positive paise), not in buckets; parties with a zero balance are left out.
 */
export function ageing(
  chart: Chart,
  openings: readonly OpeningSet[],
  entries: readonly LedgerEntry[],
  options: { asOn: string; side: AgeingSide; edges?: readonly number[] },
): Ageing {
  const { asOn, side } = options;
  const edges = options.edges ?? DEFAULT_AGEING_EDGES;
  const labels = ageingLabels(edges);
  const nature = side === 'receivable' ? 'ASSETS' : 'LIABILITIES';
  const natureOf = new Map(chart.groups.map((group) => [group.code, group.nature]));
  const byAccount = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    const list = byAccount.get(entry.account);
    if (list) list.push(entry);
    else byAccount.set(entry.account, [entry]);
  }
  const set = latestOpeningSet(openings, asOn);
  const rows: AgeingRow[] = [];
  for (const account of chart.accounts) {
    if (account.type !== 'PAR' || natureOf.get(account.group) !== nature) continue;
    const { balance, charges } = partyPosition(account.code, set, byAccount.get(account.code) ?? [], asOn, side);
    const outstanding = side === 'receivable' ? balance : -balance;
    if (outstanding === 0) continue;
    const buckets = outstanding > 0 ? allocate(outstanding, charges, asOn, edges) : labels.map(() => 0);
    rows.push({
      account: account.code,
      name: account.name,
      buckets,
      total: Math.max(outstanding, 0),
      advance: Math.max(-outstanding, 0),
    });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.account.localeCompare(b.account));
  const totals = {
    buckets: labels.map((_, index) => rows.reduce((sum, row) => sum + row.buckets[index]!, 0)),
    total: rows.reduce((sum, row) => sum + row.total, 0),
    advance: rows.reduce((sum, row) => sum + row.advance, 0),
  };
  return { asOn, side, labels, rows, totals };
}
