// The demo data the MIS dashboards read: masters, their words, groupings, and the ledger as on today.
import type { ChartPoint } from '../../engine/dashboard/dashboard';
import { balancesAt } from '../../kits/accounting/balances';
import type { Chart, Nature } from '../../kits/accounting/ledger-types';
import { fromPaise, sumPaise, toPaise } from '../../lib/money/money';
import { chartOf, ledgerEntries, openingSets } from '../core/accounting/ledger-store';
import { serverToday } from '../core/server-dates';
import { listRecords } from '../core/record-store';
import { DEMO_RESOURCES } from '../core/declarations/demo-resources';
import { ensureSeeded } from '../core/seeds/ensure-seeded';

export type Row = Readonly<Record<string, unknown>>;

export const inUse = (row: Row) => row.active !== false;
/** Rupees summed exactly (in paise) and given back in rupees. */
export const sumRupees = (values: Iterable<unknown>) =>
  fromPaise(sumPaise([...values].map((value) => toPaise(Number(value ?? 0)))));

/** A master's records for a company (its starting records put in place on first use). */
export async function records(resource: string, company: number, keep: (row: Row) => boolean = inUse): Promise<Row[]> {
  await ensureSeeded(resource, company);
  return (await listRecords<Row>(resource, company)).filter(keep);
}

/** How a field's stored values read: a select's option labels in their declared order, a reference's target names. */
export async function wordsFor(
  resource: string,
  field: string,
  company: number,
): Promise<{ labels: Map<string, string>; order: string[] }> {
  const declared = DEMO_RESOURCES.find((candidate) => candidate.name === resource)?.fields.find(
    (candidate) => candidate.name === field,
  );
  if (declared?.type === 'select')
    return {
      labels: new Map((declared.options ?? []).map((option) => [option.value, option.label])),
      order: (declared.options ?? []).map((option) => option.value),
    };
  if (declared?.type !== 'reference' || !declared.reference) return { labels: new Map(), order: [] };
  const { key, label } = declared.reference;
  const targets = await records(declared.reference.resource, company, () => true);
  return {
    labels: new Map(targets.map((target) => [String(target[key]), String(target[label] ?? target[key])])),
    order: [],
  };
}

/**
 * One point per value of `field`: the rows counted (or `measure` summed), select values in declared order, others
 * largest first.
 */
export async function groupedBy(
  resource: string,
  field: string,
  rows: readonly Row[],
  company: number,
  measure: (row: Row) => number = () => 1,
): Promise<ChartPoint[]> {
  const hundredths = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[field] ?? '');
    hundredths.set(key, (hundredths.get(key) ?? 0) + toPaise(measure(row)));
  }
  const { labels, order } = await wordsFor(resource, field, company);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...hundredths.keys()].sort(
    (a, b) => rank(a) - rank(b) || hundredths.get(b)! - hundredths.get(a)! || a.localeCompare(b),
  );
  return keys.map((key) => ({ label: labels.get(key) ?? (key || '(none)'), value: fromPaise(hundredths.get(key)!) }));
}

/** The ledger as on today: each account's signed balance (+ debit) and nature, and every posting. */
export async function ledgerToday(company: number) {
  const [chart, openings, entries] = await Promise.all([
    chartOf(company),
    openingSets(company),
    ledgerEntries(company),
  ]);
  const today = serverToday();
  return { chart, entries, today, natures: naturesOf(chart), balances: balancesAt(openings, entries, today, true) };
}

export function naturesOf(chart: Chart): Map<string, Nature> {
  const groups = new Map(chart.groups.map((group) => [group.code, group.nature]));
  return new Map(
    chart.accounts.flatMap((account) =>
      groups.has(account.group) ? [[account.code, groups.get(account.group)!] as const] : [],
    ),
  );
}

export type Ledger = Awaited<ReturnType<typeof ledgerToday>>;

/** Income (credit - debit) and expenses (debit - credit) in paise of the postings dated from `from` to `to`. */
export function result(ledger: Ledger, from: string, to: string): [income: number, expenses: number] {
  let income = 0;
  let expenses = 0;
  for (const entry of ledger.entries) {
    if (entry.date < from || entry.date > to) continue;
    const nature = ledger.natures.get(entry.account);
    if (nature === 'INCOME') income += entry.credit - entry.debit;
    if (nature === 'EXPENSES') expenses += entry.debit - entry.credit;
  }
  return [income, expenses];
}

export const accountsOfType = (ledger: Ledger, types: readonly string[]) =>
  ledger.chart.accounts.filter((account) => types.includes(account.type));
export const balanceOf = (ledger: Ledger, code: string) => ledger.balances.get(code) ?? 0;

/** The master each edition keeps its customers in, and the word for them. */
export function customerMaster(pCode: string): readonly [resource: string, label: string] {
  if (pCode === 'D-MIN') return ['frontoffice.customers', 'Guests and companies'];
  if (pCode === 'D-SHI') return ['frontdesk.students', 'Students'];
  if (['D-RES', 'D-TAK', 'D-POS', 'D-EC1'].includes(pCode)) return ['pos.customers', 'Customers'];
  return ['crm.customers', 'Customers'];
}
